import { readFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import type { Database } from '../../api/src/platform/db/client.ts';
import { leads, users } from '../../api/src/platform/db/schema.ts';
import { createTestConfiguration } from '../../api/testing/test-configurations.ts';
import { createAccount, storeSessionInBrowser } from './support/accounts.ts';
import { islandsHydrated } from './support/hydration.ts';
import { waitForMail } from './support/outbox.ts';
import { axeViolations } from './support/screen-checks.ts';
import { expect, test } from './support/test.ts';
import { drawnOnTop } from './support/top-layer.ts';

const toast = (page: Page) => page.getByRole('region', { name: 'Notification' });
const outbox = () => process.env.E2E_OUTBOX_DIR!;
/**
 * A customer with a postal address and a saved configuration who asked for a quote on it (the dashboard's
 * request, through the API).
 */
async function customerWithRequest(page: Page, db: Database, uid: string) {
  const customer = await createAccount(db);
  await db
    .update(users)
    .set({ street: 'Musterstraße', houseNumber: '12', postalCode: '20095', city: 'Hamburg' })
    .where(eq(users.id, customer.user.id));
  const configuration = await createTestConfiguration(db, customer.user.id, { name: `Wohnzimmerfenster ${uid}` });
  const requested = await page.request.post(`/api/customer/configurations/${configuration.id}/quote-request`, {
    headers: { Authorization: `Bearer ${customer.token}` },
    data: { projektart: 'sanierung', nachricht: '', privacy: true },
  });
  expect(requested.status()).toBe(201);
  const [lead] = await db.select().from(leads).where(eq(leads.email, customer.user.email));
  return { ...customer, configuration, lead: lead! };
}

/** The back office in a browser of its own, logged in as a fresh admin. */
async function adminPage(browser: Browser, db: Database) {
  const admin = await createAccount(db, 'admin');
  // A context of its own (not browser.newPage()): axe runs its checks in a page it can open beside it.
  const page = await (await browser.newContext()).newPage();
  await storeSessionInBrowser(page, admin.token, admin.stored);
  return page;
}

/** From the inbox, the lead's page → "Angebot erstellen" → the quote editor with the lead's priced line. */
async function draftQuote(admin: Page, email: string) {
  await admin.goto(`/admin/dashboard?q=${encodeURIComponent(email)}`);
  await islandsHydrated(admin);
  await admin.getByRole('link', { name: 'Anfrage von Erika Muster öffnen' }).click();
  await expect(admin).toHaveURL(/\/admin\/leads\/\d+$/);
  await expect(admin.getByRole('heading', { level: 1, name: /^Anfrage A-/ })).toBeVisible();
  await expect(
    admin.getByRole('region', { name: 'Angebote', exact: true }).getByText('Zu dieser Anfrage gibt es noch kein Angebot.'),
  ).toBeVisible();
  await admin.getByRole('button', { name: 'Angebot erstellen' }).click();
  await expect(admin).toHaveURL(/\/admin\/quote\?id=\d+$/);
  await expect(admin.getByRole('heading', { name: /^Angebot AN-\d{4}-\d{4}$/ })).toBeVisible();
  await expect(admin.getByTestId('quote-status')).toHaveText('Entwurf');
}

test.describe('quotes and orders', () => {
  test('the operator quotes a configuration, the customer accepts it, the order moves to "In Produktion"', async ({
    page,
    db,
    browser,
    uid,
  }) => {
    test.setTimeout(60_000);
    const customer = await customerWithRequest(page, db, uid);
    const admin = await adminPage(browser, db);

    // The operator drafts the quote from the lead: the account's address is in it; the phone and a
    // different installation address are typed in, the PLZ checked.
    await draftQuote(admin, customer.user.email);
    const addressed = admin.getByRole('region', { name: 'Kunde und Anschrift' });
    await expect(addressed.getByLabel('Straße und Hausnummer').first()).toHaveValue('Musterstraße 12');
    await expect(addressed.getByLabel('Ort').first()).toHaveValue('Hamburg');
    await addressed.getByLabel('Telefon').fill('040 5550123');
    await addressed.getByRole('checkbox', { name: 'Montageadresse weicht ab' }).check();
    const installation = addressed.getByRole('group', { name: 'Montageadresse' });
    await installation.getByLabel('Straße und Hausnummer').fill('Gartenweg 3');
    await installation.getByLabel('PLZ').fill('2102');
    await installation.getByLabel('Ort').fill('Hamburg');

    // The operator adds Montage at 250,00 €; saving first names the missing price and the wrong PLZ.
    const lines = admin.getByRole('list', { name: 'Positionen' });
    await expect(lines.getByRole('listitem')).toHaveCount(1);
    await expect(lines.getByRole('listitem', { name: 'Position 1' }).getByLabel('Bezeichnung')).toHaveValue(/Kunststofffenster/);
    const productGross = await admin.getByTestId('quote-gross').textContent();
    // The preset (Einstellungen → Positionen) brings its price, gross on a consumer's draft; emptied, the price is asked for.
    await admin.getByRole('button', { name: '+ Montage je Fenster' }).click();
    const montage = lines.getByRole('listitem', { name: 'Position 2' });
    await expect(montage.getByLabel('Bezeichnung')).toHaveValue('Montage je Fenster');
    await montage.getByLabel('Einzelpreis brutto (€)').fill('');
    await admin.getByRole('button', { name: 'Speichern' }).click();
    await expect(montage.getByText('Bitte geben Sie einen Betrag in Euro ein, z. B. 1.234,56.')).toBeVisible();
    await expect(installation.getByText('Bitte geben Sie die fünfstellige PLZ der Montageadresse an, z. B. 10115.')).toBeVisible();
    await installation.getByLabel('PLZ').fill('21029');
    await montage.getByLabel('Einzelpreis brutto (€)').fill('250,00');
    await expect(montage.getByLabel('Summe Position 2')).toHaveText('250,00 €');
    expect(await axeViolations(admin)).toEqual([]);
    await expect(admin.getByTestId('quote-gross')).not.toHaveText(productGross!);
    await admin.getByRole('button', { name: 'Speichern' }).click();
    await expect(toast(admin)).toContainText('Angebot gespeichert');
    await expect(admin.getByRole('button', { name: 'Gespeichert' })).toBeDisabled();
    const gross = (await admin.getByTestId('quote-gross').textContent())!;
    const number = (await admin.getByRole('heading', { name: /^Angebot AN-/ }).textContent())!.replace('Angebot ', '');

    // Sending asks first, naming the recipient; then the quote is read-only and the customer has the mail.
    await admin.getByRole('button', { name: 'Angebot senden' }).click();
    const confirmSend = admin.getByRole('dialog', { name: 'Angebot senden' });
    await expect(confirmSend).toContainText(customer.user.email);
    await confirmSend.getByRole('button', { name: 'Jetzt senden' }).click();
    await expect(admin.getByTestId('quote-status')).toHaveText('Versendet');
    await expect(admin.getByRole('button', { name: 'Angebot senden' })).toHaveCount(0);
    await expect(admin.getByRole('table', { name: `Positionen von Angebot ${number}` })).toContainText('Montage');
    expect(await waitForMail(outbox(), customer.user.email, number)).toContain('application/pdf');

    // The customer sees the quote in the configuration's details, downloads the PDF and accepts it.
    await storeSessionInBrowser(page, customer.token, customer.stored);
    await page.goto('/dashboard');
    await islandsHydrated(page);
    const configurations = page.getByRole('list', { name: 'Gespeicherte Konfigurationen' });
    await expect(configurations).toContainText('Angeboten');
    await configurations.getByRole('button', { name: /^Details/ }).click();
    const quote = page.getByRole('region', { name: `Angebot ${number}`, exact: true });
    await expect(quote).toContainText('Montage');
    await expect(quote).toContainText(/Gültig bis \d{2}\.\d{2}\.\d{4}/);
    await expect(quote.getByTestId('quote-gross')).toHaveText(gross);
    // The price rule for a consumer (ADR 076): gross lines, the gross total emphasised, the USt. it contains.
    for (const label of ['Einzelpreis brutto', 'Gesamtbetrag inkl. 19 % USt.', 'enthaltene USt. 19 %', 'Nettobetrag'])
      await expect(quote).toContainText(label);
    expect(await axeViolations(page)).toEqual([]);
    const [download] = await Promise.all([page.waitForEvent('download'), quote.getByRole('button', { name: 'PDF herunterladen' }).click()]);
    expect(download.suggestedFilename()).toBe(`Angebot-${number}.pdf`);
    expect(
      readFileSync((await download.path())!)
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');

    await quote.getByRole('button', { name: 'Angebot annehmen' }).click();
    const accept = page.getByRole('dialog', { name: 'Angebot annehmen' });
    await expect(accept).toContainText('30 %');
    // Where to install and a phone for the appointment, prefilled from the quote, as through the link.
    await expect(accept.getByRole('group', { name: 'Wo sollen wir montieren?' })).toBeVisible();
    await expect(accept.getByLabel('Straße und Hausnummer')).not.toHaveValue('');
    await expect(accept.getByLabel('Telefon (für die Terminabsprache)')).toBeVisible();
    await accept.getByRole('button', { name: 'Angebot zahlungspflichtig annehmen' }).click();
    await expect(accept.getByText('Bitte bestätigen Sie die Bedingungen des Angebots.')).toBeVisible();
    await accept.getByRole('checkbox', { name: /Geschäftsbedingungen/ }).check();
    await accept.getByRole('button', { name: 'Angebot zahlungspflichtig annehmen' }).click();
    // The thanks take the form's place, their heading focused and in view (issue 33, item 5).
    const thanks = page.getByRole('dialog', { name: 'Angebot angenommen' });
    await expect(thanks.getByRole('heading', { name: 'Vielen Dank für Ihren Auftrag' })).toBeFocused();
    await expect(thanks.getByRole('heading', { name: 'Vielen Dank für Ihren Auftrag' })).toBeInViewport();
    await expect(thanks).toContainText(/Bestellung B-\d{4}-\d{4}/);
    await thanks.getByRole('button', { name: 'Zur Übersicht' }).click();
    const orders = page.getByRole('list', { name: 'Bestellungen' });
    await expect(orders).toContainText(/Bestellung B-\d{4}-\d{4}/);
    await expect(orders).toContainText('In Bearbeitung');
    await expect(configurations).toContainText('Bestellt');
    await expect(quote.getByRole('button', { name: 'Angebot annehmen' })).toHaveCount(0);
    await expect(quote).toContainText('Sie haben dieses Angebot angenommen: Bestellung B-');
    await orders.getByRole('button', { name: /^Details ansehen/ }).click();
    await expect(orders.getByRole('table')).toContainText('Montage');
    await expect(orders).toContainText('Gartenweg 3, 21029 Hamburg');
    await expect(orders).toContainText('040 5550123');
    const orderNumber = (await orders.getByText(/^Bestellung B-/).textContent())!.replace('Bestellung ', '');

    // The operator finds the order under "Aufträge" and moves it on; each step only where allowed.
    await admin.getByRole('navigation', { name: 'Backoffice' }).getByRole('link', { name: 'Aufträge' }).click();
    await admin.getByRole('searchbox', { name: 'Suche' }).fill(orderNumber);
    await expect(admin).toHaveURL(new RegExp(`q=${orderNumber}`));
    const row = admin.getByRole('row', { name: new RegExp(orderNumber) });
    await expect(row).toContainText('In Bearbeitung');
    await expect(row).toContainText(gross);
    await row.getByRole('link', { name: orderNumber }).click();
    await expect(admin).toHaveURL(/\/admin\/orders\/\d+$/);
    await expect(admin.getByRole('heading', { level: 1, name: `Auftrag ${orderNumber}` })).toBeVisible();
    const order = admin.getByRole('main');
    await expect(order).toContainText(number);
    await expect(order).toContainText('Montage');
    const orderAddresses = order.getByRole('definition');
    await expect(orderAddresses.filter({ hasText: 'Musterstraße 12, 20095 Hamburg' })).toHaveCount(1);
    await expect(orderAddresses.filter({ hasText: 'Gartenweg 3, 21029 Hamburg' })).toHaveCount(1);
    await expect(orderAddresses.filter({ hasText: '040 5550123' })).toHaveCount(1);
    const actions = order.getByRole('group', { name: 'Status ändern' });
    expect(await axeViolations(admin)).toEqual([]);
    await expect(actions.getByRole('button')).toHaveText(['Bestätigen', 'Stornieren']);
    await actions.getByRole('button', { name: 'Bestätigen' }).click();
    // Each change asks first, with a note to the customer and whether to mail them (issue 23).
    const confirmChange = admin.getByRole('alertdialog', { name: 'Status ändern' });
    await expect(confirmChange).toContainText(`Auftrag ${orderNumber} bekommt den Status „Bestätigt“.`);
    await confirmChange.getByLabel('Nachricht an den Kunden (optional)').fill('Die Fertigung dauert etwa sechs Wochen.');
    await expect(confirmChange.getByLabel('Kunden per E-Mail informieren')).toBeChecked();
    await confirmChange.getByRole('button', { name: 'Bestätigen' }).click();
    await expect(toast(admin)).toContainText('Bestätigt');
    await expect(order).toContainText('Kunde per E-Mail informiert');
    // The toast is drawn above the page.
    expect(await drawnOnTop(toast(admin).locator('[data-variant]'))).toBe(true);
    await expect(actions.getByRole('button')).toHaveText(['In Produktion geben', 'Abschließen', 'Stornieren']);
    await actions.getByRole('button', { name: 'In Produktion geben' }).click();
    await confirmChange.getByLabel('Kunden per E-Mail informieren').uncheck();
    await confirmChange.getByRole('button', { name: 'In Produktion geben' }).click();
    await expect(order.getByText('In Produktion').first()).toBeVisible();
    await expect(order).toContainText('Ohne E-Mail an den Kunden');
    await expect(actions.getByRole('button')).toHaveText(['Abschließen', 'Stornieren']);
    await order.getByRole('link', { name: '← Zurück zu den Aufträgen' }).click();
    await expect(admin.getByRole('row', { name: new RegExp(orderNumber) })).toContainText('In Produktion');

    // The customer's dashboard shows the new status.
    await page.reload();
    await islandsHydrated(page);
    await expect(orders).toContainText('In Produktion');
    // The office's note stands with the order in the customer's account.
    await orders.getByRole('button', { name: `Details ansehen zu Bestellung ${orderNumber}` }).click();
    await expect(orders).toContainText('Die Fertigung dauert etwa sechs Wochen.');
    await admin.context().close();
  });

  test('cancelling an order needs a reason', async ({ page, db, browser, uid }) => {
    const customer = await customerWithRequest(page, db, uid);
    const admin = await adminPage(browser, db);
    await draftQuote(admin, customer.user.email);
    await admin.getByRole('button', { name: 'Angebot senden' }).click();
    await admin.getByRole('dialog', { name: 'Angebot senden' }).getByRole('button', { name: 'Jetzt senden' }).click();
    await expect(admin.getByTestId('quote-status')).toHaveText('Versendet');
    const quoteId = Number(new URL(admin.url()).searchParams.get('id'));
    const accepted = await page.request.post(`/api/customer/quotes/${quoteId}/accept`, {
      headers: { Authorization: `Bearer ${customer.token}` },
      data: { termsAccepted: true },
    });
    expect(accepted.status()).toBe(201);
    const { order } = (await accepted.json()) as { order: { id: number; order_number: string } };

    await admin.goto(`/admin/orders/${order.id}`);
    await islandsHydrated(admin);
    const details = admin.getByRole('main');
    await expect(details.getByRole('heading', { level: 1, name: `Auftrag ${order.order_number}` })).toBeVisible();
    await details.getByRole('button', { name: 'Stornieren' }).click();
    const confirmation = admin.getByRole('alertdialog', { name: 'Auftrag stornieren' });
    await confirmation.getByRole('button', { name: 'Auftrag stornieren' }).click();
    await expect(confirmation.getByText('Bitte geben Sie einen Grund für die Stornierung an')).toBeVisible();
    await confirmation.getByLabel('Grund der Stornierung').fill('Kunde hat telefonisch storniert');
    await confirmation.getByRole('button', { name: 'Auftrag stornieren' }).click();
    await expect(confirmation).toBeHidden();
    await expect(details).toContainText('Kunde hat telefonisch storniert');
    await expect(details).toContainText('Dieser Auftrag ist abgeschlossen oder storniert');
    await expect(details.getByRole('group', { name: 'Status ändern' })).toHaveCount(0);
    await admin.context().close();
  });
});
