import { inflateSync } from 'node:zlib';

/** WinAnsi codes that differ from Latin-1 and appear in our texts. */
const WIN_ANSI: Record<number, string> = { 0x80: '€', 0x96: '–', 0x84: '„', 0x93: '“' };

function decodeHex(hex: string): string {
  let text = '';
  for (let index = 0; index + 1 < hex.length; index += 2) {
    const code = parseInt(hex.slice(index, index + 2), 16);
    text += WIN_ANSI[code] ?? String.fromCharCode(code);
  }
  return text;
}

/**
 * The text a PDF shows, read from its content streams (inflated where compressed): the strings of
 * every TJ/Tj operator, one line per operator. Enough to check what pdfkit wrote with its standard fonts.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  for (const match of raw.matchAll(/<<([^]*?)>>\s*stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    const bytes = Buffer.from(raw.slice(start, end).replace(/\r?\n$/, ''), 'latin1');
    const content = match[1]!.includes('FlateDecode') ? inflateSync(bytes).toString('latin1') : bytes.toString('latin1');
    for (const operator of content.matchAll(/\[([^\]]*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      const parts = operator[1] !== undefined ? [...operator[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((part) => part[1]!) : [operator[2]!];
      lines.push(parts.map(decodeHex).join(''));
    }
  }
  return lines.join('\n');
}
