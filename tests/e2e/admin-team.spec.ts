import { insertLeads, leadValues } from '../../api/testing/test-leads.ts';
import { createAccount, login, signedInAccount, storeSessionInBrowser } from './support/accounts.ts';
import { islandsHydrated } from './support/hydration.ts';
import { waitForMail } from './support/outbox.ts';
import { axeViolations } from './support/screen-checks.ts';
import { expect, test } from './support/test.ts';

test.describe('settings: team', () => {
  test('the owner invites a person, the mailed link sets up the account, the person logs in; deactivation asks first', async ({
    page,
    db,
    uid,
  }) => {
    test.setTimeout(60_000);
    const email = `team-${uid}@example.de`;
    const username = `team-${uid}`;
    const owner = await signedInAccount(page, db, 'admin');

    await page.goto('/admin/settings?tab=team');
    await islandsHydrated(page);
    await expect(page.getByRole('table', { name: 'Personen' }).getByRole('row', { name: new RegExp(owner.user.username) })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Person einladen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Person ins Team einladen' });
    await dialog.getByLabel('E-Mail-Adresse').fill(email);
    await dialog.getByLabel('Rolle').selectOption({ label: 'Inhaber' });
    await dialog.getByRole('button', { name: 'Einladen' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('table', { name: 'Offene Einladungen' })).toContainText(email);

    const mail = await waitForMail(process.env.E2E_OUTBOX_DIR!, email, 'team/einladung');
    const link = /https?:\/\/\S+\/team\/einladung\?token=[A-Za-z0-9_%-]+/.exec(mail)![0];

    await page.evaluate(() => localStorage.clear());
    await page.goto(new URL(link).pathname + new URL(link).search);
    await islandsHydrated(page);
    await expect(page.getByRole('heading', { name: 'Einladung ins Team' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel('Benutzername').fill(username);
    await page.getByLabel('Vorname').fill('Vera');
    await page.getByLabel('Nachname').fill('Vertrieb');
    await page.getByLabel('Passwort', { exact: true }).fill('team-passwort');
    await page.getByLabel('Passwort bestätigen').fill('anders');
    await page.getByRole('button', { name: 'Konto anlegen' }).click();
    await expect(page.getByText('Passwörter stimmen nicht überein')).toBeVisible();
    await page.getByLabel('Passwort bestätigen').fill('team-passwort');
    await page.getByRole('button', { name: 'Konto anlegen' }).click();
    // Signed in by choosing the password: straight into the back office, no second login.
    await expect(page).toHaveURL(/\/admin\/dashboard$/, { timeout: 10_000 });

    // Back as the owner: the new person is listed; deactivating asks first and says their sessions end.
    await storeSessionInBrowser(page, owner.token, owner.stored);
    await page.goto('/admin/settings?tab=team');
    await islandsHydrated(page);
    await page.getByRole('switch', { name: 'Vera Vertrieb ist aktiv' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Konto deaktivieren' });
    await expect(confirm).toContainText('Alle Sitzungen der Person enden sofort');
    await confirm.getByRole('button', { name: 'Deaktivieren' }).click();
    await expect(page.getByRole('switch', { name: 'Vera Vertrieb ist aktiv' })).not.toBeChecked();
  });

  test('a Vertrieb person invited by the owner signs in, sees leads but no catalogue, answers a lead, and the timeline names them', async ({
    page,
    db,
    uid,
  }) => {
    test.setTimeout(60_000);
    const email = `vertrieb-${uid}@example.de`;
    const username = `vertrieb-${uid}`;
    const [lead] = await insertLeads(db, [leadValues({ vorname: 'Kara', nachname: `Kundin${uid}`, email: `kara-${uid}@example.de` })]);
    const owner = await createAccount(db, 'admin');
    const invited = await page.request.post('/api/admin/team/invitations', {
      headers: { Authorization: `Bearer ${owner.token}` },
      data: { email, role: 'vertrieb' },
    });
    expect(invited.status()).toBe(201);
    const mail = await waitForMail(process.env.E2E_OUTBOX_DIR!, email, 'team/einladung');
    const token = new URL(/https?:\/\/\S+\/team\/einladung\?token=[A-Za-z0-9_%-]+/.exec(mail)![0]).searchParams.get('token')!;
    const created = await page.request.post(`/api/team/invitations/${token}`, {
      data: { username, password: 'team-passwort', firstName: 'Vito', lastName: 'Verkauf' },
    });
    expect(created.status()).toBe(201);

    await login(page, username, 'team-passwort');
    await expect(page).toHaveURL(/\/admin\/dashboard$/, { timeout: 10_000 });
    const sidebar = page.getByRole('navigation', { name: 'Backoffice' });
    await expect(sidebar.getByRole('link', { name: /^Anfragen/ })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Produktlinien' })).toHaveCount(0);
    await expect(sidebar.getByRole('link', { name: 'Einstellungen' })).toHaveCount(0);

    await page.goto(`/admin/leads/${lead!.id}`);
    await islandsHydrated(page);
    await page.getByRole('button', { name: 'Antworten' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Vorlage').selectOption({ label: 'Rückfrage' });
    await dialog.getByRole('button', { name: 'Senden' }).click();
    await expect(dialog).toBeHidden();
    const timeline = page.getByRole('region', { name: 'Verlauf' });
    // The person by name, with the username that stays unique (issue 21, item 4).
    await expect(timeline).toContainText(`Antwort · Vito Verkauf (${username})`);
    await expect(timeline).toContainText(`Geöffnet · Vito Verkauf (${username})`);
  });
});
