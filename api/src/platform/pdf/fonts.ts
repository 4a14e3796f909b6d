import { createRequire } from 'node:module';
import type * as fontkit from 'fontkit';
import type { Font } from 'fontkit';
import { printMixedScripts, type FontFamily } from './mixed-scripts.ts';

/**
 * The typeface of every PDF we make (ADR 030): Noto Sans, embedded. The PDF standard fonts (Helvetica)
 * only write WinAnsi, so names such as "Łukasz Wąsowski-Żółć", "Dvořák" or "Владимир Петров" came out
 * garbled. Noto Sans covers Latin Extended-A/B, Cyrillic and Greek besides ä ö ü ß € – „ “ ×; pdfkit
 * embeds only the glyphs a document uses (subset), so a PDF grows by about 10 KB, not by the font files.
 *
 * The files are resolved in node_modules at run time, not relative to this source file: that works from
 * api/src (development, tests) and from the server's bundle in dist/ (ADR 044) alike.
 */
const require = createRequire(import.meta.url);

export const PDF_FONTS = { regular: 'NotoSans-Regular', bold: 'NotoSans-Bold' } as const;

const FONT_FILES = {
  [PDF_FONTS.regular]: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  [PDF_FONTS.bold]: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
  'NotoSansArabic-Regular': '@expo-google-fonts/noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf',
  'NotoSansArabic-Bold': '@expo-google-fonts/noto-sans-arabic/700Bold/NotoSansArabic_700Bold.ttf',
  'NotoSansHebrew-Regular': '@expo-google-fonts/noto-sans-hebrew/400Regular/NotoSansHebrew_400Regular.ttf',
  'NotoSansHebrew-Bold': '@expo-google-fonts/noto-sans-hebrew/700Bold/NotoSansHebrew_700Bold.ttf',
};

/**
 * The scripts Noto Sans lacks that customers' names are written in (ADR 049): each font's fall-backs,
 * chosen per run of text. pdfkit embeds a fall-back only when a document uses one of its glyphs.
 */
const FALLBACKS = {
  [PDF_FONTS.regular]: ['NotoSansArabic-Regular', 'NotoSansHebrew-Regular'],
  [PDF_FONTS.bold]: ['NotoSansArabic-Bold', 'NotoSansHebrew-Bold'],
} as const;

type FontKit = typeof fontkit;

let parsedFonts: Promise<[string, Font][]> | undefined;

function openFont(fontkit: FontKit, file: string): Font {
  const font = fontkit.openSync(require.resolve(file));
  if (!('layout' in font)) throw new Error(`${file} ist eine Schriftsammlung, keine einzelne Schrift.`);
  return font;
}

/**
 * Parsed with the first document and kept for the process: parsing the tables took about 120 ms per
 * document when pdfkit got the file itself; the parsed font is only read, each document makes its own
 * subset. Not at import: fontkit, as pdfkit, is loaded only by a process that makes a PDF (ADR 044).
 */
function fonts(): Promise<[string, Font][]> {
  parsedFonts ??= import('fontkit').then((fontkit) =>
    Object.entries(FONT_FILES).map(([name, file]): [string, Font] => [name, openFont(fontkit, file)]),
  );
  return parsedFonts;
}

/**
 * Registers the fonts with a new document, makes it print each text with the fall-backs where the font
 * lacks a character, and makes the regular one current (pdfkit starts with Helvetica).
 */
export async function registerPdfFonts(doc: PDFKit.PDFDocument): Promise<PDFKit.PDFDocument> {
  const parsed = new Map(await fonts());
  // pdfkit takes a fontkit font as a source (it has `layout`); @types/pdfkit lists only files and bytes.
  for (const [name, font] of parsed) doc.registerFont(name, font as unknown as PDFKit.Mixins.PDFFontSource);
  const families = new Map<string, FontFamily>(
    Object.entries(FALLBACKS).map(([name, fallbacks]) => {
      const names = [name, ...fallbacks];
      return [name, { names, fonts: names.map((member) => parsed.get(member)!) }];
    }),
  );
  printMixedScripts(doc, families);
  return doc.font(PDF_FONTS.regular);
}
