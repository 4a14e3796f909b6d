import type { Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { leads, users } from '../../api/src/platform/db/schema.ts';
import { insertLeads, leadValues } from '../../api/testing/test-leads.ts';
import { leadOriginMessages } from '#features/leads/contract/lead-origin.ts';
import { createAccount, storeSessionInBrowser } from './support/accounts.ts';
import { islandsHydrated } from './support/hydration.ts';
import { axeViolations, overflowing } from './support/screen-checks.ts';
import { expect, test } from './support/test.ts';

/** "Wie kam der Kunde zu uns?" (ADR 062): the office's answer on the lead page and the owner's list of answers. */

const toast = (page: Page) => page.getByRole('region', { name: 'Notification' });

test.describe('lead origin', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the office answers "Wie kam der Kunde zu uns?" with Empfehlung by keyboard; the answer is stored and shown after a reload', async ({
    page,
    db,
    uid,
  }) => {
    const owner = await createAccount(db, 'admin');
    // A colleague with a long name: the "Zuständig" picker lists every active person and must still fit 390 px.
    const colleague = await createAccount(db, 'vertrieb');
    await db
      .update(users)
      .set({ firstName: 'Maximiliane-Charlotte', lastName: `Müller-Lüdenscheidt-Hohenstein${uid}` })
      .where(eq(users.id, colleague.user.id));
    const [lead] = await insertLeads(db, [leadValues({ vorname: 'Olga', nachname: `Herkunft${uid}` })]);
    await storeSessionInBrowser(page, owner.token, owner.stored);
    await page.goto(`/admin/leads/${lead!.id}`);
    await islandsHydrated(page);

    const select = page.getByRole('combobox', { name: 'Wie kam der Kunde zu uns?', exact: true });
    // Enabled once the owner's list is loaded; a lead from the site without a known origin asks for one.
    await expect(select).toBeEnabled();
    await expect(select).toHaveValue('');
    await expect(select.getByRole('option', { name: 'Bitte wählen' })).toBeAttached();
    expect(await axeViolations(page)).toEqual([]);
    expect(await overflowing(page)).toEqual([]);

    await select.focus();
    await select.selectOption('Empfehlung');
    await expect(toast(page)).toContainText(leadOriginMessages.saved('Empfehlung'));
    await expect(select).toHaveValue('Empfehlung');
    // Once answered there is nothing to "Bitte wählen" any more.
    await expect(select.getByRole('option', { name: 'Bitte wählen' })).toHaveCount(0);
    const [stored] = await db.select({ origin: leads.origin }).from(leads).where(eq(leads.id, lead!.id));
    expect(stored).toEqual({ origin: 'Empfehlung' });

    await page.reload();
    await islandsHydrated(page);
    await expect(select).toBeEnabled();
    await expect(select).toHaveValue('Empfehlung');
  });

  test('Einstellungen → Herkunft lists the answers the lead page offers; a list with an answer twice is refused and nothing is stored', async ({
    page,
    db,
  }) => {
    const owner = await createAccount(db, 'admin');
    const headers = { Authorization: `Bearer ${owner.token}` };
    const listed = await page.request.get('/api/admin/settings/lead-origins', { headers });
    expect(listed.status()).toBe(200);
    const { choices } = (await listed.json()) as { choices: string[] };
    expect(choices).toContain('Empfehlung');

    await storeSessionInBrowser(page, owner.token, owner.stored);
    await page.goto('/admin/settings');
    await islandsHydrated(page);
    await page.getByRole('group', { name: 'Bereich' }).getByRole('button', { name: 'Herkunft', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/settings\?tab=herkunft$/);
    await expect(page.getByRole('heading', { name: 'Wie kam der Kunde zu uns?', level: 2 })).toBeVisible();
    const answers = page.getByRole('textbox', { name: 'Antworten, eine je Zeile' });
    await expect(answers).toHaveValue(choices.join('\n'));
    expect(await axeViolations(page)).toEqual([]);
    expect(await overflowing(page)).toEqual([]);

    // An answer twice: refused with the reason at the field (old screens said only „Bitte prüfen Sie Ihre Eingaben.“); the stored list stays.
    await answers.fill([...choices, choices[0]].join('\n'));
    await page.getByRole('button', { name: 'Speichern', exact: true }).click();
    await expect(answers).toHaveAccessibleDescription(leadOriginMessages.choices);
    await expect(answers).toHaveAttribute('aria-invalid', 'true');
    expect(await axeViolations(page)).toEqual([]);
    const after = await page.request.get('/api/admin/settings/lead-origins', { headers });
    expect(((await after.json()) as { choices: string[] }).choices).toEqual(choices);
  });
});
