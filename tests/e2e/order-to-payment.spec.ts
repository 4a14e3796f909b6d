import type { Locator, Page } from '@playwright/test';
import { formatCents } from '../../api/src/shared/format.ts';
import { createAccount, storeSessionInBrowser } from './support/accounts.ts';
import { islandsHydrated } from './support/hydration.ts';
import { acceptedOrder } from './support/orders.ts';
import { waitForMail } from './support/outbox.ts';
import { expect, test } from './support/test.ts';
import { berlinClock, addDays } from '../../api/src/shared/dates.ts';

/**
 * The whole path from an accepted order to its payment (issue 23), in the browser as the office and the
 * customer go it: status changes with a note, the deposit invoice, its payment, the Montage appointment,
 * the final invoice deducting the deposit, and what the customer then finds in "Mein Konto".
 */

const outbox = () => process.env.E2E_OUTBOX_DIR!;
const toast = (page: Page) => page.getByRole('region', { name: 'Notification' });
const tomorrow = () => addDays(berlinClock(new Date()).day, 1);
/** The value of a `<dt>`/`<dd>` pair in a details list. */
const detail = (scope: Locator, term: string) => scope.locator(`dt:text-is("${term}") + dd`);
/** "1.426,81 €" → 142681 */
const centsOf = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', ''));

/** A status change from the order's details: the button, then the confirmation with an optional note. */
async function moveOrder(admin: Page, details: Locator, action: string, label: string, note = '') {
  await details.getByRole('group', { name: 'Status ändern' }).getByRole('button', { name: action, exact: true }).click();
  const confirm = admin.getByRole('alertdialog', { name: 'Status ändern' });
  await expect(confirm).toContainText(`bekommt den Status „${label}“.`);
  if (note) await confirm.getByLabel('Nachricht an den Kunden (optional)').fill(note);
  await expect(confirm.getByRole('checkbox', { name: 'Kunden per E-Mail informieren', exact: true })).toBeChecked();
  await confirm.getByRole('button', { name: action, exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(toast(admin)).toContainText(label);
  await expect(detail(details, 'Status')).toHaveText(label);
}

/** "… erstellen" in the order's invoices, confirmed; the toast names the new number. */
async function issueInvoice(admin: Page, details: Locator, label: string) {
  await details.getByRole('button', { name: label, exact: true }).click();
  const confirm = admin.getByRole('alertdialog', { name: `${label}?` });
  await confirm.getByRole('button', { name: label, exact: true }).click();
  await expect(toast(admin)).toContainText(/RE-\d{4}-\d{4} erstellt/);
}

/** The calendar file attached to a mail, decoded from its base64 MIME part. */
function calendarAttachment(mail: string): string {
  const part = mail.split(/\r?\n--/).find((section) => /Content-Type: text\/calendar/i.test(section));
  expect(part, 'the mail has a text/calendar part').toBeTruthy();
  expect(part).toMatch(/filename="?termin\.ics"?/);
  const body = part!
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join('')
    .replace(/\s/g, '');
  return Buffer.from(body, 'base64').toString('utf8');
}

test('from the accepted order to its payment: status, deposit, payment, Montage, final invoice, the customer’s account', async ({
  page,
  db,
  uid,
  browser,
}) => {
  test.setTimeout(120_000);
  const buero = await createAccount(db, 'buero');
  const { customer, orderId, orderNumber } = await acceptedOrder(page.request, db, uid, (await createAccount(db, 'vertrieb')).token);
  const email = customer.user.email;
  const admin = await (await browser.newContext()).newPage();
  await storeSessionInBrowser(admin, buero.token, buero.stored);

  // The office opens the order and confirms it, with a note to the customer, who is mailed.
  await admin.goto(`/admin/orders/${orderId}`);
  await islandsHydrated(admin);
  await expect(admin.getByRole('heading', { level: 1, name: `Auftrag ${orderNumber}`, exact: true })).toBeVisible();
  const details = admin.getByRole('main');
  await expect(detail(details, 'Status')).toHaveText('In Bearbeitung');
  const grossText = (await details.getByTestId('quote-gross').textContent())!.trim();
  // 2 × 500,00 € + 199,00 € net, plus 19 % USt.
  const gross = centsOf(grossText);
  expect(gross).toBe(142_681);
  const deposit = Math.floor((gross * 30 + 50) / 100);
  const remaining = gross - deposit;
  expect([deposit, remaining]).toEqual([42_804, 99_877]);

  const note = `Ihre Fenster sind bestellt, die Fertigung dauert etwa sechs Wochen (${uid}).`;
  await moveOrder(admin, details, 'Bestätigen', 'Bestätigt', note);
  await expect(details.getByRole('listitem').filter({ hasText: `An den Kunden: ${note}` })).toContainText('Kunde per E-Mail informiert');
  await waitForMail(outbox(), email, note);

  // The deposit invoice: 30 % of the gross.
  const invoices = details.getByRole('region', { name: 'Rechnungen zum Auftrag', exact: true });
  await expect(invoices).toContainText('Noch keine Rechnung.');
  await expect(invoices.getByRole('button', { name: 'Schlussrechnung erstellen', exact: true })).toHaveCount(0);
  await issueInvoice(admin, details, 'Anzahlungsrechnung erstellen');
  const depositEntry = invoices.getByRole('listitem').filter({ hasText: 'Anzahlungsrechnung' });
  await expect(depositEntry).toContainText(formatCents(deposit));
  await expect(depositEntry).toContainText('Offen');
  await expect(invoices.getByRole('button', { name: 'Anzahlungsrechnung erstellen', exact: true })).toHaveCount(0);

  // "Rechnungen": the deposit is paid in full.
  await invoices.getByRole('link', { name: /^Anzahlungsrechnung RE-/ }).click();
  await expect(admin).toHaveURL(/\/admin\/invoices\?invoice=\d+/);
  const depositDialog = admin.getByRole('dialog', { name: /^Anzahlungsrechnung RE-/ });
  await expect(detail(depositDialog, 'Zu zahlen')).toHaveText(formatCents(deposit));
  const payment = depositDialog.getByRole('form', { name: 'Zahlung erfassen', exact: true });
  await expect(payment.getByLabel('Betrag', { exact: true })).toHaveValue(formatCents(deposit).replace(/\s€$/, ''));
  await payment.getByRole('button', { name: 'Zahlung erfassen', exact: true }).click();
  await expect(toast(admin)).toContainText('Zahlung erfasst');
  await expect(detail(depositDialog, 'Bezahlt / offen')).toHaveText(`${formatCents(deposit)} / ${formatCents(0)}`);
  await expect(depositDialog.getByText('Bezahlt', { exact: true })).toBeVisible();
  await expect(payment).toHaveCount(0);
  await depositDialog.getByRole('button', { name: 'Schließen', exact: true }).click();

  // Back in the order: the Montage appointment, mailed to the customer with a calendar file.
  await admin.goto(`/admin/orders/${orderId}`);
  await islandsHydrated(admin);
  await expect(depositEntry).toContainText('Bezahlt');
  const appointments = details.getByRole('region', { name: 'Termine', exact: true });
  await appointments.getByRole('button', { name: 'Montage-Termin eintragen', exact: true }).click();
  await appointments.getByLabel('Datum', { exact: true }).fill(tomorrow());
  await appointments.getByLabel('Von', { exact: true }).fill('07:30');
  await appointments.getByLabel('Bis', { exact: true }).fill('15:00');
  await appointments.getByLabel('Notiz für den Kunden', { exact: true }).fill('Bitte die Fensterbänke freiräumen.');
  await appointments.getByRole('button', { name: 'Termin eintragen', exact: true }).click();
  await expect(appointments.getByText('07:30–15:00 Uhr', { exact: true })).toBeVisible();
  await expect(appointments.getByText('Musterstraße 12, 20095 Hamburg', { exact: true })).toBeVisible();
  const montageMail = await waitForMail(outbox(), email, 'termin.ics');
  expect(montageMail).toContain('hiermit bestätigen wir Ihren Montage-Termin:');
  const calendar = calendarAttachment(montageMail);
  expect(calendar).toContain('BEGIN:VCALENDAR');
  expect(calendar).toContain('METHOD:REQUEST');
  expect(calendar).toMatch(new RegExp(`DTSTART[^\\r\\n]*${tomorrow().replace(/-/g, '')}T`));

  // In production, then completed; now the final invoice, which deducts the deposit.
  await moveOrder(admin, details, 'In Produktion geben', 'In Produktion');
  await expect(invoices.getByRole('button', { name: 'Schlussrechnung erstellen', exact: true })).toHaveCount(0);
  // Closing before tomorrow's Montage asks first (issue 33, item 6).
  await details.getByRole('group', { name: 'Status ändern' }).getByRole('button', { name: 'Abschließen', exact: true }).click();
  const early = admin.getByRole('alertdialog', { name: 'Status ändern' });
  await expect(early).toContainText('Die Montage dieses Auftrags ist erst am');
  await early.getByRole('button', { name: 'Abschließen', exact: true }).click();
  await expect(early.getByText('Bitte bestätigen Sie, dass der Auftrag vor der Montage abgeschlossen wird.')).toBeVisible();
  await early.getByRole('checkbox', { name: 'Ja, den Auftrag vor der Montage abschließen' }).check();
  await early.getByRole('button', { name: 'Abschließen', exact: true }).click();
  await expect(early).toBeHidden();
  await expect(detail(details, 'Status')).toHaveText('Abgeschlossen');
  await expect(details.getByRole('group', { name: 'Status ändern' })).toHaveCount(0);
  await issueInvoice(admin, details, 'Schlussrechnung erstellen');
  const finalEntry = invoices.getByRole('listitem').filter({ hasText: 'Schlussrechnung' });
  await expect(finalEntry).toContainText(formatCents(remaining));
  await expect(finalEntry).toContainText('Offen');
  await finalEntry.getByRole('link', { name: /^Schlussrechnung RE-/ }).click();
  const finalDialog = admin.getByRole('dialog', { name: /^Schlussrechnung RE-/ });
  await expect(detail(finalDialog, 'Brutto')).toContainText(grossText);
  await expect(detail(finalDialog, 'Abzüglich Anzahlungen')).toHaveText(formatCents(deposit));
  await expect(detail(finalDialog, 'Zu zahlen')).toHaveText(formatCents(remaining));
  await expect(detail(finalDialog, 'Bezahlt / offen')).toHaveText(`${formatCents(0)} / ${formatCents(remaining)}`);

  // The customer, logged in: the appointment, both invoices with their status, the office's note.
  await storeSessionInBrowser(page, customer.token, customer.stored);
  await page.goto('/dashboard');
  await islandsHydrated(page);
  const ownAppointments = page.getByRole('region', { name: 'Ihre Termine', exact: true });
  await expect(ownAppointments.getByRole('listitem')).toHaveCount(1);
  await expect(ownAppointments.getByRole('listitem')).toContainText(/^Montage: .+, 07:30–15:00 Uhr/);
  await expect(ownAppointments).toContainText('Ort: Musterstraße 12, 20095 Hamburg');
  await expect(ownAppointments).toContainText('Bitte die Fensterbänke freiräumen.');

  const ownInvoices = page.getByRole('region', { name: 'Ihre Rechnungen', exact: true });
  await expect(ownInvoices.getByRole('listitem')).toHaveCount(2);
  const ownDeposit = ownInvoices.getByRole('listitem').filter({ hasText: 'Anzahlungsrechnung' });
  await expect(ownDeposit).toContainText(`Auftrag ${orderNumber}`);
  await expect(ownDeposit).toContainText(`${formatCents(deposit)} · Bezahlt`);
  await expect(ownDeposit).not.toContainText('offen');
  const ownFinal = ownInvoices.getByRole('listitem').filter({ hasText: 'Schlussrechnung' });
  await expect(ownFinal).toContainText(`${formatCents(remaining)} · Offen · offen ${formatCents(remaining)}, fällig am`);

  const orders = page.getByRole('list', { name: 'Bestellungen', exact: true });
  await expect(orders).toContainText('Abgeschlossen');
  await orders.getByRole('button', { name: `Details ansehen zu Bestellung ${orderNumber}`, exact: true }).click();
  const updates = orders.getByRole('region', { name: 'Nachrichten zu Ihrer Bestellung', exact: true });
  await expect(updates.getByRole('listitem').filter({ hasText: note })).toContainText('Bestätigt');

  // The final invoice reached the customer by mail, with its PDF and a personal link that opens on a phone
  // without an account and says what is still to pay, and where.
  const invoiceMail = await waitForMail(outbox(), email, 'Subject: Schlussrechnung RE-');
  expect(invoiceMail).toMatch(/Content-Type: application\/pdf;\s*name="?Rechnung-RE-\d{4}-\d{4}\.pdf/);
  const invoiceLink = /\/rechnung\/[A-Za-z0-9_-]{43}/.exec(invoiceMail)?.[0];
  expect(invoiceLink, 'the mail carries the invoice link').toBeDefined();
  const phone = await page
    .context()
    .browser()!
    .newContext({ viewport: { width: 390, height: 844 }, locale: 'de-DE' });
  const onPhone = await phone.newPage();
  await onPhone.goto(invoiceLink!);
  await expect(onPhone.getByRole('heading', { level: 1 })).toHaveText(/^Schlussrechnung RE-\d{4}-\d{4}$/);
  await expect(onPhone.getByRole('heading', { name: `Noch offen: ${formatCents(remaining)}, fällig am` })).toBeVisible();
  await expect(onPhone.getByText(/^DE\d{2}/)).toBeVisible();
  await expect(onPhone.getByRole('link', { name: 'Rechnung als PDF herunterladen' })).toBeVisible();
  expect(await onPhone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await phone.close();
  await admin.context().close();
});
