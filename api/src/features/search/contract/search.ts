import { searchMessages as m } from './search-messages.ts';
import { z } from '../../../shared/zod.ts';

/** GET /api/admin/search?q=…: one search over the back office's records, answered in groups. */

export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_MAX_LENGTH = 100;
/** Hits listed per group; the group's total says how many there are in all. */
export const SEARCH_GROUP_SIZE = 5;

export const searchQuerySchema = z.object({
  q: z
    .string({ error: m.queryTooShort })
    .check(z.trim(), z.minLength(SEARCH_MIN_LENGTH, { error: m.queryTooShort }), z.maxLength(SEARCH_MAX_LENGTH, { error: m.queryTooLong })),
});
export type SearchGroupKind = 'leads' | 'messages' | 'customers' | 'quotes' | 'orders';

export const searchGroupLabels: Record<SearchGroupKind, string> = {
  leads: 'Anfragen',
  messages: 'Nachrichten',
  customers: 'Kunden',
  quotes: 'Angebote',
  orders: 'Aufträge',
};

export interface SearchHitJson {
  id: number;
  /** The person or company. */
  title: string;
  /** Number, contact and date in one line. */
  detail: string;
  /** The back office's address of the record (record-addresses.ts). */
  href: string;
}

export interface SearchGroupJson {
  kind: SearchGroupKind;
  label: string;
  /** All hits of the group; `items` holds the newest SEARCH_GROUP_SIZE. */
  total: number;
  items: SearchHitJson[];
}

/** The groups with hits, in the order of searchGroupKinds; no hit at all is an empty list. */
export interface SearchResultJson {
  groups: SearchGroupJson[];
}
