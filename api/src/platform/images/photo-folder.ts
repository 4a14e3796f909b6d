import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { reencodeImage, type ImageMessages } from './reencode-image.ts';

/**
 * Photos of one record kept under UPLOAD_DIR/{area}/{recordId}/: inside the uploads folder, so every backup
 * archives them, but in a sub-folder, which the public /uploads/ route never answers (it serves flat names
 * only). Each photo is re-encoded (no EXIF, no GPS) and gets a random name of the server's choosing; a name
 * the server did not give out is never read.
 */
export interface PhotoFolder {
  store: (recordId: number, file: File) => Promise<string>;
  read: (recordId: number, name: string) => Promise<Buffer | null>;
  remove: (recordId: number, names: string[]) => Promise<void>;
  removeAll: (recordId: number) => Promise<void>;
  /** The records that have a folder of photos. */
  recordIds: () => Promise<number[]>;
}

const FILE_NAME = /^[0-9a-f]{32}\.(png|jpg|webp|gif)$/;

export function photoFolder(
  uploadDir: string,
  area: string,
  limits: { maxBytes: number; maxEdge: number; messages: ImageMessages },
): PhotoFolder {
  const folder = (recordId: number) => join(uploadDir, area, String(recordId));
  return {
    async store(recordId, file) {
      const { data, format } = await reencodeImage(Buffer.from(await file.arrayBuffer()), limits);
      await mkdir(folder(recordId), { recursive: true });
      const name = `${randomBytes(16).toString('hex')}.${format}`;
      await writeFile(join(folder(recordId), name), data, { flag: 'wx' });
      return name;
    },
    read: (recordId, name) => (FILE_NAME.test(name) ? readFile(join(folder(recordId), name)).catch(() => null) : Promise.resolve(null)),
    async remove(recordId, names) {
      await Promise.all(names.filter((name) => FILE_NAME.test(name)).map((name) => rm(join(folder(recordId), name), { force: true })));
    },
    removeAll: (recordId) => rm(folder(recordId), { recursive: true, force: true }),
    async recordIds() {
      const entries = await readdir(join(uploadDir, area)).catch(() => [] as string[]);
      return entries.filter((entry) => /^[1-9][0-9]*$/.test(entry)).map(Number);
    },
  };
}
