import type { Database } from '../../platform/db/client.ts';
import { fail } from '../../platform/http/request-errors.ts';
import { currentCompany } from '../settings/current-company.ts';
import { requireRealCompany } from '../settings/require-real-company.ts';
import { companyLegalInfo } from '../settings/company-sender.ts';
import { invoiceMessages } from './contract/invoice-messages.ts';
import type { SellerParty } from './contract/invoices.ts';

/**
 * The seller every invoice names (§ 14 Abs. 4 Nr. 1, 2 UStG), from "Einstellungen → Firma": the one place
 * invoices read it from. Every invoice keeps the seller as it was printed (its `document`), so a later
 * change of the company data changes only invoices issued afterwards. While the company data are the
 * shipped placeholders (ADR 050), without a tax number or VAT id, or without a bank account to pay into,
 * no invoice is issued.
 */
export async function sellerParty(db: Database): Promise<SellerParty> {
  await requireRealCompany(db);
  const company = await currentCompany(db);
  if (!company.taxNumber && !company.vatId) fail(409, invoiceMessages.sellerTaxIdMissing);
  if (!company.iban) fail(409, invoiceMessages.sellerBankMissing);
  return {
    name: company.legalName,
    street: company.street,
    postcode: company.postalCode,
    city: company.city,
    countryCode: company.countryCode,
    taxNumber: company.taxNumber,
    vatId: company.vatId,
    email: company.email,
    phone: company.phone,
    phoneDisplay: company.phoneDisplay,
    legalInfo: companyLegalInfo(company),
    bank: { holder: company.bankAccountHolder || company.legalName, iban: company.iban, bic: company.bic, bankName: company.bankName },
  };
}
