import type { AstroGlobal } from 'astro';

/**
 * The token of a personal link page (/angebot, /termin, /rechnung, /abnahme, /bewertung), which is the key
 * to what the page shows: the answer is not cached and the address is not sent on as a referrer.
 */
export function personalLinkToken(astro: AstroGlobal): string {
  astro.response.headers.set('Cache-Control', 'no-store');
  astro.response.headers.set('Referrer-Policy', 'no-referrer');
  return astro.params.token ?? '';
}
