import type { Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { leads, quotes } from '../../api/src/platform/db/schema.ts';
import { createTestConfiguration } from '../../api/testing/test-configurations.ts';
import { createAccount, storeSessionInBrowser } from './support/accounts.ts';
import { islandsHydrated } from './support/hydration.ts';
import { axeViolations } from './support/screen-checks.ts';
import { expect, test } from './support/test.ts';

const toast = (page: Page) => page.getByRole('region', { name: 'Notification' });

test.describe('quote versions', () => {
  test('a change request prompts a new version from "Angebote"; the editor lists the versions and sending one supersedes the older', async ({
    page,
    db,
    uid,
  }) => {
    test.setTimeout(60_000);
    // A customer asked for a quote, got it and asked for a change: all through the real routes.
    const customer = await createAccount(db);
    const configuration = await createTestConfiguration(db, customer.user.id, { name: `Versionen ${uid}` });
    const asCustomer = { Authorization: `Bearer ${customer.token}` };
    const requested = await page.request.post(`/api/customer/configurations/${configuration.id}/quote-request`, {
      headers: asCustomer,
      data: { projektart: 'sanierung', nachricht: '', privacy: true },
    });
    expect(requested.status()).toBe(201);
    const [lead] = await db.select().from(leads).where(eq(leads.email, customer.user.email));
    const admin = await createAccount(db, 'admin');
    const asAdmin = { Authorization: `Bearer ${admin.token}` };
    const drafted = await page.request.post('/api/admin/quotes', { headers: asAdmin, data: { leadId: lead!.id } });
    const { id, number } = (await drafted.json()) as { id: number; number: string };
    // A quote goes out only with a postal address (the editor's "Kunde und Anschrift").
    await db
      .update(quotes)
      .set({ customerAddress: { street: 'Musterstraße 12', postcode: '20095', city: 'Hamburg' } })
      .where(eq(quotes.id, id));
    expect((await page.request.post(`/api/admin/quotes/${id}/send`, { headers: asAdmin })).status()).toBe(200);
    const asked = await page.request.post(`/api/customer/quotes/${id}/change-request`, {
      headers: asCustomer,
      data: { message: 'Bitte mit Rollladen' },
    });
    expect(asked.status()).toBe(200);

    // "Angebote": the change request shows as the prompt with its button.
    await storeSessionInBrowser(page, admin.token, admin.stored);
    await page.goto(`/admin/quotes?q=${number}`);
    await islandsHydrated(page);
    const row = page.getByRole('table', { name: 'Angebote' }).getByRole('row', { name: new RegExp(number) });
    await expect(row).toContainText('Änderung gewünscht');
    expect(await axeViolations(page)).toEqual([]);
    await row.getByRole('button', { name: 'Änderungswunsch: neue Version erstellen' }).click();

    // The new version opens as a draft with the same number and "-2".
    await expect(toast(page)).toContainText('Neue Version erstellt');
    await expect(page.getByRole('heading', { name: `Angebot ${number}-2`, level: 1 })).toBeVisible();
    await expect(page.getByTestId('quote-status')).toHaveText('Entwurf');
    const versions = page.getByRole('list', { name: 'Versionen' });
    await expect(versions.getByRole('listitem')).toHaveCount(2);
    await expect(versions.getByRole('listitem').nth(0)).toContainText('Änderung gewünscht');
    await expect(versions.getByRole('listitem').nth(1)).toContainText(`${number}-2 (diese Version)`);
    expect(await axeViolations(page)).toEqual([]);

    // Sent, it supersedes the first version, which the list links to.
    await page.getByRole('button', { name: 'Angebot senden' }).click();
    await page.getByRole('dialog', { name: 'Angebot senden' }).getByRole('button', { name: 'Jetzt senden' }).click();
    await expect(page.getByTestId('quote-status')).toHaveText('Versendet');
    await expect(versions.getByRole('listitem').nth(0)).toContainText('Ersetzt durch neue Version');
    const [old] = await db.select().from(quotes).where(eq(quotes.id, id));
    expect(old).toMatchObject({ status: 'superseded', supersededBy: expect.any(Number) });

    // The sent version offers "Neue Version"; the old one opens from the list and offers none.
    await expect(page.getByRole('button', { name: 'Neue Version' })).toBeVisible();
    await versions.getByRole('link', { name: number, exact: true }).click();
    await expect(page.getByRole('heading', { name: `Angebot ${number}`, level: 1 })).toBeVisible();
    await expect(page.getByTestId('quote-status')).toHaveText('Ersetzt durch neue Version');
    await expect(page.getByRole('button', { name: 'Neue Version' })).toHaveCount(0);
  });
});
