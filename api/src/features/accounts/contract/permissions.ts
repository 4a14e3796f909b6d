// The staff roles' German names and where each starts. The roles and their permissions themselves stand in
// shared/staff-access.ts, below every feature, so platform/http/permit.ts checks them without accounts.
import type { Permission, StaffRole } from '../../../shared/staff-access.ts';

export {
  isStaffRole,
  permissions,
  roleMay,
  rolePermissions,
  staffRoles,
  type Permission,
  type StaffRole,
} from '../../../shared/staff-access.ts';

export const staffRoleLabels: Record<StaffRole, string> = {
  admin: 'Inhaber',
  vertrieb: 'Vertrieb',
  buero: 'Büro',
  katalog: 'Katalog',
};

export const permissionLabels: Record<Permission, string> = {
  backoffice: 'Eigenes Profil, Zähler der Seitenleiste',
  'leads.read': 'Anfragen lesen',
  'leads.write': 'Anfragen bearbeiten',
  messages: 'Nachrichten',
  replies: 'Antworten',
  quotes: 'Angebote',
  customers: 'Kunden',
  appointments: 'Termine',
  orders: 'Aufträge',
  invoices: 'Rechnungen',
  payments: 'Zahlungen',
  reviews: 'Bewertungen beantworten und prüfen',
  catalogue: 'Katalog und Preisraster',
  shop: 'Shop-Schalter',
  'change-log': 'Änderungsprotokoll',
  analytics: 'Auswertung',
  privacy: 'Datenschutzanfragen',
  settings: 'Einstellungen',
  team: 'Team',
};

/** Where a staff role starts in the back office: the first screen it may use. */
export const staffHomePaths: Record<StaffRole, string> = {
  admin: '/admin/dashboard',
  vertrieb: '/admin/dashboard',
  buero: '/admin/dashboard',
  katalog: '/admin/product-lines',
};
