import type { APIRequestContext, Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { accountMessages } from '../../api/src/features/accounts/contract/account-messages.ts';
import { orders } from '../../api/src/platform/db/schema.ts';
import { formatCents } from '../../api/src/shared/format.ts';
import { createAccount } from './support/accounts.ts';
import { islandsHydrated } from './support/hydration.ts';
import { waitForMail } from './support/outbox.ts';
import { mailedQuoteLink } from './support/quotes.ts';
import { expect, test } from './support/test.ts';
import { berlinClock, addDays } from '../../api/src/shared/dates.ts';

/**
 * The customer's side of the whole chain (issue 33), on a phone: a configured request is quoted, the
 * customer accepts through the mailed link without an account, the office confirms with a note, invoices
 * the deposit, books the Montage, completes the order and invoices the rest, both invoices are paid –
 * and only then the customer registers with the same address, confirms it and finds in "Mein Konto"
 * the order with the office's note, the Montage and both invoices as paid.
 */

const outbox = () => process.env.E2E_OUTBOX_DIR!;

/** A back-office call with the office's token; fails the test on an unexpected answer. */
async function office(request: APIRequestContext, token: string, method: 'POST' | 'PUT', path: string, data?: unknown) {
  const response = await request.fetch(path, { method, headers: { Authorization: `Bearer ${token}` }, ...(data ? { data } : {}) });
  expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return response.json();
}

/** The link a mail to `email` about `mention` carries to its invoice. */
async function invoiceLinkIn(email: string, mention: string) {
  const mail = await waitForMail(outbox(), email, mention);
  const link = /\/rechnung\/[A-Za-z0-9_-]{43}/.exec(mail)?.[0];
  expect(link, `the mail about ${mention} carries the invoice link`).toBeDefined();
  return link!;
}

async function acceptOnThePhone(page: Page, path: string) {
  await page.goto(path);
  await islandsHydrated(page);
  await page.getByLabel('Straße und Hausnummer').fill('Gartenweg 3');
  await page.getByLabel('PLZ').fill('22301');
  await page.getByLabel('Ort').fill('Hamburg');
  await page.getByLabel('Telefon (für die Terminabsprache)').fill('040 987654');
  await page.getByRole('checkbox', { name: /Geschäftsbedingungen/ }).check();
  await page.getByRole('button', { name: 'Angebot zahlungspflichtig annehmen' }).click();
  await expect(page.getByRole('heading', { name: 'Vielen Dank für Ihren Auftrag' })).toBeFocused();
}

test.use({ viewport: { width: 390, height: 844 } });

test('accepted by link, served, invoiced and paid; registered afterwards, the customer finds order, note, Montage and invoices', async ({
  page,
  db,
  uid,
}) => {
  test.setTimeout(120_000);
  const email = `kette-${uid}@example.de`;
  const { id: quoteId, path } = await mailedQuoteLink(page.request, db, email);
  await acceptOnThePhone(page, path);
  const [order] = await db.select().from(orders).where(eq(orders.quoteId, quoteId));
  expect(order!.userId, 'accepted without an account').toBeNull();

  // The office: confirmed with a note for the customer, the deposit invoice, the Montage, done, the final invoice.
  const { token } = await createAccount(db, 'admin');
  const note = `Die Fenster ${uid} werden in sechs Wochen geliefert.`;
  await office(page.request, token, 'PUT', `/api/admin/orders/${order!.id}/status`, { status: 'confirmed', note, notifyCustomer: true });
  const deposit = await office(page.request, token, 'POST', `/api/admin/orders/${order!.id}/invoices`, { kind: 'deposit' });
  const depositLink = await invoiceLinkIn(email, `Anzahlungsrechnung ${deposit.number}`);
  const montageDay = addDays(berlinClock(new Date()).day, 1);
  await office(page.request, token, 'POST', `/api/admin/orders/${order!.id}/appointments`, {
    date: montageDay,
    from: '07:30',
    to: '16:00',
  });
  for (const status of ['in_production', 'completed'])
    await office(page.request, token, 'PUT', `/api/admin/orders/${order!.id}/status`, { status, beforeMontage: true });
  const final = await office(page.request, token, 'POST', `/api/admin/orders/${order!.id}/invoices`, { kind: 'final' });
  const finalLink = await invoiceLinkIn(email, `Schlussrechnung ${final.number}`);

  // The customer pays; the invoice link says what is left, then that nothing is.
  await page.goto(finalLink);
  await expect(page.getByRole('heading', { name: `Noch offen: ${formatCents(final.amountDue)}, fällig am` })).toBeVisible();
  const today = berlinClock(new Date()).day;
  for (const invoice of [deposit, final])
    await office(page.request, token, 'POST', `/api/admin/invoices/${invoice.id}/payments`, { amount: invoice.amountDue, date: today });
  await page.goto(depositLink);
  await expect(page.getByText('Bezahlt', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Noch offen/ })).toHaveCount(0);

  // Weeks later the customer registers with the same address: until it is confirmed the page says so.
  await page.goto('/register');
  await islandsHydrated(page);
  await page.getByRole('textbox', { name: 'Vorname' }).fill('Erika');
  await page.getByRole('textbox', { name: 'Nachname' }).fill('Muster');
  await page.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(email);
  await page.getByRole('textbox', { name: 'Benutzername' }).fill(`kette-${uid}`);
  await page.getByLabel('Passwort', { exact: true }).fill('sicher123');
  await page.getByLabel('Passwort bestätigen').fill('sicher123');
  await page.getByRole('button', { name: 'Konto erstellen' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await islandsHydrated(page);
  await page.getByRole('textbox', { name: 'Benutzername' }).fill(`kette-${uid}`);
  await page.getByLabel('Passwort').fill('sicher123');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Bitte bestätigen Sie Ihre E-Mail-Adresse' })).toBeVisible();
  await expect(page.getByText('Noch keine Bestellungen vorhanden')).toBeVisible();

  // The link from the registration mail confirms the address; now everything under it is the account's.
  const mail = await waitForMail(outbox(), email, 'email-bestaetigen');
  const confirm = new URL(/https?:\/\/\S+\/customer\/email-bestaetigen\?token=[A-Za-z0-9_-]+/.exec(mail)![0]);
  await page.goto(confirm.pathname + confirm.search);
  await expect(page.getByRole('status')).toHaveText(accountMessages.addressConfirmed);
  await page.goto('/dashboard');
  await islandsHydrated(page);
  await expect(page.getByRole('heading', { name: 'Bitte bestätigen Sie Ihre E-Mail-Adresse' })).toHaveCount(0);

  const ownOrders = page.getByRole('list', { name: 'Bestellungen', exact: true });
  await expect(ownOrders).toContainText(order!.orderNumber);
  await expect(ownOrders).toContainText('Abgeschlossen');
  await ownOrders.getByRole('button', { name: `Details ansehen zu Bestellung ${order!.orderNumber}`, exact: true }).click();
  const updates = ownOrders.getByRole('region', { name: 'Nachrichten zu Ihrer Bestellung', exact: true });
  await expect(updates.getByRole('listitem').filter({ hasText: note })).toContainText('Bestätigt');

  const ownAppointments = page.getByRole('region', { name: 'Ihre Termine', exact: true });
  await expect(ownAppointments.getByRole('listitem')).toContainText(/^Montage: .+, 07:30–16:00 Uhr/);

  const ownInvoices = page.getByRole('region', { name: 'Ihre Rechnungen', exact: true });
  await expect(ownInvoices.getByRole('listitem')).toHaveCount(2);
  await expect(ownInvoices.getByRole('listitem').filter({ hasText: deposit.number })).toContainText('Bezahlt');
  await expect(ownInvoices.getByRole('listitem').filter({ hasText: final.number })).toContainText('Bezahlt');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
