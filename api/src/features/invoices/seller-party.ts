import type { Database } from '../../platform/db/client.ts';
import { company } from '../../shared/company.ts';
import type { SellerParty } from './contract/invoices.ts';

/**
 * PLACEHOLDERS until the company data lives in the database: a tax number and bank details that are
 * obviously not real. Every invoice keeps the seller as it was printed (its `document`), so replacing
 * these later changes only invoices issued afterwards.
 */
const PLACEHOLDER_TAX_NUMBER = '00/000/00000';
const PLACEHOLDER_BANK = { iban: 'DE02120300000000202051', bic: 'BYLADEM1001', bankName: 'Musterbank' } as const;

/**
 * The seller every invoice names (§ 14 Abs. 4 Nr. 1, 2 UStG): the one place invoices read it from.
 * For now from shared/company.ts plus the placeholders above; to be read from the company settings.
 */
export async function sellerParty(_db: Database): Promise<SellerParty> {
  return {
    name: company.legalName,
    street: company.street,
    postcode: company.postalCode,
    city: company.city,
    countryCode: company.countryCode,
    taxNumber: PLACEHOLDER_TAX_NUMBER,
    vatId: company.vatId,
    email: company.email,
    phone: company.phone,
    legalInfo: `Geschäftsführer: ${company.managingDirector} · ${company.registerCourt}, ${company.registerNumber}`,
    bank: { holder: company.legalName, ...PLACEHOLDER_BANK },
  };
}
