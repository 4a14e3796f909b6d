import type { ComponentType } from 'react';
import { roleMay, type Permission } from '#features/accounts/contract/permissions.ts';

/**
 * Every screen of the back office, declared once: its address under /admin, its title, its entry in the
 * header (if it has one), where a visitor without a session is sent, who may open it and how its code is
 * loaded. The Astro page prerenders one page per entry, the island routes by it, the header lists it.
 */
interface NavEntry {
  label: string;
  group?: 'Katalog';
  count?: 'newLeads' | 'newMessages';
  /** An entry for one view of the screen, e.g. '?tab=nachrichten'; it is current when the address has it. */
  search?: string;
  /** An entry for a view another permission guards (the dashboard's Nachrichten); else the screen's. */
  permission?: Permission;
}

export interface AdminScreen {
  path: string;
  title: string;
  /**
   * The sidebar's entry; screens reached from another screen (a quote, a line's categories) have none.
   * `group` gathers entries under a heading (the catalogue's screens); `count` names the sidebar count
   * shown beside it (GET /api/admin/counts).
   */
  nav?: NavEntry | readonly NavEntry[];
  /** A screen whose address continues with a record's key: /admin/leads/{id}. */
  withKey?: boolean;
  /** A page below a record's page, e.g. 'abnahme' for /admin/orders/{id}/abnahme (with withKey). */
  below?: string;
  /** /login for most; /admin for profile and analytics, as the back office's login flow has it. */
  withoutSession: '/login' | '/admin';
  /**
   * What a role needs to open it (contract/permissions.ts); the sidebar leaves it out for the others, who
   * get the "Keine Berechtigung" screen. The server checks its own table on every /api/admin route.
   */
  permission: Permission;
  load: () => Promise<{ default: ComponentType }>;
}

export const adminScreens: AdminScreen[] = [
  {
    path: 'dashboard',
    title: 'Dashboard',
    nav: [
      { label: 'Anfragen', count: 'newLeads' },
      { label: 'Nachrichten', count: 'newMessages', search: '?tab=nachrichten', permission: 'messages' },
    ],
    withoutSession: '/login',
    permission: 'leads.read',
    load: () => import('./leads/DashboardScreen.tsx'),
  },
  {
    path: 'quotes',
    title: 'Angebote',
    nav: { label: 'Angebote' },
    withoutSession: '/login',
    permission: 'quotes',
    load: () => import('./quotes/QuotesScreen.tsx'),
  },
  {
    path: 'orders',
    title: 'Aufträge',
    nav: { label: 'Aufträge' },
    withoutSession: '/login',
    permission: 'orders',
    load: () => import('./orders/OrdersScreen.tsx'),
  },
  {
    path: 'appointments',
    title: 'Termine',
    nav: { label: 'Termine' },
    withoutSession: '/login',
    permission: 'appointments',
    load: () => import('./appointments/AppointmentsScreen.tsx'),
  },
  {
    path: 'invoices',
    title: 'Rechnungen',
    nav: { label: 'Rechnungen' },
    withoutSession: '/login',
    permission: 'invoices',
    load: () => import('./invoices/InvoicesScreen.tsx'),
  },
  {
    path: 'dunning',
    title: 'Fällige Mahnungen',
    nav: { label: 'Fällige Mahnungen' },
    withoutSession: '/login',
    permission: 'invoices',
    load: () => import('./invoices/DunningScreen.tsx'),
  },
  {
    path: 'bank-statements',
    title: 'Zahlungseingänge',
    nav: { label: 'Zahlungseingänge' },
    withoutSession: '/login',
    permission: 'payments',
    load: () => import('./bank-statements/BankStatementsScreen.tsx'),
  },
  {
    path: 'product-lines',
    title: 'Produktlinien Verwaltung',
    nav: { label: 'Produktlinien', group: 'Katalog' },
    withoutSession: '/login',
    permission: 'catalogue',
    load: () => import('./catalogue/ProductLinesScreen.tsx'),
  },
  {
    path: 'shop-options',
    title: 'Produktverwaltung',
    nav: { label: 'Produktverwaltung', group: 'Katalog' },
    withoutSession: '/login',
    permission: 'catalogue',
    load: () => import('./catalogue/ProductManagementScreen.tsx'),
  },
  {
    path: 'products',
    title: 'Produkte',
    nav: { label: 'Produkte', group: 'Katalog' },
    withoutSession: '/login',
    permission: 'catalogue',
    load: () => import('./catalogue/ProductsScreen.tsx'),
  },
  {
    path: 'shop-settings',
    title: 'Shop-Einstellungen',
    nav: { label: 'Shop', group: 'Katalog' },
    withoutSession: '/login',
    permission: 'shop',
    load: () => import('./catalogue/ShopSettingsScreen.tsx'),
  },
  {
    path: 'change-log',
    title: 'Änderungsprotokoll',
    nav: { label: 'Änderungsprotokoll', group: 'Katalog' },
    withoutSession: '/login',
    permission: 'change-log',
    load: () => import('./catalogue/ChangeLogScreen.tsx'),
  },
  {
    path: 'reviews',
    title: 'Bewertungen',
    nav: { label: 'Bewertungen' },
    withoutSession: '/login',
    permission: 'reviews',
    load: () => import('./reviews/ReviewsScreen.tsx'),
  },
  {
    path: 'analytics',
    title: 'Auswertungen',
    nav: { label: 'Auswertungen' },
    withoutSession: '/admin',
    permission: 'analytics',
    load: () => import('./analytics/AnalyticsScreen.tsx'),
  },
  {
    path: 'privacy-requests',
    title: 'Datenschutz-Anfragen',
    nav: { label: 'Datenschutz' },
    withoutSession: '/login',
    permission: 'privacy',
    load: () => import('./privacy/PrivacyRequestsScreen.tsx'),
  },
  {
    path: 'settings',
    title: 'Einstellungen',
    nav: { label: 'Einstellungen' },
    withoutSession: '/login',
    permission: 'settings',
    load: () => import('./settings/SettingsScreen.tsx'),
  },
  {
    path: 'profile',
    title: 'Profil',
    withoutSession: '/admin',
    permission: 'backoffice',
    load: () => import('./accounts/ProfileScreen.tsx'),
  },
  {
    path: 'product-categories',
    title: 'Kategorien',
    withoutSession: '/login',
    permission: 'catalogue',
    load: () => import('./catalogue/ProductCategoriesScreen.tsx'),
  },
  {
    path: 'product-options',
    title: 'Optionszuweisungen',
    withoutSession: '/login',
    permission: 'catalogue',
    load: () => import('./catalogue/ProductOptionsScreen.tsx'),
  },
  {
    path: 'global-options',
    title: 'Globale Optionen',
    withoutSession: '/login',
    permission: 'catalogue',
    load: () => import('./catalogue/GlobalOptionsScreen.tsx'),
  },
  {
    path: 'leads',
    title: 'Anfrage',
    withKey: true,
    withoutSession: '/login',
    permission: 'leads.read',
    load: () => import('./leads/LeadScreen.tsx'),
  },
  {
    path: 'orders',
    title: 'Auftrag',
    withKey: true,
    withoutSession: '/login',
    permission: 'orders',
    load: () => import('./orders/OrderScreen.tsx'),
  },
  {
    path: 'orders',
    title: 'Abnahme',
    withKey: true,
    below: 'abnahme',
    withoutSession: '/login',
    permission: 'orders',
    load: () => import('./acceptance/AcceptanceScreen.tsx'),
  },
  { path: 'quote', title: 'Angebot', withoutSession: '/login', permission: 'quotes', load: () => import('./quotes/QuoteScreen.tsx') },
];

/** "/admin/leads/42" → ['leads', '42', undefined, 2]; "/admin/orders/7/abnahme" → ['orders', '7', 'abnahme', 3]. */
function addressParts(pathname: string): [string, string | undefined, string | undefined, number] {
  const parts = pathname
    .replace(/^\/admin\/?/, '')
    .replace(/\/$/, '')
    .split('/');
  return [parts[0] ?? '', parts[1], parts[2], parts.length];
}

/**
 * The screen for an address ("/admin/profile" → profile, "/admin/leads/42" → leads), or null for a path
 * the back office does not have. A path may have a list and a record's page: "/admin/orders" and
 * "/admin/orders/7", and a page below the record's: "/admin/orders/7/abnahme".
 */
export function screenFor(pathname: string): AdminScreen | null {
  const [path, key, below, length] = addressParts(pathname);
  const fits = (candidate: AdminScreen) => {
    if (!candidate.withKey) return length === 1;
    if (!key) return false;
    return candidate.below ? length === 3 && below === candidate.below : length === 2;
  };
  return adminScreens.find((candidate) => candidate.path === path && fits(candidate)) ?? null;
}

/** The record key of a keyed screen's address: "/admin/leads/42" → "42". */
export function screenKey(pathname: string): string | undefined {
  return addressParts(pathname)[1];
}

/** The sidebar's entries, in the order of the registry. */
export const adminNavigation = adminScreens.flatMap((screen) =>
  [screen.nav ?? []].flat().map((entry: NavEntry) => ({ path: screen.path, ...entry, permission: entry.permission ?? screen.permission })),
);

/** The entries a role may use: the sidebar shows no others. */
export function navigationFor(role: string) {
  return adminNavigation.filter((entry) => roleMay(role, entry.permission));
}
