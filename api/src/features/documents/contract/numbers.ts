/** How document numbers read (they are counted by documents/numbering.ts). */

/** A quote's number as printed: "AN-2026-0007" for the first version, "AN-2026-0007-2" for the second. */
export function quoteNumberLabel({ number, version }: { number: string; version: number }): string {
  return version > 1 ? `${number}-${version}` : number;
}
