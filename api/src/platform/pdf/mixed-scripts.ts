import { textRuns, type RunFont } from './text-runs.ts';

/** A font of ours and its fall-backs: the names they are registered under and the parsed fonts, in the same order. */
export interface FontFamily {
  names: readonly string[];
  fonts: readonly RunFont[];
}

interface FragmentOptions extends PDFKit.Mixins.TextOptions {
  lineWidth?: number;
  textWidth?: number;
  wordCount?: number;
}

/** The parts of pdfkit (0.20) this relies on that its types leave out: one line's printing and the current font. */
interface PdfKitInternals {
  _fragment(text: string, x: number, y: number, options: FragmentOptions): void;
  _font: { ascender: number };
  _fontSize: number;
}

/**
 * Makes `doc` print every text in the font chosen with doc.font() and, for the characters it lacks, in
 * that font's fall-backs, in visual order (text-runs.ts, ADR 049). pdfkit measures with
 * widthOfString (wrapping, alignment) and prints one wrapped line with _fragment; both are replaced on
 * this document only. A line the current font prints alone – nearly every one – takes pdfkit's own path
 * unchanged; the others are printed run by run, each on the first font's baseline.
 */
export function printMixedScripts(doc: PDFKit.PDFDocument, families: ReadonlyMap<string, FontFamily>): void {
  const internals = doc as PDFKit.PDFDocument & PdfKitInternals;
  const chooseFont = doc.font.bind(doc) as (...args: unknown[]) => PDFKit.PDFDocument;
  const fragment = internals._fragment.bind(doc);
  const width = doc.widthOfString.bind(doc);
  let current = '';

  doc.font = ((...args: Parameters<typeof doc.font>) => {
    current = typeof args[0] === 'string' ? args[0] : '';
    return chooseFont(...args);
  }) as typeof doc.font;

  /** The family and runs of a text the current font cannot print alone, or null. */
  const mixed = (text: string) => {
    const family = families.get(current);

    const own = family?.fonts[0];
    if (!family || !own || [...text].every((character) => /\s/.test(character) || own.hasGlyphForCodePoint(character.codePointAt(0)!)))
      return null;
    return { family, runs: textRuns(text, family.fonts) };
  };
  /** Runs `action` with the font `name` current; pdfkit measures inside a fragment, so that sees the run's font too. */
  const inFont = <T>(name: string, action: () => T): T => {
    const was = current;
    current = name;
    chooseFont(name);
    try {
      return action();
    } finally {
      current = was;
      chooseFont(was);
    }
  };

  doc.widthOfString = (text, options) => {
    const found = mixed(text);
    if (!found) return width(text, options);
    return found.runs.reduce((sum, run) => sum + inFont(found.family.names[run.font]!, () => width(run.text, options)), 0);
  };

  internals._fragment = (text, x, y, options) => {
    const line = text.replace(/\n/g, '');
    const found = mixed(line);
    if (!found) return fragment(text, x, y, options);
    let left = x;
    if (options.width && options.align === 'right') left += options.lineWidth! - doc.widthOfString(line.replace(/\s+$/, ''), options);
    if (options.width && options.align === 'center') left += options.lineWidth! / 2 - options.textWidth! / 2;
    // pdfkit puts a line's top at the font's ascender, which differs between fonts: all runs take the first font's.
    const baseline =
      options.baseline === undefined || options.baseline === 'top'
        ? -(internals._font.ascender / 1000) * internals._fontSize
        : options.baseline;
    for (const run of found.runs) {
      inFont(found.family.names[run.font]!, () => {
        fragment(run.text, left, y, { ...options, align: 'left', baseline, textWidth: undefined, wordCount: undefined });
        left += width(run.text, options);
      });
    }
  };
}
