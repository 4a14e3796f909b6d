import type { Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { users } from '../../api/src/platform/db/schema.ts';
import { insertLeads, leadValues } from '../../api/testing/test-leads.ts';
import { createAccount, storeSessionInBrowser } from './support/accounts.ts';
import { islandsHydrated } from './support/hydration.ts';
import { axeViolations } from './support/screen-checks.ts';
import { expect, test } from './support/test.ts';

/** An owner with a name of their own: the pickers list every active person of the shared server. */
async function signedInOwner(page: Page, db: Parameters<typeof createAccount>[0], uid: string) {
  const owner = await createAccount(db, 'admin');
  const lastName = `Zuweisung${uid}`;
  await db.update(users).set({ firstName: 'Ina', lastName }).where(eq(users.id, owner.user.id));
  await storeSessionInBrowser(page, owner.token, owner.stored);
  return { ...owner, name: `Ina ${lastName}` };
}

test.describe('assignment', () => {
  test('the owner assigns a lead to themselves and finds it under "Mir zugewiesen"', async ({ page, db, uid }) => {
    const owner = await signedInOwner(page, db, uid);
    const [lead] = await insertLeads(db, [leadValues({ vorname: 'Zora', nachname: `Zugewiesen${uid}` })]);
    const customerName = `Zora Zugewiesen${uid}`;

    await page.goto(`/admin/leads/${lead!.id}`);
    await islandsHydrated(page);
    const picker = page.getByRole('combobox', { name: 'Zuständig', exact: true });
    await expect(picker).toHaveValue('');
    // By keyboard: focus the select and choose the person.
    await picker.focus();
    await picker.selectOption({ label: owner.name });
    await expect(page.getByText(`Zugewiesen an ${owner.name}`, { exact: true }).first()).toBeVisible();
    await expect(picker).toHaveValue(String(owner.user.id));
    await expect(page.getByRole('region', { name: 'Verlauf', exact: true })).toContainText(`Zugewiesen an ${owner.name}`);
    expect(await axeViolations(page)).toEqual([]);

    await page.goto('/admin/dashboard');
    await islandsHydrated(page);
    const views = page.getByRole('group', { name: 'Ansicht der Anfragen' });
    await views.getByRole('button', { name: 'Mir zugewiesen', exact: true }).click();
    await expect(page).toHaveURL(/assigned=me/);
    await expect(views.getByRole('button', { name: 'Mir zugewiesen', exact: true })).toHaveAttribute('aria-pressed', 'true');
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: customerName, exact: true }) });
    await expect(row).toBeVisible();
    await expect(row.getByRole('cell', { name: owner.name, exact: true })).toBeVisible();
    // Only the owner's: a lead nobody has is not in this view.
    const [other] = await insertLeads(db, [leadValues({ vorname: 'Niemand', nachname: `Zugewiesen${uid}` })]);
    await page.reload();
    await islandsHydrated(page);
    await expect(row).toBeVisible();
    await expect(page.getByRole('link', { name: `Niemand Zugewiesen${uid}`, exact: true })).toHaveCount(0);
    expect(other).toBeDefined();
  });

  test('the picker fits a 390 px wide phone', async ({ page, db, uid }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signedInOwner(page, db, uid);
    const [lead] = await insertLeads(db, [leadValues({ vorname: 'Klein', nachname: `Telefon${uid}` })]);
    await page.goto(`/admin/leads/${lead!.id}`);
    await islandsHydrated(page);
    const picker = page.getByRole('combobox', { name: 'Zuständig', exact: true });
    await expect(picker).toBeVisible();
    await expect(picker).toBeEnabled();
    const box = await picker.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
