import { sql } from 'drizzle-orm';
import { leadHistory, leads } from '../../platform/db/schema.ts';
import type { LeadDetailJson, LeadHistoryEntry, LeadJson } from './contract/leads-admin.ts';
import { assigneeJson, assigneeNameSql } from '../assignment/staff.ts';

export type LeadRow = typeof leads.$inferSelect;

/** The columns the list shows: not the configured lines, consents and search text, which only cost time there. */
export const leadListColumns = {
  id: leads.id,
  reference: leads.reference,
  vorname: leads.vorname,
  nachname: leads.nachname,
  email: leads.email,
  telefon: leads.telefon,
  plz: leads.plz,
  projektart: leads.projektart,
  produkte: leads.produkte,
  material: leads.material,
  verglasung: leads.verglasung,
  montage: leads.montage,
  zeitraum: leads.zeitraum,
  dimensions: leads.dimensions,
  nachricht: leads.nachricht,
  utmParams: leads.utmParams,
  marketingConsent: leads.marketingConsent,
  status: leads.status,
  source: leads.source,
  createdAt: leads.createdAt,
  openedAt: leads.openedAt,
  firstAnsweredAt: leads.firstAnsweredAt,
  assignedTo: leads.assignedTo,
  assigneeName: assigneeNameSql(leads.assignedTo),
  /** Unread again because the customer wrote after the request (features/inbound-mail): "neue Antwort". */
  // Qualified by hand: drizzle leaves the table's name off the columns of a one-table select, and lead_history has an id too.
  newAnswer: sql<number>`("leads"."opened_at" is null and exists (select 1 from ${leadHistory} where ${leadHistory.leadId} = "leads"."id"
    and ${leadHistory.kind} = 'received' and ${leadHistory.at} > "leads"."created_at"))`,
};
/** `assigneeName` and `newAnswer` are read with the row where the query asks for them (the list, findLead). */
export type LeadListRow = Pick<LeadRow, Exclude<keyof typeof leadListColumns, 'assigneeName' | 'newAnswer'>> & {
  assigneeName?: string | null;
  newAnswer?: number | null;
};

/** A stored lead in the spec's field names; times as ISO 8601. */
export function leadJson(row: LeadListRow): LeadJson {
  return {
    id: row.id,
    reference: row.reference,
    vorname: row.vorname,
    nachname: row.nachname,
    email: row.email,
    telefon: row.telefon,
    plz: row.plz,
    projektart: row.projektart,
    produkte: row.produkte,
    material: row.material,
    verglasung: row.verglasung,
    montage: row.montage,
    zeitraum: row.zeitraum,
    dimensions: row.dimensions,
    nachricht: row.nachricht,
    utm_params: row.utmParams,
    datenschutz: true,
    marketing_ok: row.marketingConsent,
    status: row.status,
    source: row.source,
    created_at: row.createdAt.toISOString(),
    opened: row.openedAt !== null,
    new_answer: Boolean(row.newAnswer),
    first_answered_at: row.firstAnsweredAt?.toISOString() ?? null,
    assignee: assigneeJson(row),
  };
}

export function leadDetailJson(row: LeadRow & { assigneeName?: string | null }, history: LeadHistoryEntry[]): LeadDetailJson {
  return {
    ...leadJson(row),
    configuration:
      row.configuration?.map(({ productName, options, breite, hoehe, menge, unitPrice, totalPrice }) => ({
        productName,
        options: options.map(({ key, category, name, price, colorCode }) => ({ key, category, name, price, colorCode })),
        breite,
        hoehe,
        menge,
        unitPrice,
        totalPrice,
      })) ?? null,
    consents: {
      privacyAt: row.privacyConsentAt.toISOString(),
      privacyVersion: row.privacyConsentVersion,
      marketingAt: row.marketingConsentAt?.toISOString() ?? null,
      marketingVersion: row.marketingConsentVersion,
    },
    attribution: { origin: row.origin, landingPath: row.landingPath, referrerHost: row.referrerHost },
    history,
  };
}
