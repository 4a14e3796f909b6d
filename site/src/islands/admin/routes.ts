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

type ScreenLoad = AdminScreen['load'];
type ScreenExtras = Partial<Pick<AdminScreen, 'nav' | 'withKey' | 'below' | 'withoutSession'>>;

/** A screen reached from /login without a session, as most are; `extras` names what differs. */
function screen(path: string, title: string, permission: Permission, load: ScreenLoad, extras: ScreenExtras = {}): AdminScreen {
  return { path, title, withoutSession: '/login', permission, load, ...extras };
}

/** A screen with one sidebar entry, labelled with its title unless `entry` says otherwise. */
function listed(path: string, title: string, permission: Permission, load: ScreenLoad, entry: Partial<NavEntry> = {}): AdminScreen {
  return screen(path, title, permission, load, { nav: { label: title, ...entry } });
}

const catalogue = { group: 'Katalog' } as const;

export const adminScreens: AdminScreen[] = [
  screen('dashboard', 'Dashboard', 'leads.read', () => import('./leads/DashboardScreen.tsx'), {
    nav: [
      { label: 'Anfragen', count: 'newLeads' },
      { label: 'Nachrichten', count: 'newMessages', search: '?tab=nachrichten', permission: 'messages' },
    ],
  }),
  listed('quotes', 'Angebote', 'quotes', () => import('./quotes/QuotesScreen.tsx')),
  listed('orders', 'Aufträge', 'orders', () => import('./orders/OrdersScreen.tsx')),
  listed('appointments', 'Termine', 'appointments', () => import('./appointments/AppointmentsScreen.tsx')),
  listed('invoices', 'Rechnungen', 'invoices', () => import('./invoices/InvoicesScreen.tsx')),
  listed('dunning', 'Fällige Mahnungen', 'invoices', () => import('./invoices/DunningScreen.tsx')),
  listed('bank-statements', 'Zahlungseingänge', 'payments', () => import('./bank-statements/BankStatementsScreen.tsx')),
  listed('product-lines', 'Produktlinien Verwaltung', 'catalogue', () => import('./catalogue/ProductLinesScreen.tsx'), {
    ...catalogue,
    label: 'Produktlinien',
  }),
  listed('shop-options', 'Produktverwaltung', 'catalogue', () => import('./catalogue/ProductManagementScreen.tsx'), catalogue),
  listed('products', 'Produkte', 'catalogue', () => import('./catalogue/ProductsScreen.tsx'), catalogue),
  listed('shop-settings', 'Shop-Einstellungen', 'shop', () => import('./catalogue/ShopSettingsScreen.tsx'), {
    ...catalogue,
    label: 'Shop',
  }),
  listed('suppliers', 'Lieferanten', 'catalogue', () => import('./purchasing/SuppliersScreen.tsx'), catalogue),
  listed('change-log', 'Änderungsprotokoll', 'change-log', () => import('./catalogue/ChangeLogScreen.tsx'), catalogue),
  listed('reviews', 'Bewertungen', 'reviews', () => import('./reviews/ReviewsScreen.tsx')),
  screen('analytics', 'Auswertungen', 'analytics', () => import('./analytics/AnalyticsScreen.tsx'), {
    nav: { label: 'Auswertungen' },
    withoutSession: '/admin',
  }),
  listed('privacy-requests', 'Datenschutz-Anfragen', 'privacy', () => import('./privacy/PrivacyRequestsScreen.tsx'), {
    label: 'Datenschutz',
  }),
  listed('settings', 'Einstellungen', 'settings', () => import('./settings/SettingsScreen.tsx')),
  screen('profile', 'Profil', 'backoffice', () => import('./accounts/ProfileScreen.tsx'), { withoutSession: '/admin' }),
  screen('product-categories', 'Kategorien', 'catalogue', () => import('./catalogue/ProductCategoriesScreen.tsx')),
  screen('product-options', 'Optionszuweisungen', 'catalogue', () => import('./catalogue/ProductOptionsScreen.tsx')),
  screen('global-options', 'Globale Optionen', 'catalogue', () => import('./catalogue/GlobalOptionsScreen.tsx')),
  screen('leads', 'Anfrage', 'leads.read', () => import('./leads/LeadScreen.tsx'), { withKey: true }),
  screen('orders', 'Auftrag', 'orders', () => import('./orders/OrderScreen.tsx'), { withKey: true }),
  screen('orders', 'Abnahme', 'orders', () => import('./acceptance/AcceptanceScreen.tsx'), { withKey: true, below: 'abnahme' }),
  screen('leads', 'Aufmaß', 'leads.write', () => import('./aufmass/AufmassScreen.tsx'), { withKey: true, below: 'aufmass' }),
  screen('quote', 'Angebot', 'quotes', () => import('./quotes/QuoteScreen.tsx')),
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
