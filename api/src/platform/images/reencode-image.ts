import { fail } from '../http/request-errors.ts';

export type ImageFormat = 'png' | 'jpg' | 'webp' | 'gif';

/** What the caller's users are told when a file is not an image, too large or unreadable. */
export interface ImageMessages {
  type: string;
  tooLarge: string;
  unreadable: string;
}

/** The file's own first bytes decide what it is; its name and the claimed type do not. */
function sniffImageFormat(bytes: Uint8Array): ImageFormat | null {
  const starts = (signature: number[], offset = 0) => signature.every((byte, index) => bytes[offset + index] === byte);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (starts([0xff, 0xd8, 0xff])) return 'jpg';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  if (starts([0x47, 0x49, 0x46, 0x38, 0x37, 0x61]) || starts([0x47, 0x49, 0x46, 0x38, 0x39, 0x61])) return 'gif';
  return null;
}

/**
 * Decodes the image and encodes it anew in its own format: EXIF, GPS, text chunks and colour profiles
 * are dropped (sharp keeps no metadata unless asked), the camera's orientation is applied to the pixels,
 * and it is scaled down to fit `maxEdge`. Whatever else was hidden in the file does not survive. The
 * option images of the catalogue and the photos of an Abnahme go through here.
 */
export async function reencodeImage(
  bytes: Buffer,
  { maxBytes, maxEdge, messages }: { maxBytes: number; maxEdge: number; messages: ImageMessages },
): Promise<{ data: Buffer; format: ImageFormat }> {
  if (bytes.length > maxBytes) fail(413, messages.tooLarge);
  const format = sniffImageFormat(bytes);
  if (!format) fail(400, messages.type);
  // Loaded on first upload, not with the server: libvips costs about 25 MB resident (ADR 044).
  const { default: sharp } = await import('sharp');
  try {
    const image = sharp(bytes, { animated: format === 'gif' || format === 'webp', limitInputPixels: 40_000_000 })
      .autoOrient()
      .resize({ width: maxEdge, height: maxEdge, fit: 'inside', withoutEnlargement: true });
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
    fail(400, messages.unreadable);
  }
}
