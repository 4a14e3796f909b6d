import type { Database } from '../src/platform/db/client.ts';
import { leads } from '../src/platform/db/schema.ts';
import { newReference } from '../src/features/leads/reference.ts';
import type { LeadRow } from '../src/features/leads/lead-json.ts';
import { leadSearchText } from '../src/features/leads/search-text.ts';

export type LeadValues = typeof leads.$inferInsert;

/** A plausible stored quote request; the overrides say what a test cares about. */
export function leadValues(overrides: Partial<LeadValues> = {}): LeadValues {
  const now = overrides.createdAt ?? new Date();
  const values: LeadValues = {
    reference: newReference('A'),
    vorname: 'Erika',
    nachname: 'Muster',
    email: 'erika@example.de',
    telefon: '040 123456',
    plz: '20095',
    projektart: 'sanierung',
    produkte: ['fenster'],
    material: 'kunststoff',
    verglasung: '3-fach',
    montage: 'ja',
    zeitraum: '1-3-monate',
    nachricht: '',
    dimensions: [{ typ: 'fenster', breite: 120, hoehe: 140, menge: 2 }],
    utmParams: {},
    source: 'funnel',
    privacyConsentAt: now,
    privacyConsentVersion: '2026-11-01',
    marketingConsent: false,
    status: 'offen',
    createdAt: now,
    updatedAt: now,
    ...overrides,
  };
  return { searchText: leadSearchText({ ...values, plz: values.plz ?? '' }), ...values };
}

/** Inserts leads in chunks (SQLite caps the parameters of one statement). */
export async function insertLeads(db: Database, values: LeadValues[]): Promise<LeadRow[]> {
  const rows: LeadRow[] = [];
  for (let start = 0; start < values.length; start += 200) {
    rows.push(
      ...(await db
        .insert(leads)
        .values(values.slice(start, start + 200))
        .returning()),
    );
  }
  return rows;
}
