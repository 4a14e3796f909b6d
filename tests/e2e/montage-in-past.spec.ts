import { eq } from 'drizzle-orm';
import { appointments } from '../../api/src/platform/db/schema.ts';
import { addDays, berlinClock } from '../../api/src/shared/dates.ts';
import { createAccount, storeSessionInBrowser } from './support/accounts.ts';
import { islandsHydrated } from './support/hydration.ts';
import { confirmedOrder } from './support/orders.ts';
import { expect, test } from './support/test.ts';

/** A Montage on a day that is over is entered only knowingly (ADR 077). */
test('a past Montage is refused in German until the office ticks that it records a past date', async ({ page, db, uid }) => {
  const owner = await createAccount(db, 'admin');
  const { orderId } = await confirmedOrder(page, db, uid, owner.token);
  await storeSessionInBrowser(page, owner.token, owner.stored);
  await page.goto(`/admin/orders/${orderId}`);
  await islandsHydrated(page);
  const section = page.getByRole('region', { name: 'Termine' });
  await section.getByRole('button', { name: 'Montage-Termin eintragen' }).click();
  await section.getByLabel('Datum').fill(addDays(berlinClock(new Date()).day, -2));
  await section.getByLabel('Von').fill('07:30');
  await section.getByLabel('Bis').fill('15:00');
  const knowingly = section.getByRole('checkbox', { name: 'Ja, den vergangenen Termin nachtragen' });
  await expect(knowingly).not.toBeChecked();
  await section.getByRole('button', { name: 'Termin eintragen' }).click();
  await expect(section.getByRole('alert')).toContainText(
    'liegt in der Vergangenheit. Bitte bestätigen Sie, dass Sie einen vergangenen Termin nachtragen.',
  );
  expect(await db.select().from(appointments).where(eq(appointments.orderId, orderId))).toEqual([]);

  await knowingly.check();
  await section.getByRole('button', { name: 'Termin eintragen' }).click();
  await expect(section.getByText('07:30–15:00 Uhr')).toBeVisible();
  expect(await db.select().from(appointments).where(eq(appointments.orderId, orderId))).toHaveLength(1);
});
