import { signatureFor } from '../../shared/mail-signature.ts';
import { companySnapshot } from './current-company.ts';

/**
 * The signatures of the mails, with the company data as stored now (the API refreshes it before every
 * request). Settings' own: the lines are shared/mail-signature.ts's, which takes the company as given.
 */

/** The team's signature. */
export const customerSignature = (): string => signatureFor(companySnapshot());

/** The signature of a mail someone in the office sends: their name above the company's. */
export const personalSignature = (personName: string): string => signatureFor(companySnapshot(), personName);
