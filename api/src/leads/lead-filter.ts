import { and, asc, desc, gte, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import { leads } from '../db/schema.ts';
import { berlinMidnight } from '../shared/format.ts';
import type { LeadFilter } from '../shared/leads-admin.ts';

/**
 * The inbox's filters as one WHERE clause, shared by the list, its counter and the CSV export, so the
 * export holds exactly the leads the screen lists.
 */

/**
 * SQLite's lower() folds only ASCII letters; the German capitals with umlauts are folded here, so "müller"
 * finds "MÜLLER", and ß reads as ss, so "GRÖSSE" finds "Größe". The search text is folded the same way.
 */
const searchable = sql`replace(lower(replace(replace(replace(${leads.vorname} || ' ' || ${leads.nachname} || ' ' || ${leads.email} || ' ' || ${leads.plz} || ' ' || ${leads.reference}, 'Ä', 'ä'), 'Ö', 'ö'), 'Ü', 'ü')), 'ß', 'ss')`;

export function likePattern(text: string): string {
  const folded = text.normalize('NFC').toLowerCase().replace(/ß/g, 'ss');
  return `%${folded.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** Leads whose product list holds any of the kinds (the list is stored as a JSON array). */
function hasAnyProduct(kinds: string[]): SQL {
  return sql`exists (select 1 from json_each(${leads.produkte}) where json_each.value in ${kinds})`;
}

export function leadConditions(filter: LeadFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.q) conditions.push(sql`${searchable} like ${likePattern(filter.q)} escape '\\'`);
  if (filter.status?.length) conditions.push(inArray(leads.status, filter.status));
  // Completed leads stay hidden unless asked for, by the checkbox or by choosing that status.
  if (!filter.showCompleted && !filter.status?.includes('abgeschlossen')) conditions.push(ne(leads.status, 'abgeschlossen'));
  if (filter.projektart?.length) conditions.push(inArray(leads.projektart, filter.projektart));
  if (filter.produkte?.length) conditions.push(hasAnyProduct(filter.produkte));
  if (filter.source?.length) conditions.push(inArray(leads.source, filter.source));
  if (filter.from) conditions.push(gte(leads.createdAt, berlinMidnight(filter.from)));
  if (filter.to) conditions.push(lt(leads.createdAt, dayAfter(filter.to)));
  return and(...conditions);
}

/** The `to` day counts whole: everything before the next Berlin midnight. */
function dayAfter(day: string): Date {
  const next = new Date(`${day}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return berlinMidnight(next.toISOString().slice(0, 10));
}

export function leadOrder(filter: Pick<LeadFilter, 'sort' | 'dir'>): SQL[] {
  const direction = filter.dir === 'asc' ? asc : desc;
  const columns = {
    created_at: [leads.createdAt],
    name: [sql`lower(${leads.nachname})`, sql`lower(${leads.vorname})`],
    plz: [leads.plz],
    projektart: [leads.projektart],
    status: [leads.status],
  }[filter.sort];
  return [...columns.map((column) => direction(column)), direction(leads.id)];
}

