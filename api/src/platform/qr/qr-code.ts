import { deflateSync, crc32 } from 'node:zlib';
import { encode, renderSVG } from 'uqr';

/**
 * QR symbols for documents, mails and pages, through uqr. Error correction M throughout: the GiroCode
 * asks for it (EPC069-12), and it survives a printed page that is folded or a little smudged.
 */
const OPTIONS = { ecc: 'M', border: 4 } as const;

/** The modules, true for dark, including the quiet zone of four modules. */
export const qrModules = (text: string): boolean[][] => encode(text, OPTIONS).data;

/** An SVG element's markup (rect and path only), for inline display where the CSP allows no data: images. */
export const qrSvg = (text: string, pixelSize = 4) => renderSVG(text, { ...OPTIONS, pixelSize });

function chunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, checksum]);
}

/** A black-and-white PNG (8-bit grey, `scale` pixels a module), for a mail attachment any client shows. */
export function qrPng(text: string, scale = 8): Buffer {
  const modules = qrModules(text);
  const width = modules.length * scale;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(width, 4);
  header.set([8, 0, 0, 0, 0], 8);
  const rows: Buffer[] = [];
  for (const row of modules) {
    const line = Buffer.alloc(1 + width);
    row.forEach((dark, x) => line.fill(dark ? 0 : 255, 1 + x * scale, 1 + (x + 1) * scale));
    for (let repeat = 0; repeat < scale; repeat += 1) rows.push(line);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
