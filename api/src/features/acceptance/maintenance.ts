import { inArray } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { orders } from '../../platform/db/schema.ts';
import { ordersWithFiles, removeOrderFiles } from './acceptance-files.ts';
import { applyDeemedAcceptances } from './request-acceptance.ts';

/**
 * The Abnahme's share of the hourly maintenance: requests whose deadline passed become deemed
 * acceptances, and the photo folders of orders deleted after their retention go with them.
 */
export async function acceptanceMaintenance(db: Database, uploadDir: string, now = new Date()): Promise<void> {
  await applyDeemedAcceptances(db, now);
  const folders = await ordersWithFiles(uploadDir);
  if (folders.length === 0) return;
  const kept = new Set((await db.select({ id: orders.id }).from(orders).where(inArray(orders.id, folders))).map((row) => row.id));
  await Promise.all(folders.filter((id) => !kept.has(id)).map((id) => removeOrderFiles(uploadDir, id)));
}
