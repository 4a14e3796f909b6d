import { eq } from 'drizzle-orm';
import type { Database } from '../src/platform/db/client.ts';
import { options, products, savedConfigurations } from '../src/platform/db/schema.ts';

/** A white plastic window as the shop saves it for `userId`, from the seeded demo catalogue; at its base price unless `totalPrice` says otherwise. */
export async function createTestConfiguration(
  db: Database,
  userId: number,
  { name = 'Probefenster', status = 'draft', totalPrice }: { name?: string; status?: string; totalPrice?: number } = {},
) {
  const [window] = await db.select().from(products).where(eq(products.name, 'Kunststofffenster'));
  const all = await db.select().from(options);
  const selection = (optionName: string) => ({ id: all.find((option) => option.name === optionName)!.id, name: optionName, price: 0 });
  const [configuration] = await db
    .insert(savedConfigurations)
    .values({
      userId,
      name,
      productId: window!.id,
      productName: window!.name,
      basePrice: window!.basePrice,
      selectedOptions: {
        profile_settings: selection('Ideal 4000'),
        farbe_und_dekore: selection('Weiß'),
        fenstertyp: selection('Einteilig'),
        oberlicht_unterlicht: selection('ohne'),
        oeffnungsart: selection('links'),
      },
      dimensions: { width: 1000, height: 1200, minWidth: 385, maxWidth: 3010, minHeight: 385, maxHeight: 3010 },
      totalPrice: totalPrice ?? window!.basePrice,
      status,
    })
    .returning();
  return configuration!;
}
