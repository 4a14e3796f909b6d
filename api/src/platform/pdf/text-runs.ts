/**
 * A line of text cut into runs that each one font can print in one direction, in the order they are seen
 * (ADR 049). Noto Sans has no Arabic or Hebrew and no font of ours has emoji; pdfkit prints one font per
 * text operator and lays a string out in one direction (fontkit shapes Arabic and turns a run of an RTL
 * script around, but the whole string, so the Latin of "مُحَمَّد Ahmad" came out backwards too).
 *
 * The reordering is the Unicode bidirectional algorithm (UAX #9) for what names, addresses and line
 * titles hold, on a left-to-right paragraph: strong RTL letters (Arabic, Hebrew), strong LTR letters,
 * European digits (W7: left-to-right after an LTR letter, level 2 after an RTL one) and neutrals
 * (N1/N2: RTL between two RTL sides, else the paragraph's LTR), then L2's reversal of the levels. Not
 * covered: explicit embeddings and isolates (U+202A …), Arabic-Indic digits as their own class.
 */

/** What a font must answer to be chosen: whether it has a glyph for a code point (fontkit's Font). */
export interface RunFont {
  hasGlyphForCodePoint(codePoint: number): boolean;
}

export interface TextRun {
  text: string;
  /** Index into the fonts given: the first that prints every character of the run. */
  font: number;
  /** Right to left: the font lays it out turned around (fontkit does for Arabic and Hebrew). */
  rtl: boolean;
}

/**
 * Printed for a character no font has, such as an emoji: a visible mark, never a gap, so a reader sees
 * that something stood there (the e-invoice's XML carries the character itself, or U+FFFD where XML
 * cannot). Noto Sans has this glyph.
 */
export const UNPRINTABLE_MARK = '\uFFFD';

/** Characters that never need a glyph of their own: joiners and variation selectors inside a grapheme. */
const invisible = (codePoint: number) =>
  codePoint === 0x200c ||
  codePoint === 0x200d ||
  (codePoint >= 0xfe00 && codePoint <= 0xfe0f) ||
  (codePoint >= 0xe0100 && codePoint <= 0xe01ef);
const STRONG_RTL = /^[\p{Script=Arabic}\p{Script=Hebrew}]/u;
const STRONG_LTR = /^[\p{L}\p{M}]/u;
const DIGIT = /^[0-9]/;
/** Bidi_Mirrored pairs that names and addresses hold: printed mirrored inside an RTL run (L4). */
const MIRRORED: Record<string, string> = {
  '(': ')',
  ')': '(',
  '[': ']',
  ']': '[',
  '{': '}',
  '}': '{',
  '<': '>',
  '>': '<',
  '«': '»',
  '»': '«',
};

type BidiClass = 'R' | 'L' | 'EN' | 'N';

const graphemes = new Intl.Segmenter('de', { granularity: 'grapheme' });

function bidiClass(grapheme: string): BidiClass {
  if (STRONG_RTL.test(grapheme)) return 'R';
  if (STRONG_LTR.test(grapheme)) return 'L';
  return DIGIT.test(grapheme) ? 'EN' : 'N';
}

/** The first font that has every visible character of the grapheme, or -1. */
function fontFor(grapheme: string, fonts: readonly RunFont[]): number {
  const codePoints = [...grapheme].map((character) => character.codePointAt(0)!).filter((codePoint) => !invisible(codePoint));
  return fonts.findIndex((font) => codePoints.every((codePoint) => font.hasGlyphForCodePoint(codePoint)));
}

/** Embedding levels on an LTR paragraph: 0 left to right, 1 RTL letters, 2 digits inside RTL (UAX #9 W7, N1, I1). */
function levels(classes: BidiClass[]): number[] {
  // What a digit counts as: the strong letter before it (W7; the paragraph's L at the start).
  let strong: 'L' | 'R' = 'L';
  const resolved = classes.map((bidi) => {
    if (bidi === 'L' || bidi === 'R') strong = bidi;
    return bidi === 'EN' ? (strong === 'R' ? 'AN' : 'L') : bidi;
  });
  return resolved.map((bidi, index) => {
    if (bidi === 'L') return 0;
    if (bidi === 'R') return 1;
    if (bidi === 'AN') return 2;
    // N1/N2: a neutral between two RTL sides (digits after RTL count as RTL) is RTL, else LTR.
    const before = resolved.slice(0, index).findLast((other) => other !== 'N') ?? 'L';
    const after = resolved.slice(index + 1).find((other) => other !== 'N') ?? 'L';
    return before !== 'L' && after !== 'L' ? 1 : 0;
  });
}

/** L2: from the highest level down to 1, every stretch at that level or higher turned around. */
function visualOrder<T extends { level: number }>(runs: T[]): T[] {
  let order = runs;
  for (let level = Math.max(0, ...runs.map((run) => run.level)); level >= 1; level -= 1) {
    const next: T[] = [];
    let stretch: T[] = [];
    for (const run of order) {
      if (run.level >= level) stretch.push(run);
      else {
        next.push(...stretch.reverse(), run);
        stretch = [];
      }
    }
    order = [...next, ...stretch.reverse()];
  }
  return order;
}

/**
 * The runs of `line` in visual order, each with the index of its font in `fonts` (the first is the
 * document's own, the others fall-backs for scripts it lacks). A grapheme no font prints becomes
 * UNPRINTABLE_MARK in the first font.
 */
export function textRuns(line: string, fonts: readonly RunFont[]): TextRun[] {
  const pieces = [...graphemes.segment(line)].map(({ segment }) => {
    const font = fontFor(segment, fonts);
    return font === -1 ? { text: UNPRINTABLE_MARK, font: 0 } : { text: segment, font };
  });
  const pieceLevels = levels(pieces.map((piece) => bidiClass(piece.text)));
  const runs: (TextRun & { level: number; pieces: string[] })[] = [];
  pieces.forEach((piece, index) => {
    const level = pieceLevels[index]!;
    const last = runs.at(-1);
    if (last && last.level === level && last.font === piece.font) last.pieces.push(piece.text);
    else runs.push({ text: '', font: piece.font, rtl: level % 2 === 1, level, pieces: [piece.text] });
  });
  return visualOrder(runs).map(({ font, rtl, pieces: runPieces }) => {
    // The fonts turn Arabic and Hebrew around themselves; an RTL run without them (a neutral between two
    // RTL words, such as " - " or "(") is turned around and mirrored here.
    const turned = rtl && !runPieces.some((piece) => STRONG_RTL.test(piece));
    const text = turned ? runPieces.map((piece) => MIRRORED[piece] ?? piece).reverse() : runPieces;
    return { text: text.join(''), font, rtl };
  });
}
