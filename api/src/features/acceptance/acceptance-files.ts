import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fail } from '../../platform/http/request-errors.ts';
import { reencodeImage } from '../../platform/images/reencode-image.ts';
import { MAX_PHOTO_BYTES, MAX_PHOTO_EDGE } from './contract/acceptance.ts';
import { acceptanceMessages as m } from './contract/acceptance-messages.ts';

/**
 * The Abnahme's photos and signatures live in UPLOAD_DIR/acceptance/{orderId}/ (ADR 061): inside the
 * uploads folder, so every backup archives them, but in a sub-folder, which the public /uploads/ route
 * never answers (it serves flat names only). Names are random and of the server's choosing.
 */
export const acceptanceFolder = (uploadDir: string, orderId: number) => join(uploadDir, 'acceptance', String(orderId));

const IMAGE = {
  maxBytes: MAX_PHOTO_BYTES,
  maxEdge: MAX_PHOTO_EDGE,
  messages: { type: m.imageType, tooLarge: m.imageTooLarge, unreadable: m.imageUnreadable },
};

const FILE_NAME = /^[0-9a-f]{32}\.(png|jpg|webp|gif)$/;

/** Re-encodes an uploaded photo or signature (no EXIF, no GPS) and stores it; answers its file name. */
export async function storeAcceptanceImage(uploadDir: string, orderId: number, file: File | string | undefined): Promise<string> {
  if (!(file instanceof File)) fail(400, m.photoMissing);
  const { data, format } = await reencodeImage(Buffer.from(await file.arrayBuffer()), IMAGE);
  const folder = acceptanceFolder(uploadDir, orderId);
  await mkdir(folder, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}.${format}`;
  await writeFile(join(folder, name), data, { flag: 'wx' });
  return name;
}

/** A stored file's bytes; a name the server did not give out is never read. */
export async function readAcceptanceImage(uploadDir: string, orderId: number, name: string): Promise<Buffer | null> {
  if (!FILE_NAME.test(name)) return null;
  return readFile(join(acceptanceFolder(uploadDir, orderId), name)).catch(() => null);
}

/** Removes files stored for a request that then was not saved (a refused or repeated submission). */
export async function removeAcceptanceImages(uploadDir: string, orderId: number, names: string[]): Promise<void> {
  await Promise.all(
    names.filter((name) => FILE_NAME.test(name)).map((name) => rm(join(acceptanceFolder(uploadDir, orderId), name), { force: true })),
  );
}

/** The orders that have a folder of Abnahme files. */
export async function ordersWithFiles(uploadDir: string): Promise<number[]> {
  const entries = await readdir(join(uploadDir, 'acceptance')).catch(() => [] as string[]);
  return entries.filter((entry) => /^[1-9][0-9]*$/.test(entry)).map(Number);
}

/** Deletes an order's folder: the order was deleted after its retention. */
export async function removeOrderFiles(uploadDir: string, orderId: number): Promise<void> {
  await rm(acceptanceFolder(uploadDir, orderId), { recursive: true, force: true });
}
