import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fail } from '../../../platform/http/request-errors.ts';
import { MAX_IMAGE_BYTES, MAX_IMAGE_EDGE, UPLOADED_IMAGE_PATH } from '../contract/catalogue-admin.ts';
import { catalogueMessages as m } from '../contract/catalogue-messages.ts';

type ImageFormat = 'png' | 'jpg' | 'webp' | 'gif';

/** The file's own first bytes decide what it is; its name and the data URL's claimed type do not. */
function sniffImageFormat(bytes: Uint8Array): ImageFormat | null {
  const starts = (signature: number[], offset = 0) => signature.every((byte, index) => bytes[offset + index] === byte);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (starts([0xff, 0xd8, 0xff])) return 'jpg';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  if (starts([0x47, 0x49, 0x46, 0x38, 0x37, 0x61]) || starts([0x47, 0x49, 0x46, 0x38, 0x39, 0x61])) return 'gif';
  return null;
}

/** The bytes of a base64 data URL. Anything else, or base64 that is not, is not an image. */
function decodeDataUrl(dataUrl: string): Buffer {
  const match = /^data:[a-z0-9.+/-]*(;[a-z0-9=.+-]+)*;base64,/i.exec(dataUrl);
  if (!match) fail(400, m.imageType);
  const payload = dataUrl.slice(match[0].length);
  if (payload.length > Math.ceil(MAX_IMAGE_BYTES / 3) * 4) fail(413, m.imageTooLarge);
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(payload)) fail(400, m.imageType);
  return Buffer.from(payload, 'base64');
}

/**
 * Decodes the image and encodes it anew in its own format: EXIF, GPS, text chunks and colour profiles
 * are dropped (sharp keeps no metadata unless asked), the camera's orientation is applied to the pixels,
 * and it is scaled down to fit MAX_IMAGE_EDGE. Whatever else was hidden in the file does not survive.
 */
async function reencodeImage(bytes: Buffer): Promise<{ data: Buffer; format: ImageFormat }> {
  if (bytes.length > MAX_IMAGE_BYTES) fail(413, m.imageTooLarge);
  const format = sniffImageFormat(bytes);
  if (!format) fail(400, m.imageType);
  // Loaded on first upload, not with the server: libvips costs about 25 MB resident (ADR 044).
  const { default: sharp } = await import('sharp');
  try {
    const image = sharp(bytes, { animated: format === 'gif' || format === 'webp', limitInputPixels: 40_000_000 })
      .autoOrient()
      .resize({ width: MAX_IMAGE_EDGE, height: MAX_IMAGE_EDGE, fit: 'inside', withoutEnlargement: true });
    const encoded =
      format === 'png'
        ? image.png()
        : format === 'jpg'
          ? image.jpeg({ quality: 85, mozjpeg: true })
          : format === 'webp'
            ? image.webp({ quality: 85 })
            : image.gif();
    return { data: await encoded.toBuffer(), format };
  } catch {
    fail(400, m.imageUnreadable);
  }
}

/** Stores the image under a random name of the server's choosing; returns its address under /uploads/. */
export async function storeOptionImage(uploadDir: string, dataUrl: string): Promise<string> {
  const { data, format } = await reencodeImage(decodeDataUrl(dataUrl));
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
