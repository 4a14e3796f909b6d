import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';

/**
 * The typeface of every PDF we make (ADR 030): Noto Sans, embedded. The PDF standard fonts (Helvetica)
 * only write WinAnsi, so names such as "Łukasz Wąsowski-Żółć", "Dvořák" or "Владимир Петров" came out
 * garbled. Noto Sans covers Latin Extended-A/B, Cyrillic and Greek besides ä ö ü ß € – „ “ ×; pdfkit
 * embeds only the glyphs a document uses (subset), so a PDF grows by about 10 KB, not by the font files.
 *
 * The files are resolved in node_modules at run time, not relative to this source file: that works from
 * api/src (development, tests, scripts/serve.ts) and from Astro's server bundle in dist/server alike.
 */
const require = createRequire(import.meta.url);

export const PDF_FONTS = { regular: 'NotoSans-Regular', bold: 'NotoSans-Bold' } as const;

const FONT_FILES = {
  [PDF_FONTS.regular]: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  [PDF_FONTS.bold]: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
};

let parsedFonts: [string, fontkit.Font][] | undefined;

function openFont(file: string): fontkit.Font {
  const font = fontkit.openSync(require.resolve(file));
  if (!('layout' in font)) throw new Error(`${file} ist eine Schriftsammlung, keine einzelne Schrift.`);
  return font;
}

/**
 * Parsed on first use and kept for the process: parsing the tables took about 120 ms per document
 * when pdfkit got the file itself; the parsed font is only read, each document makes its own subset.
 * Not at import: Astro's server bundle carries the API too (site/src/fetch.ts) and loads it whether or
 * not a PDF is ever made.
 */
function fonts(): [string, fontkit.Font][] {
  parsedFonts ??= Object.entries(FONT_FILES).map(([name, file]) => [name, openFont(file)]);
  return parsedFonts;
}

/** Registers the fonts with a new document and makes the regular one current (pdfkit starts with Helvetica). */
export function registerPdfFonts(doc: PDFKit.PDFDocument): PDFKit.PDFDocument {
  // pdfkit takes a fontkit font as a source (it has `layout`); @types/pdfkit lists only files and bytes.
  for (const [name, font] of fonts()) doc.registerFont(name, font as unknown as PDFKit.Mixins.PDFFontSource);
  return doc.font(PDF_FONTS.regular);
}
