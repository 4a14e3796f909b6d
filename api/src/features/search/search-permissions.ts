import { roleMay, type Permission } from '../accounts/contract/permissions.ts';
import type { SearchGroupKind } from './contract/search.ts';

/**
 * What a role needs to see a group of hits: the permission of the route the hit's screen reads
 * (record-addresses.ts), so the search shows only what the role can open; the authorization matrix
 * compares each with what that route declares. A customer opens the orders screen filtered by the
 * address, and is data of its own (`customers`).
 */
export const searchGroupPermissions: Readonly<Record<SearchGroupKind, readonly Permission[]>> = {
  leads: ['leads.read'],
  messages: ['messages'],
  customers: ['customers', 'orders'],
  quotes: ['quotes'],
  orders: ['orders'],
};

export const roleMaySearch = (role: string, kind: SearchGroupKind) =>
  searchGroupPermissions[kind].every((permission) => roleMay(role, permission));
