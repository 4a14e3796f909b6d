import type { ProductFlag } from '#features/funnel/contract/funnel.ts';

/** Name keywords of a product line, most specific first: "Dachfenster" before "Fenster". */
const keywords: [ProductFlag, string[]][] = [
  ['produkt_dachfenster', ['dachfenster']],
  ['produkt_schiebetuer', ['schiebetür', 'schiebetuer']],
  ['produkt_fenster', ['fenster']],
  ['produkt_tuer', ['tür', 'tuer']],
  ['produkt_rollladen', ['rollladen', 'rollläden', 'rolllaeden']],
  ['produkt_insektenschutz', ['insekten']],
];

/** The funnel product a product line's "Angebot erhalten" preselects, or none (e.g. Markisen). */
export function funnelProductOfLine(name: string): ProductFlag | null {
  const lower = name.toLowerCase();
  return keywords.find(([, words]) => words.some((word) => lower.includes(word)))?.[0] ?? null;
}

/** The funnel address for a product line: `/funnel?produkt=…` where a product matches. */
export function funnelLinkForLine(name: string): string {
  const flag = funnelProductOfLine(name);
  return flag ? `/funnel?produkt=${flag.replace(/^produkt_/, '')}` : '/funnel';
}
