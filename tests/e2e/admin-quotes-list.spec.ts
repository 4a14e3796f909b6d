import { insertLeads, leadValues } from '../../api/testing/test-leads.ts';
import { createAccount, storeSessionInBrowser } from './support/accounts.ts';
import { islandsHydrated } from './support/hydration.ts';
import { axeViolations } from './support/screen-checks.ts';
import { expect, test } from './support/test.ts';

test.describe('"Angebote" in the back office', () => {
  test('a drafted quote is listed, filtered by status in the address, opened from its number; axe clean, cards at 390 px', async ({
    page,
    db,
    uid,
  }) => {
    test.setTimeout(60_000);
    // Two funnel leads of this test (other specs add quotes to the same server): one quote stays a draft,
    // the other is sent, both through the API as the lead's details would.
    const family = `Listentest${uid}`;
    const [draftLead, sentLead] = await insertLeads(db, [
      leadValues({ vorname: 'Erika', nachname: family, email: `erika-${uid}@example.de` }),
      leadValues({ vorname: 'Jürgen', nachname: family, email: `juergen-${uid}@example.de` }),
    ]);
    const admin = await createAccount(db, 'admin');
    const headers = { Authorization: `Bearer ${admin.token}` };
    const draft = async (leadId: number) => {
      const created = await page.request.post('/api/admin/quotes', { headers, data: { leadId } });
      expect(created.status()).toBe(201);
      return (await created.json()) as { id: number; number: string };
    };
    const drafted = await draft(draftLead!.id);
    const sent = await draft(sentLead!.id);
    // A funnel lead brings only its PLZ: the address window's street and town are typed in before sending.
    const current = (await (await page.request.get(`/api/admin/quotes/${sent.id}`, { headers })).json()) as {
      lines: unknown[];
      validUntil: string;
    };
    const customer = { name: `Jürgen ${family}`, address: { street: 'Musterstraße 12', postcode: '20095', city: 'Hamburg' } };
    const saved = await page.request.put(`/api/admin/quotes/${sent.id}`, {
      headers,
      data: { lines: current.lines, validUntil: current.validUntil, customer },
    });
    expect(saved.status()).toBe(200);
    expect((await page.request.post(`/api/admin/quotes/${sent.id}/send`, { headers })).status()).toBe(200);

    // The sidebar leads to the list; the search narrows it to this test's quotes.
    await storeSessionInBrowser(page, admin.token, admin.stored);
    await page.goto('/admin/dashboard');
    await islandsHydrated(page);
    await page.getByRole('navigation', { name: 'Backoffice' }).getByRole('link', { name: 'Angebote', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/quotes$/);
    await expect(page.getByRole('heading', { name: 'Angebote', level: 1 })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Suche' }).fill(family.toUpperCase());
    await expect(page).toHaveURL(new RegExp(`q=${family.toUpperCase()}`));
    const table = page.getByRole('table', { name: 'Angebote' });
    const rowOf = (number: string) => table.getByRole('row').filter({ has: page.getByRole('link', { name: number, exact: true }) });
    await expect(table.getByRole('row')).toHaveCount(3);
    await expect(table.getByRole('row').nth(1)).toContainText(sent.number);
    await expect(rowOf(sent.number)).toContainText('Versendet');
    const draftRow = rowOf(drafted.number);
    await expect(draftRow).toContainText(`Erika ${family}`);
    await expect(draftRow).toContainText('Entwurf');
    await expect(draftRow).toContainText('0,00 €');
    await expect(draftRow).toContainText(/\d{2}\.\d{2}\.\d{4}/);
    await expect(draftRow.getByRole('link', { name: `Anfrage ${draftLead!.reference}` })).toHaveAttribute(
      'href',
      `/admin/leads/${draftLead!.id}`,
    );
    expect(await axeViolations(page)).toEqual([]);

    // The status filter goes into the address and survives a reload.
    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Entwurf' });
    await expect(page).toHaveURL(/status=draft/);
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(rowOf(drafted.number)).toBeVisible();
    await page.reload();
    await islandsHydrated(page);
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('draft');
    await expect(page.getByRole('searchbox', { name: 'Suche' })).toHaveValue(family.toUpperCase());
    await expect(table.getByRole('row')).toHaveCount(2);
    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Angenommen' });
    await expect(page.getByText('Keine Angebote für diese Filter.')).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/status=draft/);

    // The number opens the quote's screen; Back returns to the filtered list.
    await rowOf(drafted.number).getByRole('link', { name: drafted.number }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/quote\\?id=${drafted.id}$`));
    await expect(page.getByRole('heading', { name: `Angebot ${drafted.number}` })).toBeVisible();
    await expect(page.getByTestId('quote-status')).toHaveText('Entwurf');
    await page.goBack();
    await expect(rowOf(drafted.number)).toBeVisible();

    // At 390 px the rows are cards and nothing scrolls sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    const cards = page.getByRole('list', { name: 'Angebote' });
    await expect(cards.getByRole('listitem')).toHaveCount(1);
    await expect(cards.getByRole('listitem')).toContainText(`Erika ${family}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeViolations(page)).toEqual([]);
  });
});
