/** The header's navigation, in display order. */
export const mainNavigation = [
  { href: '/', label: 'Startseite' },
  { href: '/shop', label: 'Shop' },
  { href: '/konfigurator', label: 'Konfigurator' },
  { href: '/about', label: 'Über uns' },
  { href: '/contact', label: 'Kontakt' },
] as const;

export const quoteLink = { href: '/funnel', label: 'Jetzt Angebot anfordern' } as const;

export const legalNavigation = [
  { href: '/impressum', label: 'Impressum' },
  { href: '/datenschutz', label: 'Datenschutz' },
  { href: '/agb', label: 'AGB' },
  { href: '/blog', label: 'Blog' },
  { href: '/foerderung', label: 'Förderung' },
] as const;

/** A link is current on its own path and, except the home page, on the paths below it. */
export function isCurrentPath(href: string, pathname: string): boolean {
  const path = pathname.replace(/\/$/, '') || '/';
  return href === '/' ? path === '/' : path === href || path.startsWith(`${href}/`);
}
