import type { Page } from '@playwright/test';
import { createAccount, storeSessionInBrowser } from './support/accounts.ts';
import { islandsHydrated } from './support/hydration.ts';
import { FULL_CHROMIUM } from './support/chromium.ts';
import { call, confirmedOrder } from './support/orders.ts';
import { expect, test } from './support/test.ts';

const toast = (page: Page) => page.getByRole('region', { name: 'Notification' });

async function issueFromOrderDialog(admin: Page, orderId: number, label: string) {
  await admin.goto(`/admin/orders/${orderId}`);
  await islandsHydrated(admin);
  const details = admin.getByRole('main');
  await expect(details.getByRole('heading', { level: 1, name: /^Auftrag B-/ })).toBeVisible();
  await details.getByRole('button', { name: label }).click();
  const confirm = admin.getByRole('alertdialog', { name: `${label}?` });
  await expect(confirm).toContainText('nur storniert');
  await confirm.getByRole('button', { name: label }).click();
  await expect(toast(admin)).toContainText(/RE-\d{4}-\d{4} erstellt/);
  return details;
}

test.describe('invoices', () => {
  // The full Chromium: the headless shell has no PDF viewer, the tab would download the file instead.
  test(
    'Büro issues the deposit, records a payment, issues the final invoice; the customer sees both',
    { tag: FULL_CHROMIUM },
    async ({ page, db, uid, browser }) => {
      test.setTimeout(90_000);
      const owner = await createAccount(db, 'admin');
      const buero = await createAccount(db, 'buero');
      const { customer, orderId, orderNumber } = await confirmedOrder(page, db, uid, owner.token);
      const admin = await (await browser.newContext()).newPage();
      await storeSessionInBrowser(admin, buero.token, buero.stored);

      // The deposit invoice: 30 % of 1.426,81 € = 428,04 €, listed in the order's details.
      const details = await issueFromOrderDialog(admin, orderId, 'Anzahlungsrechnung erstellen');
      const invoices = details.getByRole('region', { name: 'Rechnungen zum Auftrag' });
      await expect(invoices).toContainText('428,04');
      await expect(invoices).toContainText('Offen');
      await expect(details.getByRole('button', { name: 'Anzahlungsrechnung erstellen' })).toHaveCount(0);

      // "Rechnungen": the deposit invoice's details, a partial payment.
      await invoices.getByRole('link', { name: /^Anzahlungsrechnung RE-/ }).click();
      await expect(admin).toHaveURL(/\/admin\/invoices\?invoice=\d+/);
      const invoice = admin.getByRole('dialog', { name: /^Anzahlungsrechnung RE-/ });
      const payment = invoice.getByRole('form', { name: 'Zahlung erfassen' });
      await expect(payment.getByLabel('Betrag')).toHaveValue('428,04');
      await payment.getByLabel('Betrag').fill('500,00');
      await payment.getByRole('button', { name: 'Zahlung erfassen' }).click();
      await expect(toast(admin)).toContainText('Der Betrag ist höher als der offene Betrag von 428,04');
      await payment.getByLabel('Betrag').fill('100,00');
      await payment.getByRole('button', { name: 'Zahlung erfassen' }).click();
      await expect(toast(admin)).toContainText('Zahlung erfasst');
      await expect(invoice).toContainText('Teilweise bezahlt');
      await expect(invoice).toContainText('100,00 € / 328,04 €');
      await expect(invoice.getByRole('button', { name: 'Zahlungserinnerung senden' })).toHaveCount(0);
      await invoice.getByRole('button', { name: 'Schließen' }).click();
      await expect(admin.getByRole('table', { name: 'Rechnungen' })).toContainText('Teilweise bezahlt');

      // The order is completed; the final invoice deducts the deposit: 1.426,81 € − 428,04 € = 998,77 €.
      for (const status of ['in_production', 'completed'])
        await call(page.request, owner.token, 'PUT', `/api/admin/orders/${orderId}/status`, { status });
      const completed = await issueFromOrderDialog(admin, orderId, 'Schlussrechnung erstellen');
      await expect(completed.getByRole('region', { name: 'Rechnungen zum Auftrag' })).toContainText('998,77');

      // The customer finds both under "Ihre Rechnungen", with their status, and opens the PDF.
      await storeSessionInBrowser(page, customer.token, customer.stored);
      await page.goto('/dashboard');
      await islandsHydrated(page);
      const own = page.getByRole('region', { name: 'Ihre Rechnungen' });
      await expect(own.getByRole('listitem')).toHaveCount(2);
      await expect(own).toContainText(`Auftrag ${orderNumber}`);
      await expect(own).toContainText('Teilweise bezahlt');
      await expect(own).toContainText('Schlussrechnung');
      const [pdf] = await Promise.all([page.waitForEvent('popup'), own.getByRole('button', { name: 'PDF herunterladen' }).first().click()]);
      await expect(pdf).toHaveURL(/^blob:/);
    },
  );

  test('"Rechnungen" and the details fit a 390 px wide phone', async ({ page, db, uid }) => {
    const owner = await createAccount(db, 'admin');
    const { orderId } = await confirmedOrder(page, db, uid, owner.token);
    const issued = await call(page.request, owner.token, 'POST', `/api/admin/orders/${orderId}/invoices`, { kind: 'deposit' });
    await storeSessionInBrowser(page, owner.token, owner.stored);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/admin/invoices?q=${issued.number}`);
    await islandsHydrated(page);
    // At 390 px the rows are cards.
    await expect(page.getByRole('list', { name: 'Rechnungen' }).getByRole('listitem')).toContainText(issued.number);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.goto(`/admin/invoices?invoice=${issued.id}`);
    await islandsHydrated(page);
    const invoice = page.getByRole('dialog', { name: `Anzahlungsrechnung ${issued.number}` });
    await expect(invoice.getByRole('button', { name: 'Zahlung erfassen' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // Cancelling asks first.
    await invoice.getByRole('button', { name: 'Stornieren' }).click();
    await page
      .getByRole('alertdialog', { name: `${issued.number} stornieren?` })
      .getByRole('button', { name: 'Stornieren' })
      .click();
    await expect(invoice).toContainText('Storniert');
  });
});
