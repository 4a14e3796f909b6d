// The staff roles and what each may do: fixed, not configurable (docs/domain.md, "Staff roles"). Browser-safe
// and below every feature: platform/http/permit.ts checks it on every route, the back office shows only the
// screens a role may use; the German names are accounts' (features/accounts/contract/permissions.ts).

/** What a back-office route or screen needs. Read and write of leads differ: Büro may only read them. */
export const permissions = [
  // Every staff member: the own profile, the sidebar counts.
  'backoffice',
  'leads.read',
  'leads.write',
  'messages',
  'replies',
  'quotes',
  'customers',
  'appointments',
  'orders',
  'invoices',
  'payments',
  'reviews',
  'catalogue',
  'shop',
  'change-log',
  'analytics',
  'privacy',
  'settings',
  'team',
] as const;
export type Permission = (typeof permissions)[number];

/**
 * The stored keys of the staff roles. `admin` is the owner (Inhaber): the key stays `admin`, because the
 * login answers it and older clients route by it.
 */
export const staffRoles = ['admin', 'vertrieb', 'buero', 'katalog'] as const;
export type StaffRole = (typeof staffRoles)[number];

/** The fixed table: the owner may do everything, the others what their work needs. */
export const rolePermissions: Record<StaffRole, readonly Permission[]> = {
  admin: permissions,
  vertrieb: ['backoffice', 'leads.read', 'leads.write', 'messages', 'replies', 'quotes', 'customers', 'appointments', 'reviews'],
  buero: ['backoffice', 'orders', 'invoices', 'payments', 'appointments', 'leads.read'],
  katalog: ['backoffice', 'catalogue', 'shop', 'change-log'],
};

export function isStaffRole(role: string): role is StaffRole {
  return (staffRoles as readonly string[]).includes(role);
}

/** False for customers and unknown roles: only a staff role holds permissions. */
export function roleMay(role: string, permission: Permission): boolean {
  return isStaffRole(role) && rolePermissions[role].includes(permission);
}

/** What a staff session still owes after the password: the code from the app, or setting it up first. */
export type TwoFactorStep = 'code' | 'setup';
