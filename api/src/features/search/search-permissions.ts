import { adminRoutePermissions } from '../accounts/admin-route-permissions.ts';
import { roleMay, type Permission } from '../accounts/contract/permissions.ts';
import type { SearchGroupKind } from './contract/search.ts';

/** The permission of an /api/admin route, from the table requirePermission checks; a missing route fails at start-up. */
function routePermission(key: string): Permission {
  const permission = adminRoutePermissions[key];
  if (!permission) throw new Error(`Keine Berechtigung für ${key} hinterlegt`);
  return permission;
}

/**
 * What a role needs to see a group of hits: the permission of the route the hit's screen reads
 * (record-addresses.ts), taken from the routes' own table, so the search shows only what the role can
 * open. A customer opens the orders screen filtered by the address, and is data of its own (`customers`).
 */
const groupNeeds: Record<SearchGroupKind, readonly Permission[]> = {
  leads: [routePermission('GET /api/admin/leads/:key')],
  messages: [routePermission('GET /api/admin/messages')],
  customers: ['customers', routePermission('GET /api/admin/orders')],
  quotes: [routePermission('GET /api/admin/quotes/:id')],
  orders: [routePermission('GET /api/admin/orders/:id')],
};

export const roleMaySearch = (role: string, kind: SearchGroupKind) => groupNeeds[kind].every((permission) => roleMay(role, permission));
