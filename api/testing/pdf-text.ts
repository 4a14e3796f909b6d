import { inflateSync } from 'node:zlib';

/** WinAnsi codes that differ from Latin-1 and appear in our texts (for the PDF standard fonts). */
const WIN_ANSI: Record<number, string> = { 0x80: '€', 0x96: '–', 0x84: '„', 0x93: '“' };

interface PdfObject {
  dictionary: string;
  /** The stream's bytes as latin1 text, inflated where compressed. */
  stream?: string;
}

/** A font's text decoder: the hex string of a TJ/Tj operand → the Unicode text it shows. */
type Decoder = (hex: string) => string;

/**
 * Every "n 0 obj … endobj" of the file, by number, read front to back: a stream is skipped by its
 * /Length (pdfkit writes it directly), so bytes of an embedded font never pass for PDF syntax.
 */
function pdfObjects(raw: string): Map<number, PdfObject> {
  const objects = new Map<number, PdfObject>();
  const objectStart = /(\d+) 0 obj\s*/g;
  for (let match = objectStart.exec(raw); match; match = objectStart.exec(raw)) {
    const start = match.index + match[0].length;
    const dictionaryEnd = /stream\r?\n|endobj/g;
    dictionaryEnd.lastIndex = start;
    const end = dictionaryEnd.exec(raw)!;
    const dictionary = raw.slice(start, end.index);
    let stream: string | undefined;
    if (end[0] !== 'endobj') {
      const streamStart = end.index + end[0].length;
      const length = Number(/\/Length (\d+)/.exec(dictionary)?.[1]);
      const bytes = Buffer.from(raw.slice(streamStart, streamStart + length), 'latin1');
      stream = (dictionary.includes('/FlateDecode') ? inflateSync(bytes) : bytes).toString('latin1');
      objectStart.lastIndex = streamStart + length;
    }
    objects.set(Number(match[1]), { dictionary, stream });
  }
  return objects;
}

const reference = (dictionary: string, key: string) => Number(new RegExp(`/${key} (\\d+) 0 R`).exec(dictionary)?.[1]);

/** UTF-16BE hex, as a CMap writes it; whitespace inside is allowed (pdfkit writes "<0066 0066>" for "ff"). */
function utf16(hex: string): string {
  const units =
    hex
      .replace(/\s/g, '')
      .match(/.{4}/g)
      ?.map((unit) => parseInt(unit, 16)) ?? [];
  return String.fromCharCode(...units);
}

/** The code → text map of a ToUnicode CMap: its bfchar entries and bfrange ranges. */
function toUnicodeMap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const [, entries] of cmap.matchAll(/beginbfchar([^]*?)endbfchar/g)) {
    for (const [, code, text] of entries!.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f\s]+)>/gi)) map.set(parseInt(code!, 16), utf16(text!));
  }
  for (const [, ranges] of cmap.matchAll(/beginbfrange([^]*?)endbfrange/g)) {
    for (const [, first, last, target] of ranges!.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*(\[[^\]]*\]|<[0-9a-f\s]+>)/gi)) {
      const from = parseInt(first!, 16);
      // pdfkit writes "<>" for a glyph it has no text for; skipping it would shift every later code's text.
      const texts = [...target!.matchAll(/<([0-9a-f\s]*)>/gi)].map((hex) => utf16(hex[1]!));
      for (let code = from; code <= parseInt(last!, 16); code += 1) {
        // An array names each code's text; a single text is the first code's, its last unit counted up.
        const single = texts[0]!;
        const counted = single.slice(0, -1) + String.fromCharCode(single.charCodeAt(single.length - 1) + code - from);
        map.set(code, target!.startsWith('[') ? (texts[code - from] ?? '\ufffd') : counted);
      }
    }
  }
  return map;
}

/** Embedded (Type0, Identity-H) fonts: two-byte glyph codes through the font's ToUnicode CMap. */
function decoder(objects: Map<number, PdfObject>, font: PdfObject | undefined): Decoder {
  const cmap = font && objects.get(reference(font.dictionary, 'ToUnicode'))?.stream;
  if (cmap) {
    const map = toUnicodeMap(cmap);
    return (hex) => (hex.match(/.{4}/g) ?? []).map((code) => map.get(parseInt(code, 16)) ?? '\ufffd').join('');
  }
  return (hex) =>
    (hex.match(/.{2}/g) ?? []).map((code) => WIN_ANSI[parseInt(code, 16)] ?? String.fromCharCode(parseInt(code, 16))).join('');
}

/**
 * The text a PDF shows, read from its pages' content streams: the strings of every TJ/Tj operator, one
 * line per operator, decoded with the font the last Tf chose (WinAnsi for the standard fonts, the
 * ToUnicode CMap for embedded ones). Enough to check what pdfkit wrote; not a general PDF reader.
 */
export function pdfText(pdf: Buffer): string {
  const objects = pdfObjects(pdf.toString('latin1'));
  const lines: string[] = [];
  const pages = [...objects.values()].find((object) => /\/Type \/Pages\b/.test(object.dictionary))?.dictionary ?? '';
  const kids = /\/Kids \[([^\]]*)\]/.exec(pages)?.[1] ?? '';
  for (const [, pageNumber] of kids.matchAll(/(\d+) 0 R/g)) {
    const page = objects.get(Number(pageNumber))!;
    const resources = objects.get(reference(page.dictionary, 'Resources'))?.dictionary ?? '';
    const fontList = /\/Font <<([^>]*)>>/.exec(resources)?.[1] ?? '';
    const decoders = new Map<string, Decoder>();
    for (const [, name, fontNumber] of fontList.matchAll(/\/(\S+) (\d+) 0 R/g))
      decoders.set(name!, decoder(objects, objects.get(Number(fontNumber))));
    const content = objects.get(reference(page.dictionary, 'Contents'))?.stream ?? '';
    let decode = decoder(objects, undefined);
    for (const operator of content.matchAll(/\/(\S+) [\d.]+ Tf|\[([^\]]*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      if (operator[1] !== undefined) {
        decode = decoders.get(operator[1]) ?? decode;
        continue;
      }
      const parts = operator[2] !== undefined ? [...operator[2].matchAll(/<([0-9a-fA-F]*)>/g)].map((part) => part[1]!) : [operator[3]!];
      lines.push(parts.map(decode).join(''));
    }
  }
  return lines.join('\n');
}

/**
 * Each page's content stream as text (inflated): the drawing operators a PDF's vector graphics are made
 * of ("re" rectangles, "m"/"l" paths, "rg" fill colours, "d" dashes) can be counted in it.
 */
export function pdfPageContents(pdf: Buffer): string[] {
  const objects = pdfObjects(pdf.toString('latin1'));
  const pages = [...objects.values()].find((object) => /\/Type \/Pages\b/.test(object.dictionary))?.dictionary ?? '';
  const kids = /\/Kids \[([^\]]*)\]/.exec(pages)?.[1] ?? '';
  return [...kids.matchAll(/(\d+) 0 R/g)].map(
    ([, pageNumber]) => objects.get(reference(objects.get(Number(pageNumber))!.dictionary, 'Contents'))?.stream ?? '',
  );
}
