import { inArray } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { leads } from '../../platform/db/schema.ts';
import { aufmassPhotos } from './aufmass-files.ts';

/**
 * The Aufmaß's share of the hourly maintenance (issue 48): its photos are the lead's personal data and go
 * with it. A lead deleted by its retention or erased (Art. 17 DSGVO) takes its Aufmaß rows along
 * (ON DELETE CASCADE); the folder of photos of a lead that no longer exists is removed here.
 */
export async function aufmassMaintenance(db: Database, uploadDir: string): Promise<void> {
  const photos = aufmassPhotos(uploadDir);
  const folders = await photos.recordIds();
  if (folders.length === 0) return;
  const kept = new Set((await db.select({ id: leads.id }).from(leads).where(inArray(leads.id, folders))).map((row) => row.id));
  await Promise.all(folders.filter((id) => !kept.has(id)).map((id) => photos.removeAll(id)));
}
