import { crc32, deflateRawSync } from 'node:zlib';

interface EntryFields {
  crc: number;
  packedLength: number;
  size: number;
  nameLength: number;
}

/**
 * The fields a local header and its central directory entry share, in the same order from "version needed"
 * on (APPNOTE.TXT 4.3.7 and 4.3.12): version 2.0, UTF-8 names, deflate, no time, then checksum, sizes and name length.
 */
function writeEntryFields(header: Buffer, at: number, entry: EntryFields): void {
  header.writeUInt16LE(20, at);
  header.writeUInt16LE(0x0800, at + 2);
  header.writeUInt16LE(8, at + 4);
  header.writeUInt32LE(entry.crc, at + 10);
  header.writeUInt32LE(entry.packedLength, at + 14);
  header.writeUInt32LE(entry.size, at + 18);
  header.writeUInt16LE(entry.nameLength, at + 22);
}

/**
 * A ZIP archive (APPNOTE.TXT) of the given files, deflated, as a bank's export or an archiver writes it;
 * `declaredSize` lets a test lie about an entry's unpacked size, as a zip bomb does.
 */
export function zipFile(files: { name: string; data: Buffer | string; declaredSize?: number }[]): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const file of files) {
    const data = Buffer.from(file.data);
    const packed = deflateRawSync(data);
    const name = Buffer.from(file.name, 'utf8');
    const size = file.declaredSize ?? data.length;
    const entry = { crc: crc32(data), packedLength: packed.length, size, nameLength: name.length };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    writeEntryFields(local, 4, entry);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    writeEntryFields(central, 6, entry);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    directory.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directoryBytes, end]);
}
