/** Which icon a product line card gets, by keywords in its name. */
export type ProductLineIconKind = 'fenster' | 'tuer' | 'rollladen' | 'markise' | 'generic';

const keywords: [ProductLineIconKind, string[]][] = [
  ['fenster', ['fenster']],
  ['tuer', ['tür', 'tuer']],
  ['rollladen', ['rollladen', 'rollläden', 'rolllaeden']],
  ['markise', ['markise']],
];

/** The first kind, in the spec's order, whose keyword (or its umlaut spelling) the name contains. */
export function productLineIconKind(name: string): ProductLineIconKind {
  const lower = name.toLowerCase();
  return keywords.find(([, words]) => words.some((word) => lower.includes(word)))?.[0] ?? 'generic';
}

/** Grid columns by count: one card alone, two side by side, three in a row, four or more in fours. */
export function productLineGridClass(count: number): string {
  if (count <= 1) return 'grid-cols-1 max-w-md mx-auto';
  if (count === 2) return 'grid-cols-1 sm:grid-cols-2 max-w-4xl mx-auto';
  if (count === 3) return 'grid-cols-1 sm:grid-cols-2 lg:grid-cols-3';
  return 'grid-cols-1 sm:grid-cols-2 lg:grid-cols-4';
}
