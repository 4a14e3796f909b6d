import { eq } from 'drizzle-orm';
import type { Page } from '@playwright/test';
import { validateSessionToken } from '../../api/src/features/accounts/session.ts';
import { users } from '../../api/src/platform/db/schema.ts';
import { createAccount, login, storeSessionInBrowser } from './support/accounts.ts';
import { readOutbox } from './support/outbox.ts';
import { expect, test } from './support/test.ts';
import { islandsHydrated } from './support/hydration.ts';

const toast = (page: Page) => page.getByRole('region', { name: 'Notification' });
const nav = (page: Page) => page.getByRole('navigation', { name: 'Hauptnavigation' });

test.describe('customer account', () => {
  test('register, log in, see the dashboard, edit the profile, log out', async ({ page, db, uid }) => {
    const suffix = uid;
    await page.goto('/register');
    await islandsHydrated(page);
    await page.getByRole('textbox', { name: 'Vorname' }).fill('Frida');
    await page.getByRole('textbox', { name: 'Nachname' }).fill('Förde');
    await page.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(`frida-${suffix}@example.de`);
    await page.getByRole('textbox', { name: 'Benutzername' }).fill(`frida-${suffix}`);
    await page.getByLabel('Passwort', { exact: true }).fill('sicher123');
    await page.getByLabel('Passwort bestätigen').fill('sicher124');
    await page.getByRole('button', { name: 'Konto erstellen' }).click();
    await expect(page.getByText('Passwörter stimmen nicht überein')).toBeVisible();
    await page.getByLabel('Passwort', { exact: true }).fill('kurz');
    await page.getByLabel('Passwort bestätigen').fill('kurz');
    await page.getByRole('button', { name: 'Konto erstellen' }).click();
    await expect(page.getByText('Passwort muss mindestens 6 Zeichen lang sein')).toBeVisible();
    await page.getByLabel('Passwort', { exact: true }).fill('sicher123');
    await page.getByLabel('Passwort bestätigen').fill('sicher123');
    await page.getByRole('button', { name: 'Konto erstellen' }).click();

    await expect(page).toHaveURL(/\/login$/);
    await expect(toast(page)).toContainText('Registrierung erfolgreich');
    const [stored] = await db
      .select()
      .from(users)
      .where(eq(users.username, `frida-${suffix}`));
    expect(stored!.role).toBe('customer');

    await login(page, `frida-${suffix}`, 'sicher123');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Mein Konto' })).toBeVisible();
    await expect(page.getByText('Hallo Frida!')).toBeVisible();
    await expect(page.getByText('Aktiv', { exact: true })).toBeVisible();
    await expect(page.getByText('Noch keine Konfigurationen gespeichert')).toBeVisible();
    await expect(page.getByText('Noch keine Bestellungen vorhanden')).toBeVisible();
    await expect(page.getByText('Rechnungsadresse')).toHaveCount(0);
    await expect(nav(page).getByRole('link', { name: 'Profil' })).toHaveAttribute('href', '/dashboard');

    await page.getByRole('link', { name: 'Profil bearbeiten' }).click();
    await expect(page.getByRole('heading', { name: 'Profil bearbeiten' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Vorname' }).fill('');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Vorname ist erforderlich')).toBeVisible();
    await page.getByRole('textbox', { name: 'Vorname' }).fill('Frida');
    await page.getByRole('textbox', { name: 'Straße' }).first().fill('Hafenstraße');
    await page.getByRole('textbox', { name: 'Hausnummer' }).first().fill('12');
    await page.getByRole('textbox', { name: 'PLZ' }).first().fill('24937');
    await page.getByRole('textbox', { name: 'Ort' }).first().fill('Flensburg');
    await page.getByRole('checkbox', { name: 'Abweichende Rechnungsadresse angeben' }).check();
    await page.getByRole('group', { name: 'Rechnungsadresse' }).getByRole('textbox', { name: 'Firma (optional)' }).fill('Förde Bau GmbH');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(toast(page)).toContainText('Profil aktualisiert');
    await expect(toast(page)).toContainText('Ihre Daten wurden erfolgreich gespeichert');

    await page.getByRole('link', { name: 'Zurück zu Mein Konto' }).click();
    await expect(page.getByText('Hafenstraße 12')).toBeVisible();
    await expect(page.getByText('24937 Flensburg')).toBeVisible();
    await expect(page.getByText('Förde Bau GmbH')).toBeVisible();

    const token = await page.evaluate(() => localStorage.getItem('adminToken'));
    await page.getByRole('main').getByRole('button', { name: 'Abmelden' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(toast(page)).toContainText('Abgemeldet');
    await expect(nav(page).getByRole('link', { name: 'Login' })).toBeVisible();
    expect((await validateSessionToken(db, token!)).user).toBeNull();
  });

  test('a failed login says so', async ({ page }) => {
    await login(page, 'gibt-es-nicht', 'falsch-falsch');
    await expect(toast(page)).toContainText('Login fehlgeschlagen');
    await expect(toast(page)).toContainText('Benutzername oder Passwort falsch');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the login takes the e-mail address too, and says so in its label', async ({ page, db }) => {
    const customer = await createAccount(db);
    await page.goto('/login');
    await islandsHydrated(page);
    await page.getByRole('textbox', { name: 'Benutzername oder E-Mail-Adresse', exact: true }).fill(customer.user.email);
    await page.getByLabel('Passwort', { exact: true }).fill(customer.password);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a customer resets a forgotten password with the mailed link (ADR 032)', async ({ page, db }) => {
    const customer = await createAccount(db);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Passwort vergessen?', exact: true }).click();
    await expect(page).toHaveURL(/\/passwort-vergessen$/);
    await islandsHydrated(page);
    await page.getByRole('textbox', { name: 'Benutzername oder E-Mail-Adresse' }).fill(customer.user.email);
    await page.getByRole('button', { name: 'Link anfordern' }).click();
    await expect(toast(page)).toContainText('Falls es ein Kundenkonto mit diesem Benutzernamen oder dieser E-Mail-Adresse gibt');
    await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });

    let link = '';
    await expect
      .poll(() => {
        const mail = readOutbox(process.env.E2E_OUTBOX_DIR!).find((entry) => entry.text.includes(`To: ${customer.user.email}`));
        link = /https?:\/\/\S+\/passwort-zuruecksetzen\?token=[A-Za-z0-9_-]+/.exec(mail?.text ?? '')?.[0] ?? '';
        return link;
      })
      .not.toBe('');
    await page.goto(new URL(link).pathname + new URL(link).search);
    await islandsHydrated(page);
    await page.getByLabel('Neues Passwort').fill('vergessen-neu');
    await page.getByLabel('Passwort bestätigen').fill('vergessen-neu');
    await page.getByRole('button', { name: 'Passwort speichern' }).click();
    await expect(toast(page)).toContainText('Passwort erfolgreich zurückgesetzt');
    await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });
    await login(page, customer.user.username, 'vergessen-neu');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("a taken username is refused with the server's message", async ({ page, db, uid }) => {
    const { user } = await createAccount(db);
    await page.goto('/register');
    await islandsHydrated(page);
    await page.getByRole('textbox', { name: 'Vorname' }).fill('Doppel');
    await page.getByRole('textbox', { name: 'Nachname' }).fill('Gänger');
    await page.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(`doppel-${uid}@example.de`);
    await page.getByRole('textbox', { name: 'Benutzername' }).fill(user.username);
    await page.getByLabel('Passwort', { exact: true }).fill('sicher123');
    await page.getByLabel('Passwort bestätigen').fill('sicher123');
    await page.getByRole('button', { name: 'Konto erstellen' }).click();
    await expect(toast(page)).toContainText('Registrierung fehlgeschlagen');
    await expect(toast(page)).toContainText('Dieser Benutzername ist bereits vergeben.');
  });

  test('a session the server no longer knows logs out and goes to /login', async ({ page }) => {
    await storeSessionInBrowser(page, 'abgelaufen-und-falsch', { id: 1, role: 'customer', username: 'alt' });
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    await expect(toast(page)).toContainText('Session abgelaufen');
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
  });

  test('a stored user record without its id is read again from the server, and the dashboard loads', async ({ page, db }) => {
    const { token, stored } = await createAccount(db);
    const { id, ...withoutId } = stored;
    await storeSessionInBrowser(page, token, withoutId);
    await page.goto('/dashboard');
    await expect(page.getByText('Noch keine Konfigurationen gespeichert')).toBeVisible();
    await expect(page.getByText('Noch keine Bestellungen vorhanden')).toBeVisible();
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('userData')))!)).toMatchObject({ id, username: stored.username });
  });

  test('a stored user record without its id and a token the server does not know goes to /login', async ({ page }) => {
    await storeSessionInBrowser(page, 'abgelaufen-und-falsch', { role: 'customer', username: 'alt' });
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    await expect(toast(page)).toContainText('Session abgelaufen');
  });
});

test.describe('session redirects', () => {
  test('customer screens without a session go to /login, with unreadable data too', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/customer/profile');
    await expect(page).toHaveURL(/\/login$/);
    await page.evaluate(() => {
      localStorage.setItem('adminToken', 'x');
      localStorage.setItem('userData', '{kaputt');
    });
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('admins on customer screens go to the back office, customers on admin screens to their account', async ({ page, db }) => {
    const admin = await createAccount(db, 'admin');
    const customer = await createAccount(db);
    await storeSessionInBrowser(page, admin.token, admin.stored);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);

    await storeSessionInBrowser(page, customer.token, customer.stored);
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Mein Konto' })).toBeVisible();
  });

  test('profile and analytics without a session go to /admin and on to /login; other screens to /login', async ({ page }) => {
    await page.goto('/admin/profile');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/admin/products');
    await expect(page).toHaveURL(/\/login$/);
    const visited: string[] = [];
    page.on('framenavigated', (frame) => frame === page.mainFrame() && visited.push(new URL(frame.url()).pathname));
    await page.goto('/admin/analytics');
    await expect(page).toHaveURL(/\/login$/);
    expect(visited).toContain('/admin');
  });

  test('/admin/login leads to /login', async ({ page }) => {
    await page.goto('/admin/login');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a login never follows a target off our site', async ({ page, db, baseURL }) => {
    const { user, password } = await createAccount(db);
    // Were the redirect to leave, it would go here; the request is stopped so no outside host is asked.
    await page.route(
      (url) => url.hostname === 'evil.example',
      (route) => route.abort(),
    );
    for (const next of ['/%09/evil.example', '/%5Cevil.example', 'javascript:alert(1)']) {
      await login(page, user.username, password, `/login?next=${next}`);
      await expect(page).toHaveURL(`${baseURL}/dashboard`);
      // Let the dashboard finish loading before the session goes, or its guard races the next navigation.
      await page.waitForLoadState('networkidle');
      await page.goto('/');
      await page.evaluate(() => localStorage.clear());
    }
  });

  test('a login from the shop returns to the shop', async ({ page, db }) => {
    const { user, password } = await createAccount(db);
    await login(page, user.username, password, '/login?next=/shop');
    await expect(page).toHaveURL((url) => url.pathname === '/shop');
  });
});
