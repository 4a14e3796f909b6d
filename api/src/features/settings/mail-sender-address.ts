import type { Database } from '../../platform/db/client.ts';
import type { CompanyProfile } from './contract/company.ts';
import { currentCompany } from './current-company.ts';

/**
 * Who the mails come from: MAIL_FROM when the operator set it, else the company's name and e-mail address
 * from Einstellungen → Firma (ADR 050), so a fresh installation's mails never claim a sender the owner
 * did not enter. The name is a quoted string (RFC 5322 section 3.2.4): a comma or dot in it stays the name.
 */
export function mailSenderFor(configured: string | undefined, company: Pick<CompanyProfile, 'brand' | 'email'>): string {
  if (configured) return configured;
  return `"${company.brand.replace(/[\\"]/g, '\\$&')}" <${company.email}>`;
}

/** The sender for a mail that goes out now. */
export async function mailSender(db: Database, configured: string | undefined): Promise<string> {
  return mailSenderFor(configured, await currentCompany(db));
}
