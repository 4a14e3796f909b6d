import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { photoFolder } from '../../platform/images/photo-folder.ts';
import { fail } from '../../platform/http/request-errors.ts';
import { MAX_AB_FILE_BYTES, MAX_DAMAGE_PHOTO_BYTES } from './contract/purchase-schemas.ts';
import { purchaseMessages as m } from './contract/purchasing-messages.ts';

/**
 * The files of a Bestellung under UPLOAD_DIR/purchasing/{purchaseOrderId}/ (inside the backups, never served
 * by /uploads/): the supplier's AB as the PDF it sent, and a photo of damage, re-encoded like every photo.
 */
const AREA = 'purchasing';
const PDF_NAME = /^[0-9a-f]{32}\.pdf$/;

export const damagePhotos = (uploadDir: string) =>
  photoFolder(uploadDir, AREA, {
    maxBytes: MAX_DAMAGE_PHOTO_BYTES,
    maxEdge: 1600,
    messages: { type: m.photo, tooLarge: m.photo, unreadable: m.photo },
  });

/** Keeps the AB's PDF as sent (a business letter, § 147 AO); refuses what is not a PDF. */
export async function storeConfirmationPdf(uploadDir: string, purchaseOrderId: number, file: File): Promise<string> {
  if (file.size > MAX_AB_FILE_BYTES) fail(400, m.file);
  const data = Buffer.from(await file.arrayBuffer());
  if (data.subarray(0, 5).toString('latin1') !== '%PDF-') fail(400, m.file);
  const folder = join(uploadDir, AREA, String(purchaseOrderId));
  await mkdir(folder, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}.pdf`;
  await writeFile(join(folder, name), data, { flag: 'wx' });
  return name;
}

export async function readConfirmationPdf(uploadDir: string, purchaseOrderId: number, name: string): Promise<Buffer | null> {
  if (!PDF_NAME.test(name)) return null;
  return readFile(join(uploadDir, AREA, String(purchaseOrderId), name)).catch(() => null);
}
