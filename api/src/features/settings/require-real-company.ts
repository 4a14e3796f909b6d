import type { Database } from '../../platform/db/client.ts';
import { fail } from '../../platform/http/request-errors.ts';
import { isPlaceholderCompany, placeholderCompanyMessages } from './contract/placeholder-company.ts';
import { currentCompanySettings } from './current-company.ts';

/**
 * Refuses (409) to send a quote or issue an invoice while the company data are still the shipped
 * placeholders (ADR 050): an issued invoice cannot be changed, and a quote is an offer to a customer.
 */
export async function requireRealCompany(db: Database): Promise<void> {
  if (isPlaceholderCompany(await currentCompanySettings(db))) fail(409, placeholderCompanyMessages.refused);
}
