import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fail } from '../../../platform/http/request-errors.ts';
import { reencodeImage } from '../../../platform/images/reencode-image.ts';
import { MAX_IMAGE_BYTES, MAX_IMAGE_EDGE, UPLOADED_IMAGE_PATH } from '../contract/catalogue-admin.ts';
import { catalogueMessages as m } from '../contract/catalogue-messages.ts';

/** The bytes of a base64 data URL. Anything else, or base64 that is not, is not an image. */
function decodeDataUrl(dataUrl: string): Buffer {
  const match = /^data:[a-z0-9.+/-]*(;[a-z0-9=.+-]+)*;base64,/i.exec(dataUrl);
  if (!match) fail(400, m.imageType);
  const payload = dataUrl.slice(match[0].length);
  if (payload.length > Math.ceil(MAX_IMAGE_BYTES / 3) * 4) fail(413, m.imageTooLarge);
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(payload)) fail(400, m.imageType);
  return Buffer.from(payload, 'base64');
}

/** The catalogue's limits and messages for the shared image pipeline. */
const OPTION_IMAGE = {
  maxBytes: MAX_IMAGE_BYTES,
  maxEdge: MAX_IMAGE_EDGE,
  messages: { type: m.imageType, tooLarge: m.imageTooLarge, unreadable: m.imageUnreadable },
};

/** Stores the image under a random name of the server's choosing; returns its address under /uploads/. */
export async function storeOptionImage(uploadDir: string, dataUrl: string): Promise<string> {
  const { data, format } = await reencodeImage(decodeDataUrl(dataUrl), OPTION_IMAGE);
  await mkdir(uploadDir, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}.${format}`;
  await writeFile(join(uploadDir, name), data, { flag: 'wx' });
  return `/uploads/${name}`;
}

/** Removes an uploaded image file; addresses that are not ours are left alone. */
export async function removeOptionImage(uploadDir: string, imageUrl: string | null): Promise<void> {
  if (!imageUrl || !UPLOADED_IMAGE_PATH.test(imageUrl)) return;
  await rm(join(uploadDir, imageUrl.slice('/uploads/'.length)), { force: true });
}
