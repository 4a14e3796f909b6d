import { inflateRawSync } from 'node:zlib';

/**
 * Reads a ZIP archive the way an unzip tool does – from the end-of-central-directory record through the
 * central directory to each local header – written apart from the export's writer, so a test reads what
 * any tool would read, not what the writer believes it wrote.
 */
export function unzipEntries(archive: Buffer): Map<string, Buffer> {
  const end = archive.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('Kein ZIP: das Verzeichnisende fehlt.');
  const count = archive.readUInt16LE(end + 10);
  let position = archive.readUInt32LE(end + 16);
  const entries = new Map<string, Buffer>();
  for (let index = 0; index < count; index += 1) {
    if (archive.readUInt32LE(position) !== 0x02014b50) throw new Error(`Eintrag ${index}: kein Verzeichniseintrag.`);
    const method = archive.readUInt16LE(position + 10);
    const compressedSize = archive.readUInt32LE(position + 20);
    const size = archive.readUInt32LE(position + 24);
    const nameLength = archive.readUInt16LE(position + 28);
    const extraLength = archive.readUInt16LE(position + 30);
    const commentLength = archive.readUInt16LE(position + 32);
    const localOffset = archive.readUInt32LE(position + 42);
    const name = archive.subarray(position + 46, position + 46 + nameLength).toString('utf8');
    if (archive.readUInt32LE(localOffset) !== 0x04034b50) throw new Error(`${name}: kein lokaler Kopf.`);
    const dataStart = localOffset + 30 + archive.readUInt16LE(localOffset + 26) + archive.readUInt16LE(localOffset + 28);
    const raw = archive.subarray(dataStart, dataStart + compressedSize);
    const data = method === 0 ? Buffer.from(raw) : method === 8 ? inflateRawSync(raw) : null;
    if (!data || data.length !== size) throw new Error(`${name}: Methode ${method} oder Größe ${data?.length} statt ${size}.`);
    entries.set(name, data);
    position += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}
