import type { Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { mailTemplates } from '../../api/src/platform/db/schema.ts';
import { signedInAccount } from './support/accounts.ts';
import { islandsHydrated } from './support/hydration.ts';
import { axeViolations } from './support/screen-checks.ts';
import { expect, test } from './support/test.ts';

const toast = (page: Page) => page.getByRole('region', { name: 'Notification' });

test.describe('settings: reply templates', () => {
  test('the admin creates, edits and deletes a template (asked first); the screen and its dialogs pass axe', async ({ page, db, uid }) => {
    test.setTimeout(60_000);
    const name = `Absage ${uid}`;
    await signedInAccount(page, db, 'admin');

    // Reached from the sidebar, its last entry.
    await page.goto('/admin/dashboard');
    await islandsHydrated(page);
    const navigation = page.getByRole('navigation', { name: 'Backoffice' });
    await navigation.getByRole('link', { name: 'Einstellungen', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/settings$/);
    await expect(page.getByRole('heading', { name: 'Einstellungen', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Vorlagen', exact: true })).toHaveAttribute('aria-pressed', 'true');
    const table = page.getByRole('table', { name: 'Vorlagen' });
    await expect(table.getByRole('row', { name: /Rückfrage zu Ihrer Anfrage \{anfrage\}/ })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // New, by keyboard: the dialog starts at its first field and lists the placeholders.
    await page.getByRole('button', { name: 'Neue Vorlage' }).focus();
    await page.keyboard.press('Enter');
    const created = page.getByRole('dialog', { name: 'Neue Vorlage' });
    await expect(created.getByLabel('Name')).toBeFocused();
    await expect(created).toContainText('{vorname} {nachname} {anfrage} {plz} {produkte} {email} {telefon}');
    await created.getByRole('button', { name: 'Speichern' }).click();
    await expect(created.getByText('Bitte geben Sie einen Namen ein.')).toBeVisible();
    await expect(created.getByText('Bitte geben Sie einen Betreff ein.')).toBeVisible();
    await expect(created.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(await axeViolations(page)).toEqual([]);
    await created.getByLabel('Name').focus();
    await page.keyboard.type(name);
    await page.keyboard.press('Tab');
    await page.keyboard.type('Ihre Anfrage {anfrage}');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Guten Tag {vorname} {nachname},\n\nleider können wir Ihnen kein Angebot machen.');
    await created.getByRole('button', { name: 'Speichern' }).click();
    await expect(toast(page)).toContainText('Vorlage angelegt');
    await expect(created).toBeHidden();
    const row = table.getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText('Ihre Anfrage {anfrage}');
    const [stored] = await db.select().from(mailTemplates).where(eq(mailTemplates.name, name));
    expect(stored!.body).toBe('Guten Tag {vorname} {nachname},\n\nleider können wir Ihnen kein Angebot machen.');

    // Edit: the dialog starts with the stored values.
    await row.getByRole('button', { name: `Bearbeiten: ${name}` }).click();
    const edited = page.getByRole('dialog', { name: 'Vorlage bearbeiten' });
    await expect(edited.getByLabel('Name')).toHaveValue(name);
    await expect(edited.getByLabel('Text')).toHaveValue(stored!.body);
    await edited.getByLabel('Betreff').fill('Zu Ihrer Anfrage {anfrage}');
    await edited.getByRole('button', { name: 'Speichern' }).click();
    await expect(toast(page)).toContainText('Vorlage gespeichert');
    await expect(row).toContainText('Zu Ihrer Anfrage {anfrage}');
    expect((await db.select().from(mailTemplates).where(eq(mailTemplates.id, stored!.id)))[0]!.subject).toBe('Zu Ihrer Anfrage {anfrage}');

    // Delete asks first; "Abbrechen" keeps the template.
    await row.getByRole('button', { name: `Löschen: ${name}` }).click();
    const confirmation = page.getByRole('alertdialog', { name: 'Vorlage löschen' });
    await expect(confirmation).toContainText(`„${name}“`);
    await expect(confirmation.getByRole('button', { name: 'Abbrechen' })).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Enter');
    await expect(confirmation).toBeHidden();
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: `Löschen: ${name}` }).click();
    await confirmation.getByRole('button', { name: 'Löschen' }).click();
    await expect(toast(page)).toContainText('Vorlage gelöscht');
    await expect(row).toHaveCount(0);
    expect(await db.select().from(mailTemplates).where(eq(mailTemplates.id, stored!.id))).toEqual([]);

    // On a phone the templates are cards, with the same actions.
    await page.setViewportSize({ width: 390, height: 844 });
    const cards = page.getByRole('list', { name: 'Vorlagen' });
    await expect(cards.getByRole('listitem').filter({ hasText: 'Rückfrage' })).toBeVisible();
    await expect(cards.getByRole('button', { name: 'Bearbeiten: Rückfrage' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
