import { crc32, deflateRawSync } from 'node:zlib';

/**
 * A ZIP archive of a few files in memory (PKWARE APPNOTE 4.3.7, no ZIP64: the export of one fiscal year
 * stays far below 4 GiB and 65 535 entries). Each file is deflated, or stored when that is not smaller
 * (PDFs are compressed already). Names are ASCII, so no UTF-8 flag is needed.
 */
export function zipArchive(files: { name: string; data: Buffer }[], now = new Date()): Buffer {
  // MS-DOS time and date of the entries, local time as unzip tools show it.
  const time = (now.getHours() << 11) | (now.getMinutes() << 5) | (now.getSeconds() >> 1);
  const date = ((now.getFullYear() - 1980) << 9) | ((now.getMonth() + 1) << 5) | now.getDate();
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const file of files) {
    const name = Buffer.from(file.name, 'ascii');
    const deflated = deflateRawSync(file.data);
    const stored = deflated.length >= file.data.length;
    const body = stored ? file.data : deflated;
    const fields = (signature: number, size: number) => {
      const header = Buffer.alloc(size);
      header.writeUInt32LE(signature, 0);
      return header;
    };
    const local = fields(0x04034b50, 30);
    local.writeUInt16LE(20, 4); // version needed: 2.0 (deflate)
    local.writeUInt16LE(stored ? 0 : 8, 8);
    local.writeUInt16LE(time, 10);
    local.writeUInt16LE(date, 12);
    local.writeUInt32LE(crc32(file.data), 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(file.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = fields(0x02014b50, 46);
    central.writeUInt16LE(20, 4); // made by: 2.0
    local.copy(central, 6, 4, 30); // version needed … name length: the same fields as the local header
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
