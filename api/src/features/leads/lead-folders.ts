import { inArray } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { leads } from '../../platform/db/schema.ts';
import type { PhotoFolder } from '../../platform/images/photo-folder.ts';
import { customerPhotos } from './customer-photos.ts';

/**
 * Photos kept per lead are the lead's personal data and go with it (issue 48): a lead deleted after its
 * retention or erased (Art. 17 DSGVO) takes its rows along (ON DELETE CASCADE), and its folder is removed
 * here, in the hourly maintenance.
 */
export async function removeFoldersOfGoneLeads(db: Database, folder: PhotoFolder): Promise<void> {
  const folders = await folder.recordIds();
  if (folders.length === 0) return;
  const kept = new Set((await db.select({ id: leads.id }).from(leads).where(inArray(leads.id, folders))).map((row) => row.id));
  await Promise.all(folders.filter((id) => !kept.has(id)).map((id) => folder.removeAll(id)));
}

/** The customer's photos of requests that no longer exist. */
export const customerPhotoMaintenance = (db: Database, uploadDir: string) => removeFoldersOfGoneLeads(db, customerPhotos(uploadDir));
