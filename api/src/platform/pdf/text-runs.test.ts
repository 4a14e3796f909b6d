import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import type { Font } from 'fontkit';
import { describe, expect, it } from 'vitest';
import { textRuns, UNPRINTABLE_MARK } from './text-runs.ts';

const require = createRequire(import.meta.url);
const open = (file: string) => fontkit.openSync(require.resolve(`@expo-google-fonts/${file}`)) as Font;
/** The fonts of our PDFs: Noto Sans, then its Arabic and Hebrew fall-backs (fonts.ts). */
const fonts = [
  open('noto-sans/400Regular/NotoSans_400Regular.ttf'),
  open('noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf'),
  open('noto-sans-hebrew/400Regular/NotoSansHebrew_400Regular.ttf'),
];
const runs = (text: string) => textRuns(text, fonts).map((run) => [run.text, run.font, run.rtl]);

describe('text runs of a line', () => {
  it('prints Arabic and Hebrew in their fonts, right to left, and Latin beside them left to right', () => {
    expect(runs('مُحَمَّد Ahmad')).toEqual([
      ['مُحَمَّد', 1, true],
      [' Ahmad', 0, false],
    ]);
    // Two Hebrew words: the second is seen first; the digits after them stay left to right (W7, N1).
    expect(runs('Familie שלום כהן 12 Straße')).toEqual([
      ['Familie ', 0, false],
      ['12', 0, false],
      [' ', 0, true],
      ['כהן', 2, true],
      [' ', 0, true],
      ['שלום', 2, true],
      [' Straße', 0, false],
    ]);
    expect(runs('Łukasz Wąsowski-Żółć')).toEqual([['Łukasz Wąsowski-Żółć', 0, false]]);
  });

  it('mirrors brackets between RTL words', () => {
    expect(runs('محمد (علي) حسن').map(([text]) => text)).toEqual(['حسن', ' (', 'علي', ') ', 'محمد']);
  });

  it('marks what no font prints, one mark per character as seen, never dropping it', () => {
    expect(runs('Anna 😀 Nord 👨‍👩‍👧 x\uFFFF')).toEqual([[`Anna ${UNPRINTABLE_MARK} Nord ${UNPRINTABLE_MARK} x${UNPRINTABLE_MARK}`, 0, false]]);
  });
});
