import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { leadHistory, leads } from '../../api/src/platform/db/schema.ts';
import { insertLeads, leadValues } from '../../api/testing/test-leads.ts';
import { createAccount, login, signedInAccount, storeSessionInBrowser } from './support/accounts.ts';
import { expect, test } from './support/test.ts';
import { islandsHydrated } from './support/hydration.ts';

const toast = (page: Page) => page.getByRole('region', { name: 'Notification' });
const next = (page: Page) => page.getByRole('button', { name: 'Weiter', exact: true });

/** A visitor's quote request through the real funnel. */
async function submitFunnel(page: Page, { vorname, nachname, email }: { vorname: string; nachname: string; email: string }) {
  await page.goto('/funnel');
  await islandsHydrated(page);
  await page.getByRole('button', { name: /^Anbau/ }).click();
  await page.getByRole('button', { name: /^Haustür/ }).click();
  await next(page).click();
  const row = page.getByRole('listitem', { name: 'Zeile 1' });
  await row.getByLabel('Produkt').selectOption('haustuer');
  await row.getByLabel('Breite (cm)').fill('100');
  await row.getByLabel('Höhe (cm)').fill('210');
  await next(page).click();
  await page.getByRole('button', { name: /^Holz-Alu/ }).click();
  await page.getByRole('button', { name: /^3-fach/ }).click();
  await page.getByLabel('PLZ / Ort').fill('24103 Kiel');
  await page.getByRole('button', { name: /^Nein, nur Lieferung/ }).click();
  await page.getByLabel('Vorname').fill(vorname);
  await page.getByLabel('Nachname').fill(nachname);
  await page.getByLabel('E-Mail').fill(email);
  await page.getByLabel('Nachricht (optional)').fill('=1+1 bitte Rückruf');
  await next(page).click();
  await page.getByRole('checkbox', { name: /Datenschutzhinweise/ }).check();
  await page.getByRole('button', { name: 'Angebot anfordern' }).click();
  await expect(page).toHaveURL(/\/thank-you$/);
}

test.describe('lead inbox', () => {
  test('a visitor asks for a quote; the admin finds, reads, works on, exports and deletes it', async ({ page, db, browser, uid }) => {
    const unique = uid;
    const nachname = `Größe${unique}`;
    const email = `inbox-${unique}@example.de`;
    const visitor = await browser.newPage();
    await submitFunnel(visitor, { vorname: 'Jürgen', nachname, email });
    await visitor.close();

    const admin = await createAccount(db, 'admin');
    await login(page, admin.user.username, admin.password);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByText('Anfragen gesamt')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Funnel-Analyse' })).toBeVisible();

    // Found by a search with different case and umlauts; the filter is in the address.
    await page.getByRole('searchbox', { name: 'Suche' }).fill(nachname.toUpperCase());
    await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(nachname.toUpperCase())}`));
    const table = page.getByRole('table', { name: 'Anfragen' });
    await expect(table.getByRole('row')).toHaveCount(2);
    const row = table.getByRole('row', { name: new RegExp(nachname) });
    await expect(row).toContainText('Anbau / Erweiterung');
    await expect(row).toContainText('Haustür');
    await expect(row).toContainText('24103 Kiel');
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Suche' })).toHaveValue(nachname.toUpperCase());
    await expect(table.getByRole('row')).toHaveCount(2);

    // The lead's own page: every section, with the spec's labels; opening it marks the lead read.
    await row.getByRole('link', { name: `Anfrage von Jürgen ${nachname} öffnen` }).click();
    await expect(page).toHaveURL(/\/admin\/leads\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: /^Anfrage A-[A-Z0-9]+$/ })).toBeVisible();
    const section = (name: string) => page.getByRole('region', { name, exact: true });
    await expect(section('Kontakt')).toContainText(email);
    await expect(section('Anfrage')).toContainText('Holz-Alu');
    await expect(section('Anfrage')).toContainText('Nein, nur Lieferung');
    await expect(section('Anfrage')).toContainText('1 × Haustür: 100 × 210 cm');
    await expect(section('Anfrage')).toContainText('=1+1 bitte Rückruf');
    await expect(section('Herkunft und Einwilligungen')).toContainText(/zugestimmt am \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);
    await expect(section('Verlauf')).toContainText('eingegangen');

    // A note in the history; after a reload the history also has the opening. Back returns to the list with its search.
    await section('Verlauf').getByLabel('Neue Notiz').fill('Kunde ruft Montag an');
    await section('Verlauf').getByRole('button', { name: 'Notiz speichern' }).click();
    await expect(toast(page)).toContainText('Notiz gespeichert');
    await expect(section('Verlauf')).toContainText('Kunde ruft Montag an');
    await page.reload();
    await expect(section('Verlauf')).toContainText(/Anfrage geöffnet[\s\S]*Kunde ruft Montag an/);
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/admin/dashboard\\?q=${encodeURIComponent(nachname.toUpperCase())}$`));
    await expect(page.getByRole('searchbox', { name: 'Suche' })).toHaveValue(nachname.toUpperCase());
    await expect(table.getByRole('row')).toHaveCount(2);

    // Status from the row's select, with the spec's toast; the server records who did it.
    await row.getByRole('combobox', { name: /^Status von/ }).selectOption('in_bearbeitung');
    await expect(toast(page)).toContainText('Status aktualisiert');
    await expect(toast(page)).toContainText('Der Lead-Status wurde erfolgreich geändert.');
    const [stored] = await db.select().from(leads).where(eq(leads.email, email));
    expect(stored!.status).toBe('in_bearbeitung');
    const history = await db.select().from(leadHistory).where(eq(leadHistory.leadId, stored!.id));
    expect(history.map((entry) => [entry.kind, entry.by])).toEqual([
      ['opened', admin.user.username],
      ['note', admin.user.username],
      ['status', admin.user.username],
    ]);

    // CSV export of the filtered list: read the download.
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'CSV exportieren' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^anfragen-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await download.path())!, 'utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const lines = csv.slice(1).trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^Referenz;Eingang;Status;Quelle;Vorname;Nachname;E-Mail;/);
    expect(lines[1]).toContain(`;Jürgen;${nachname};${email};`);
    expect(lines[1]).toContain(';In Bearbeitung;');
    expect(lines[1]).toContain(";'=1+1 bitte Rückruf;");

    // Delete after the spec's confirmation; Abbrechen first keeps it.
    await row.getByRole('button', { name: /löschen$/ }).click();
    const confirmation = page.getByRole('alertdialog', { name: 'Lead löschen' });
    await expect(confirmation).toContainText(
      'Sind Sie sicher, dass Sie diesen Lead löschen möchten? Diese Aktion kann nicht rückgängig gemacht werden.',
    );
    await confirmation.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: /löschen$/ }).click();
    await confirmation.getByRole('button', { name: 'Löschen' }).click();
    await expect(toast(page)).toContainText('Lead gelöscht');
    await expect(page.getByText('Keine Anfragen gefunden.')).toBeVisible();
    expect(await db.select().from(leads).where(eq(leads.email, email))).toEqual([]);
  });

  test('contact messages in the tab "Nachrichten"; the privacy screen gives access and erases', async ({ page, db, request, uid }) => {
    const email = `privat-${uid}@example.de`;
    const sent = await request.post('/api/contact', {
      data: { salutation: 'frau', name: 'Paula Privat', email, subject: 'beratung', message: 'Bitte um Rückruf.', privacy: true },
    });
    expect(sent.status()).toBe(201);
    const admin = await signedInAccount(page, db, 'admin');
    await login(page, admin.user.username, admin.password);
    await page.getByRole('button', { name: 'Nachrichten' }).click();
    await expect(page).toHaveURL(/tab=nachrichten/);
    await expect(page.getByRole('table', { name: 'Nachrichten' })).toContainText('Frau Paula Privat');

    await page.getByRole('navigation', { name: 'Backoffice' }).getByRole('link', { name: 'Datenschutz' }).click();
    await expect(page.getByRole('heading', { name: 'Datenschutz-Anfragen' })).toBeVisible();
    await page.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(email.toUpperCase());
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Auskunft herunterladen' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^auskunft-\d{4}-\d{2}-\d{2}\.txt$/);
    const report = readFileSync((await download.path())!, 'utf8');
    expect(report).toContain('Auskunft über Ihre gespeicherten Daten (Art. 15 DSGVO)');
    expect(report).toMatch(/Nachrichten \(1\)[\s\S]*Paula Privat[\s\S]*Bitte um Rückruf\./);
    const downloadingJson = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Als JSON (maschinenlesbar)' }).click();
    const data = JSON.parse(readFileSync((await (await downloadingJson).path())!, 'utf8'));
    expect(data.contactMessages).toEqual([expect.objectContaining({ name: 'Paula Privat', message: 'Bitte um Rückruf.' })]);

    await page.getByRole('button', { name: 'Alle Daten löschen' }).click();
    const confirmation = page.getByRole('alertdialog', { name: 'Daten löschen' });
    await expect(confirmation).toContainText('werden endgültig gelöscht');
    await confirmation.getByRole('button', { name: 'Endgültig löschen' }).click();
    await expect(toast(page)).toContainText('Daten gelöscht');
    await expect(page.getByRole('status').filter({ hasText: 'Gelöscht:' })).toContainText('Nachrichten: 1');
  });

  test('by keyboard: Enter on "Öffnen" opens the lead page, its reply dialog keeps focus, Back keeps the filters', async ({ page, db }) => {
    await insertLeads(db, [leadValues({ vorname: 'Tasta', nachname: 'Tur' })]);
    await signedInAccount(page, db, 'admin');
    await page.goto('/admin/dashboard?q=tasta&showCompleted=true');
    await islandsHydrated(page);
    const open = page.getByRole('link', { name: 'Anfrage von Tasta Tur öffnen' });
    await open.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin\/leads\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: /^Anfrage A-/ })).toBeVisible();

    // Tab reaches the page's first action; its dialog keeps focus inside, Escape closes it and focus goes back.
    const answer = page.getByRole('button', { name: 'Antworten', exact: true });
    for (let press = 0; press < 40 && !(await answer.evaluate((element) => element === document.activeElement)); press += 1) {
      await page.keyboard.press('Tab');
    }
    await expect(answer).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Antworten' });
    await expect(dialog.getByLabel('Betreff')).toBeVisible();
    for (let press = 0; press < 12; press += 1) {
      await page.keyboard.press(press % 3 === 2 ? 'Shift+Tab' : 'Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(answer).toBeFocused();

    // Back returns to the list as it was left: the search and the filters are still in the address and the form.
    await page.goBack();
    await expect(page).toHaveURL(/\/admin\/dashboard\?q=tasta&showCompleted=true$/);
    await expect(page.getByRole('searchbox', { name: 'Suche' })).toHaveValue('tasta');
    await expect(page.getByRole('checkbox', { name: 'Abgeschlossene anzeigen' })).toBeChecked();
    await expect(open).toBeVisible();
  });

  test('bulk actions: one status for the selected rows, then delete the rest with one confirmation', async ({ page, db, uid }) => {
    const tag = `Sammel${uid}`;
    await insertLeads(
      db,
      ['Eins', 'Zwei', 'Drei'].map((vorname) => leadValues({ vorname, nachname: tag })),
    );
    await signedInAccount(page, db, 'admin');
    await page.goto(`/admin/dashboard?q=${tag}`);
    const table = page.getByRole('table', { name: 'Anfragen' });
    await expect(table.getByRole('row')).toHaveCount(4);
    await table.getByRole('checkbox', { name: `Auswählen: Eins ${tag}` }).check();
    await table.getByRole('checkbox', { name: `Auswählen: Zwei ${tag}` }).check();
    const selection = page.getByRole('region', { name: 'Auswahl' });
    await expect(selection).toContainText('2 ausgewählt');
    await selection.getByRole('combobox', { name: 'Neuer Status der Auswahl' }).selectOption('abgeschlossen');
    await selection.getByRole('button', { name: 'Status setzen' }).click();
    await expect(toast(page)).toContainText('Status von 2 Einträgen geändert');
    await expect(table.getByRole('row')).toHaveCount(2);

    await table.getByRole('checkbox', { name: 'Alle auf dieser Seite auswählen' }).check();
    await selection.getByRole('button', { name: 'Ausgewählte löschen' }).click();
    const confirmation = page.getByRole('alertdialog', { name: 'Auswahl löschen' });
    await expect(confirmation).toContainText('1 Eintrag löschen');
    await confirmation.getByRole('button', { name: 'Alle löschen' }).click();
    await expect(toast(page)).toContainText('1 Eintrag gelöscht');
    await expect(page.getByText('Keine Anfragen gefunden.')).toBeVisible();
    const left = await db.select({ status: leads.status }).from(leads).where(eq(leads.nachname, tag));
    expect(left).toEqual([{ status: 'abgeschlossen' }, { status: 'abgeschlossen' }]);
  });

  test('a customer opening /admin/dashboard lands on /dashboard', async ({ page, db }) => {
    await signedInAccount(page, db, 'customer');
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page).not.toHaveURL(/\/admin\//);
  });

  test('an expired session on the dashboard goes to /login with "Session abgelaufen"', async ({ page, db }) => {
    const admin = await createAccount(db, 'admin');
    await storeSessionInBrowser(page, 'kein-gueltiges-token', admin.stored);
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    await expect(toast(page)).toContainText('Session abgelaufen');
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
  });

  test('at 390 px the list shows cards, and the filters survive a reload', async ({ page, db }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await insertLeads(db, [leadValues({ vorname: 'Karla', nachname: 'Karte', produkte: ['fenster'] })]);
    await signedInAccount(page, db, 'admin');
    await page.goto('/admin/dashboard?produkte=fenster&showCompleted=true&source=funnel&from=2020-01-01&q=karte');
    await expect(page.getByRole('list', { name: 'Anfragen' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Anfragen' })).toBeHidden();
    await expect(page.getByTestId('row-card').first()).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Fenster', exact: true })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Abgeschlossene anzeigen' })).toBeChecked();
    await expect(page.getByRole('combobox', { name: 'Quelle' })).toHaveValue('funnel');
    await expect(page.getByLabel('Eingang von')).toHaveValue('2020-01-01');
    await expect(page.getByTestId('row-card').filter({ hasText: 'Karla Karte' }).first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // The funnel table's four columns fit the width: no heading cut off at the edge ("Ab…").
    const steps = page.getByRole('region', { name: 'Schritte der Angebotsstrecke' });
    const fits = await steps.evaluate((region) => region.scrollWidth <= region.clientWidth);
    expect(fits).toBe(true);
    // The menu's link to the inbox starts from a clean list.
    const menu = page.getByRole('banner').getByRole('button', { name: 'Menü' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await page
      .getByRole('navigation', { name: 'Backoffice' })
      .getByRole('link', { name: /^Anfragen/ })
      .click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole('navigation', { name: 'Backoffice' })).toBeHidden();
    await expect(page.getByRole('checkbox', { name: 'Abgeschlossene anzeigen' })).not.toBeChecked();
  });
});
