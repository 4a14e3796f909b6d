import type { Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { linePresets, quotes } from '../../api/src/platform/db/schema.ts';
import { insertLeads, leadValues } from '../../api/testing/test-leads.ts';
import { signedInAccount } from './support/accounts.ts';
import { islandsHydrated } from './support/hydration.ts';
import { axeViolations } from './support/screen-checks.ts';
import { expect, test } from './support/test.ts';

const toast = (page: Page) => page.getByRole('region', { name: 'Notification' });

test.describe('settings: line presets ("Positionen")', () => {
  test('the admin creates a preset (net price in euro, unit, labour), edits and deletes one, and adds it to a quote in the editor', async ({
    page,
    db,
    uid,
  }) => {
    test.setTimeout(60_000);
    const name = `Fensterbank ${uid}`;
    const admin = await signedInAccount(page, db, 'admin');

    // Einstellungen → Positionen lists the seeded presets with unit, net price and labour.
    await page.goto('/admin/settings');
    await islandsHydrated(page);
    await page.getByRole('button', { name: 'Positionen', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/settings\?tab=positionen$/);
    const table = page.getByRole('table', { name: 'Positionen' });
    await expect(table.getByRole('row', { name: /Montage je Fenster/ })).toContainText(/Stk\.\s*120,00\s€\s*Ja/);
    expect(await axeViolations(page)).toEqual([]);

    // New: the fields are checked in the browser, with German messages at the fields.
    await page.getByRole('button', { name: 'Neue Position' }).click();
    const created = page.getByRole('dialog', { name: 'Neue Position' });
    await expect(created.getByLabel('Bezeichnung')).toBeFocused();
    await created.getByLabel('Nettopreis (€)').fill('12,3x');
    await created.getByRole('button', { name: 'Speichern' }).click();
    await expect(created.getByLabel('Nettopreis (€)')).toHaveAttribute('aria-invalid', 'true');
    await created.getByLabel('Nettopreis (€)').fill('45,50');
    await created.getByRole('button', { name: 'Speichern' }).click();
    await expect(created.getByText('Bitte geben Sie eine Bezeichnung ein.')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await created.getByLabel('Bezeichnung').fill(name);
    await created.getByLabel('Einheit').selectOption('m');
    await created.getByLabel('Arbeitsleistung').check();
    await created.getByRole('button', { name: 'Speichern' }).click();
    await expect(toast(page)).toContainText('Position angelegt');
    await expect(created).toBeHidden();
    const row = table.getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText(/m\s*45,50\s€\s*Ja/);
    const [stored] = await db.select().from(linePresets).where(eq(linePresets.name, name));
    expect(stored).toMatchObject({ unit: 'm', netPrice: 4_550, labour: true });

    // Edit starts with the stored values.
    await row.getByRole('button', { name: `Bearbeiten: ${name}` }).click();
    const edited = page.getByRole('dialog', { name: 'Position bearbeiten' });
    await expect(edited.getByLabel('Nettopreis (€)')).toHaveValue('45,50');
    await expect(edited.getByLabel('Einheit')).toHaveValue('m');
    await expect(edited.getByLabel('Arbeitsleistung')).toBeChecked();
    await edited.getByLabel('Nettopreis (€)').fill('48,00');
    await edited.getByRole('button', { name: 'Speichern' }).click();
    await expect(toast(page)).toContainText('Position gespeichert');
    await expect(row).toContainText('48,00');

    // Delete asks first; "Abbrechen" keeps it. A spare preset goes, the new one stays for the quote.
    const spare = `Übrig ${uid}`;
    await db.insert(linePresets).values({ name: spare, unit: 'pauschal', netPrice: 100 });
    await page.reload();
    await islandsHydrated(page);
    const spareRow = table.getByRole('row', { name: new RegExp(spare) });
    await spareRow.getByRole('button', { name: `Löschen: ${spare}` }).click();
    const confirmation = page.getByRole('alertdialog', { name: 'Position löschen' });
    await expect(confirmation).toContainText(`„${spare}“`);
    await expect(confirmation.getByRole('button', { name: 'Abbrechen' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(spareRow).toBeVisible();
    await spareRow.getByRole('button', { name: `Löschen: ${spare}` }).click();
    await confirmation.getByRole('button', { name: 'Löschen' }).click();
    await expect(toast(page)).toContainText('Position gelöscht');
    await expect(spareRow).toHaveCount(0);

    // In the quote editor, "Position hinzufügen" offers the preset: a free line with its name, unit, price and labour.
    const [lead] = await insertLeads(db, [leadValues({ nachname: `Vorlage${uid}`, email: `vorlage-${uid}@example.de` })]);
    const draft = await page.request.post('/api/admin/quotes', {
      headers: { Authorization: `Bearer ${admin.token}` },
      data: { leadId: lead!.id },
    });
    expect(draft.status()).toBe(201);
    const { id } = (await draft.json()) as { id: number };
    await page.goto(`/admin/quote?id=${id}`);
    await islandsHydrated(page);
    const lines = page.getByRole('list', { name: 'Positionen' });
    // The funnel lead's one size row, without a price yet.
    await expect(lines.getByRole('listitem')).toHaveCount(1);
    await page
      .getByRole('group', { name: 'Position hinzufügen' })
      .getByRole('button', { name: `+ ${name}` })
      .click();
    const added = lines.getByRole('listitem', { name: 'Position 2' });
    await expect(added).toContainText('Leistung');
    await expect(added.getByLabel('Bezeichnung')).toHaveValue(name);
    await expect(added.getByLabel('Einheit')).toHaveValue('m');
    await expect(added.getByLabel('Arbeitsleistung')).toBeChecked();
    // A funnel request is a consumer's: the preset's 48,00 € net come with their VAT (ADR 076).
    await expect(added.getByLabel('Einzelpreis brutto (€)')).toHaveValue('57,12');
    await added.getByLabel('Menge').fill('3');
    await expect(added.getByLabel('Summe Position 2')).toHaveText('171,36 €');
    expect(await axeViolations(page)).toEqual([]);
    // The operator prices the size row before saving.
    await lines.getByRole('listitem', { name: 'Position 1' }).getByLabel('Einzelpreis brutto (€)').fill('300,00');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(toast(page)).toContainText('Angebot gespeichert');
    const [saved] = await db.select().from(quotes).where(eq(quotes.id, id));
    expect(saved!.lines.at(-1)).toEqual({
      kind: 'service',
      title: name,
      description: '',
      quantity: 3,
      unitPrice: 5_712,
      discount: 0,
      unit: 'm',
      labour: true,
    });
    // After a reload the line reads back as saved.
    await page.reload();
    await islandsHydrated(page);
    await expect(lines.getByRole('listitem', { name: 'Position 2' }).getByLabel('Einheit')).toHaveValue('m');
    await expect(page.getByRole('button', { name: 'Gespeichert' })).toBeDisabled();
  });
});
