/**
 * DATEV reads its import files as Windows-1252 (ANSI). Latin-1 covers 0xA0–0xFF; 0x80–0x9F hold the
 * typographic characters below; everything else has no byte and is written as "?", which the caller
 * learns about (`lossy`), so the export can say which text lost characters instead of hiding it.
 */
const HIGH: Record<number, number> = {
  0x20ac: 0x80,
  0x201a: 0x82,
  0x0192: 0x83,
  0x201e: 0x84,
  0x2026: 0x85,
  0x2020: 0x86,
  0x2021: 0x87,
  0x02c6: 0x88,
  0x2030: 0x89,
  0x0160: 0x8a,
  0x2039: 0x8b,
  0x0152: 0x8c,
  0x017d: 0x8e,
  0x2018: 0x91,
  0x2019: 0x92,
  0x201c: 0x93,
  0x201d: 0x94,
  0x2022: 0x95,
  0x2013: 0x96,
  0x2014: 0x97,
  0x02dc: 0x98,
  0x2122: 0x99,
  0x0161: 0x9a,
  0x203a: 0x9b,
  0x0153: 0x9c,
  0x017e: 0x9e,
  0x0178: 0x9f,
};

const byteOf = (code: number): number | undefined => (code < 0x80 || (code >= 0xa0 && code <= 0xff) ? code : HIGH[code]);

/** Whether every character of the text has a Windows-1252 byte. */
export const fitsWindows1252 = (text: string) => [...text].every((char) => byteOf(char.codePointAt(0)!) !== undefined);

export function encodeWindows1252(text: string): Buffer {
  const bytes: number[] = [];
  for (const char of text) bytes.push(byteOf(char.codePointAt(0)!) ?? 0x3f);
  return Buffer.from(bytes);
}
