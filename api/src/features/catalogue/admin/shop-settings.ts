import { sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client.ts';
import { shopSettings } from '../../../platform/db/schema.ts';
import { isShopEnabled } from '../products.ts';
import { logUpdated } from './change-log.ts';

/** Switches the shop on or off (the single settings row, created if it is missing); logged like every catalogue change. */
export async function setShopEnabled(db: Database, enabled: boolean, by: string): Promise<boolean> {
  const before = await isShopEnabled(db);
  await db.batch([
    db
      .insert(shopSettings)
      .values({ id: 1, shopEnabled: enabled })
      .onConflictDoUpdate({ target: shopSettings.id, set: { shopEnabled: enabled, updatedAt: sql`${Date.now()}` } }),
    logUpdated(db, { by, entity: 'shop_settings', entityId: null, label: 'Shop' }, { shop_enabled: before }, { shop_enabled: enabled }),
  ]);
  return enabled;
}
