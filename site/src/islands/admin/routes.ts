/**
 * The back office's screens under /admin. `withoutSession` is where a
 * visitor without a stored session is sent: /login for most, /admin for profile and analytics.
 */
export interface AdminScreen {
  path: string;
  title: string;
  withoutSession: '/login' | '/admin';
}

export const adminScreens: AdminScreen[] = [
  { path: 'dashboard', title: 'Dashboard', withoutSession: '/login' },
  { path: 'analytics', title: 'Auswertungen', withoutSession: '/admin' },
  { path: 'profile', title: 'Profil', withoutSession: '/admin' },
  { path: 'products', title: 'Produkte', withoutSession: '/login' },
  { path: 'global-options', title: 'Globale Optionen', withoutSession: '/login' },
  { path: 'shop-settings', title: 'Shop-Einstellungen', withoutSession: '/login' },
  { path: 'product-lines', title: 'Produktlinien Verwaltung', withoutSession: '/login' },
  { path: 'product-categories', title: 'Kategorien', withoutSession: '/login' },
  { path: 'shop-options', title: 'Produktverwaltung', withoutSession: '/login' },
  { path: 'product-options', title: 'Optionszuweisungen', withoutSession: '/login' },
  { path: 'privacy-requests', title: 'Datenschutz-Anfragen', withoutSession: '/login' },
  { path: 'change-log', title: 'Änderungsprotokoll', withoutSession: '/login' },
  { path: 'orders', title: 'Aufträge', withoutSession: '/login' },
  { path: 'quote', title: 'Angebot', withoutSession: '/login' },
];

/** The screen for an address: "/admin/profile" → profile; "/admin" and unknown paths → dashboard. */
export function screenFor(pathname: string): AdminScreen {
  const path = pathname.replace(/^\/admin\/?/, '').replace(/\/$/, '');
  return adminScreens.find((screen) => screen.path === path) ?? adminScreens[0]!;
}

/** The header's buttons. */
export const adminNavigation = [
  { path: 'orders', label: 'Aufträge' },
  { path: 'product-lines', label: 'Produktlinien' },
  { path: 'shop-options', label: 'Produktverwaltung' },
  { path: 'products', label: 'Produkte' },
  { path: 'shop-settings', label: 'Shop' },
  { path: 'change-log', label: 'Änderungsprotokoll' },
  { path: 'analytics', label: 'Auswertungen' },
  { path: 'privacy-requests', label: 'Datenschutz' },
  { path: 'profile', label: 'Profil' },
] as const;
