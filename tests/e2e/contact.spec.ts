import { eq } from 'drizzle-orm';
import type { Page } from '@playwright/test';
import { contactMessages } from '../../api/src/platform/db/schema.ts';
import { waitForMail } from './support/outbox.ts';
import { expect, test } from './support/test.ts';
import { islandsHydrated } from './support/hydration.ts';

const send = (page: Page) => page.getByRole('button', { name: 'Nachricht senden' });
const toast = (page: Page) => page.getByRole('region', { name: 'Notification' });

test.describe('contact form', () => {
  test('stays disabled until Anrede, Betreff and consent are given', async ({ page }) => {
    await page.goto('/contact');
    await islandsHydrated(page);
    await expect(send(page)).toBeDisabled();
    await page.getByLabel('Anrede').selectOption('frau');
    await expect(send(page)).toBeDisabled();
    await page.getByLabel('Betreff').selectOption('fenster');
    await expect(send(page)).toBeDisabled();
    await page.getByRole('checkbox', { name: /Datenschutzerklärung/ }).check();
    await expect(send(page)).toBeEnabled();
  });

  test('shows company name and contact person for Firma, a name for everyone else', async ({ page }) => {
    await page.goto('/contact');
    await islandsHydrated(page);
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toBeVisible();
    await page.getByLabel('Anrede').selectOption('firma');
    await expect(page.getByLabel('Firmenname')).toBeVisible();
    await expect(page.getByLabel('Ansprechpartner')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveCount(0);
    await page.getByLabel('Anrede').selectOption('divers');
    await expect(page.getByLabel('Firmenname')).toHaveCount(0);
  });

  test('names every missing field', async ({ page }) => {
    await page.goto('/contact');
    await islandsHydrated(page);
    await page.getByLabel('Anrede').selectOption('firma');
    await page.getByLabel('Betreff').selectOption('beratung');
    await page.getByRole('checkbox', { name: /Datenschutzerklärung/ }).check();
    await send(page).click();
    for (const message of [
      'Firmenname ist erforderlich',
      'Ansprechpartner ist erforderlich',
      'Bitte geben Sie eine gültige E-Mail-Adresse ein',
      'Nachricht ist erforderlich',
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }
  });

  test('sends the message, confirms it, clears the form and mails the operator', async ({ page, db, uid }) => {
    const email = `kontakt-${uid}@example.de`;
    await page.goto('/contact');
    await islandsHydrated(page);
    await page.getByLabel('Anrede').selectOption('herr');
    await page.getByLabel('Betreff').selectOption('dachfenster');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Jan Ost');
    await page.getByLabel('E-Mail').fill(email);
    await page.getByLabel('Nachricht').fill('Zwei Dachfenster tauschen, bitte Rückruf.');
    await page.getByRole('checkbox', { name: /Datenschutzerklärung/ }).check();
    await send(page).click();

    await expect(toast(page)).toContainText('Nachricht gesendet!');
    await expect(toast(page)).toContainText('Vielen Dank für Ihre Nachricht. Wir melden uns binnen 24 Stunden bei Ihnen.');
    await expect(page.getByLabel('Nachricht')).toHaveValue('');
    await expect(page.getByRole('checkbox', { name: /Datenschutzerklärung/ })).not.toBeChecked();

    const [stored] = await db.select().from(contactMessages).where(eq(contactMessages.email, email));
    expect(stored).toMatchObject({ salutation: 'herr', name: 'Jan Ost', subject: 'dachfenster' });
    const mail = await waitForMail(process.env.E2E_OUTBOX_DIR!, 'info@example.de', stored!.reference);
    expect(mail).toContain('Zwei Dachfenster tauschen, bitte Rückruf.');
  });

  test('says so when sending fails, and keeps the text', async ({ page }) => {
    await page.route('**/api/contact', (route) => route.fulfill({ status: 503, body: '{"error":"weg"}' }));
    await page.goto('/contact');
    await islandsHydrated(page);
    await page.getByLabel('Anrede').selectOption('frau');
    await page.getByLabel('Betreff').selectOption('sonstiges');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Eva Nord');
    await page.getByLabel('E-Mail').fill('eva@example.de');
    await page.getByLabel('Nachricht').fill('Nicht verlieren!');
    await page.getByRole('checkbox', { name: /Datenschutzerklärung/ }).check();
    await send(page).click();
    await expect(toast(page)).toContainText('Fehler beim Senden');
    await expect(toast(page)).toContainText('Bitte versuchen Sie es später erneut oder kontaktieren Sie uns telefonisch.');
    await expect(page.getByLabel('Nachricht')).toHaveValue('Nicht verlieren!');
  });
});
