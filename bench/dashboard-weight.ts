import { eq } from 'drizzle-orm';
import { options, products, savedConfigurations } from '../api/src/platform/db/schema.ts';
import { createAccount } from '../tests/e2e/support/accounts.ts';
import { openServerDatabase } from '../tests/e2e/support/database.ts';
import type { RunningServer } from '../tests/e2e/support/server.ts';
import { measureJavaScript, type PageWeight } from './page-weight.ts';

/**
 * /dashboard as a customer sees it with a saved configuration: the account island with the configuration
 * list, its details and the window drawing (all in the island's bundle).
 */
export async function measureDashboardJavaScript(server: RunningServer): Promise<PageWeight> {
  const db = await openServerDatabase(server.databaseUrl);
  try {
    const customer = await createAccount(db);
    const [window] = await db.select().from(products).where(eq(products.name, 'Kunststofffenster'));
    const [twoSashes] = await db.select().from(options).where(eq(options.name, 'Zweiteilig'));
    await db.insert(savedConfigurations).values({
      userId: customer.user.id,
      name: 'Kunststofffenster 1230 × 1480 mm',
      productId: window!.id,
      productName: window!.name,
      basePrice: 37300,
      selectedOptions: { fenstertyp: { id: twoSashes!.id, name: 'Zweiteilig', price: 16785 } },
      dimensions: { width: 1230, height: 1480, minWidth: 385, maxWidth: 3010, minHeight: 385, maxHeight: 3010 },
      totalPrice: 54085,
      status: 'draft',
    });
    const [weight] = await measureJavaScript(server.url, ['/dashboard'], async (page) => {
      await page.goto(new URL('/', server.url).href);
      await page.evaluate(
        ([token, user]) => {
          localStorage.setItem('adminToken', token!);
          localStorage.setItem('userData', user!);
        },
        [customer.token, JSON.stringify(customer.stored)],
      );
    });
    return weight!;
  } finally {
    db.$client.close();
  }
}
