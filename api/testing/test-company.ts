import type { Database } from '../src/platform/db/client.ts';
import type { CompanySettings } from '../src/features/settings/contract/company.ts';
import { defaultCompany } from '../src/features/settings/contract/company-defaults.ts';
import { saveCompany } from '../src/features/settings/current-company.ts';

/**
 * Company data as an owner enters them: the shipped placeholders replaced (ADR 050), so quotes can be
 * sent and invoices issued. The rest stays the defaults the tests read (brand, legal name, phone).
 */
export const testCompany: CompanySettings = {
  ...defaultCompany,
  managingDirector: 'Jana Hansen',
  street: 'Hafenstraße 7',
  postalCode: '20457',
  city: 'Hamburg',
  registerCourt: 'Amtsgericht Hamburg',
  registerNumber: 'HRB 123456',
  vatId: 'DE123456789',
  email: 'info@fensterwerk-nord.test',
  iban: 'DE89370400440532013000',
  bic: 'COBADEFFXXX',
  bankName: 'Commerzbank',
};

/** Saves the test company as Einstellungen → Firma would. */
export const enterTestCompany = (db: Database, company: CompanySettings = testCompany) => saveCompany(db, company, 'test');
