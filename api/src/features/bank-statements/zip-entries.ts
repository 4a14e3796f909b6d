import { promisify } from 'node:util';
import { crc32, inflateRaw } from 'node:zlib';
import { bankStatementMessages as m } from './contract/bank-statement-messages.ts';

/** Thrown for a ZIP that is broken, too large when unpacked, encrypted or names paths outside itself. */
export class ZipRefused extends Error {
  override name = 'ZipRefused';
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const MAX_FILES = 100;
const inflate = promisify(inflateRaw);

export const isZip = (bytes: Buffer) => bytes.length >= 4 && bytes.readUInt32LE(0) === LOCAL_HEADER;

/** An .xml file of a ZIP, unpacked only when asked for: one at a time, so only one is held in memory. */
export interface ZipXmlFile {
  name: string;
  unpack: () => Promise<Buffer>;
}

/**
 * The .xml files of a ZIP, read from its central directory (APPNOTE.TXT 4.3): stored or deflated, each
 * unpacked to at most `maxBytes` and all together to at most `maxTotal`, so a small archive cannot
 * unpack to gigabytes (a zip bomb). Nothing is written to disk; a name with ".." or a leading slash is
 * refused all the same, as no bank sends one. Folders and other files (a __MACOSX copy's ._ files are
 * .xml too, and skipped by their name) are left out. The directory is checked whole before the first
 * file is unpacked; unpacking runs on libuv's threads, not on the event loop.
 */
export function zipXmlFiles(zip: Buffer, maxBytes: number, maxTotal: number): ZipXmlFile[] {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0 || end + 22 > zip.length || zip.readUInt32LE(end) !== END_OF_DIRECTORY) throw new ZipRefused(m.brokenZip);
  const count = zip.readUInt16LE(end + 10);
  if (count > MAX_FILES) throw new ZipRefused(m.zipTooLarge);
  let at = zip.readUInt32LE(end + 16);
  let total = 0;
  const files: ZipXmlFile[] = [];
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== DIRECTORY_ENTRY) throw new ZipRefused(m.brokenZip);
    const flags = zip.readUInt16LE(at + 8);
    const method = zip.readUInt16LE(at + 10);
    const crc = zip.readUInt32LE(at + 16);
    const packed = zip.readUInt32LE(at + 20);
    const size = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    const local = zip.readUInt32LE(at + 42);
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    if (name.split(/[\\/]/).includes('..') || /^([\\/]|[A-Za-z]:)/.test(name)) throw new ZipRefused(m.brokenZip);
    const base = name.split(/[\\/]/).at(-1) ?? '';
    if (name.endsWith('/') || !/\.xml$/i.test(base) || base.startsWith('._')) continue;
    if (flags & 1 || (method !== 0 && method !== 8)) throw new ZipRefused(m.brokenZip);
    total += size;
    if (size > maxBytes || total > maxTotal) throw new ZipRefused(m.zipTooLarge);
    if (local + 30 > zip.length || zip.readUInt32LE(local) !== LOCAL_HEADER) throw new ZipRefused(m.brokenZip);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    if (start + packed > zip.length) throw new ZipRefused(m.brokenZip);
    const data = zip.subarray(start, start + packed);
    files.push({ name, unpack: () => unpacked(data, method, { size, crc, maxBytes }) });
  }
  return files;
}

async function unpacked(data: Buffer, method: number, expected: { size: number; crc: number; maxBytes: number }) {
  let bytes: Buffer;
  try {
    // The declared size is the bomb's own claim: the limit holds for what inflating really yields.
    bytes = method === 0 ? data : await inflate(data, { maxOutputLength: expected.maxBytes });
  } catch (error) {
    throw new ZipRefused(error instanceof RangeError ? m.zipTooLarge : m.brokenZip);
  }
  if (bytes.length !== expected.size || crc32(bytes) !== expected.crc) throw new ZipRefused(m.brokenZip);
  return bytes;
}
