import type { ComponentType } from 'react';

/**
 * Every screen of the back office, declared once: its address under /admin, its title, its entry in the
 * header (if it has one), where a visitor without a session is sent, who may open it and how its code is
 * loaded. The Astro page prerenders one page per entry, the island routes by it, the header lists it.
 */
export interface AdminScreen {
  path: string;
  title: string;
  /** The header's label; screens reached from another screen (a quote, a line's categories) have none. */
  nav?: string;
  /** /login for most; /admin for profile and analytics, as the back office's login flow has it. */
  withoutSession: '/login' | '/admin';
  /** The role that may open it; the server checks the same on every /api/admin route. */
  permission: 'admin';
  load: () => Promise<{ default: ComponentType }>;
}

export const adminScreens: AdminScreen[] = [
  {
    path: 'dashboard',
    title: 'Dashboard',
    withoutSession: '/login',
    permission: 'admin',
    load: () => import('./leads/DashboardScreen.tsx'),
  },
  {
    path: 'orders',
    title: 'Aufträge',
    nav: 'Aufträge',
    withoutSession: '/login',
    permission: 'admin',
    load: () => import('./orders/OrdersScreen.tsx'),
  },
  {
    path: 'product-lines',
    title: 'Produktlinien Verwaltung',
    nav: 'Produktlinien',
    withoutSession: '/login',
    permission: 'admin',
    load: () => import('./catalogue/ProductLinesScreen.tsx'),
  },
  {
    path: 'shop-options',
    title: 'Produktverwaltung',
    nav: 'Produktverwaltung',
    withoutSession: '/login',
    permission: 'admin',
    load: () => import('./catalogue/ProductManagementScreen.tsx'),
  },
  {
    path: 'products',
    title: 'Produkte',
    nav: 'Produkte',
    withoutSession: '/login',
    permission: 'admin',
    load: () => import('./catalogue/ProductsScreen.tsx'),
  },
  {
    path: 'shop-settings',
    title: 'Shop-Einstellungen',
    nav: 'Shop',
    withoutSession: '/login',
    permission: 'admin',
    load: () => import('./catalogue/ShopSettingsScreen.tsx'),
  },
  {
    path: 'change-log',
    title: 'Änderungsprotokoll',
    nav: 'Änderungsprotokoll',
    withoutSession: '/login',
    permission: 'admin',
    load: () => import('./catalogue/ChangeLogScreen.tsx'),
  },
  {
    path: 'analytics',
    title: 'Auswertungen',
    nav: 'Auswertungen',
    withoutSession: '/admin',
    permission: 'admin',
    load: () => import('./analytics/AnalyticsScreen.tsx'),
  },
  {
    path: 'privacy-requests',
    title: 'Datenschutz-Anfragen',
    nav: 'Datenschutz',
    withoutSession: '/login',
    permission: 'admin',
    load: () => import('./privacy/PrivacyRequestsScreen.tsx'),
  },
  {
    path: 'profile',
    title: 'Profil',
    nav: 'Profil',
    withoutSession: '/admin',
    permission: 'admin',
    load: () => import('./accounts/ProfileScreen.tsx'),
  },
  {
    path: 'product-categories',
    title: 'Kategorien',
    withoutSession: '/login',
    permission: 'admin',
    load: () => import('./catalogue/ProductCategoriesScreen.tsx'),
  },
  {
    path: 'product-options',
    title: 'Optionszuweisungen',
    withoutSession: '/login',
    permission: 'admin',
    load: () => import('./catalogue/ProductOptionsScreen.tsx'),
  },
  {
    path: 'global-options',
    title: 'Globale Optionen',
    withoutSession: '/login',
    permission: 'admin',
    load: () => import('./catalogue/GlobalOptionsScreen.tsx'),
  },
  { path: 'quote', title: 'Angebot', withoutSession: '/login', permission: 'admin', load: () => import('./quotes/QuoteScreen.tsx') },
];

/** The screen for an address ("/admin/profile" → profile), or null for a path the back office does not have. */
export function screenFor(pathname: string): AdminScreen | null {
  const path = pathname.replace(/^\/admin\/?/, '').replace(/\/$/, '');
  return adminScreens.find((screen) => screen.path === path) ?? null;
}

/** The header's entries, in the order of the registry. */
export const adminNavigation = adminScreens.flatMap((screen) => (screen.nav ? [{ path: screen.path, label: screen.nav }] : []));
