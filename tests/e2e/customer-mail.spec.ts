import { eq } from 'drizzle-orm';
import type { Page } from '@playwright/test';
import { leads, savedConfigurations, users } from '../../api/src/platform/db/schema.ts';
import { accountMessages } from '#features/accounts/contract/account-messages.ts';
import { customerMessages } from '#features/accounts/contract/customer-messages.ts';
import { createTestConfiguration } from '../../api/testing/test-configurations.ts';
import { createAccount, storeSessionInBrowser } from './support/accounts.ts';
import { waitForMail } from './support/outbox.ts';
import { expect, test } from './support/test.ts';
import { islandsHydrated } from './support/hydration.ts';

const toast = (page: Page) => page.getByRole('region', { name: 'Notification' });
const outbox = () => process.env.E2E_OUTBOX_DIR!;

test.describe('customer e-mail address', () => {
  test('a new address counts only after its link was opened, by the logged-in account', async ({ page, db, uid }) => {
    const { user, token, stored, password } = await createAccount(db);
    const newEmail = `neu-${uid}@example.de`;
    await storeSessionInBrowser(page, token, stored);
    await page.goto('/customer/profile');
    await islandsHydrated(page);
    await page.getByRole('textbox', { name: 'E-Mail' }).fill(newEmail);
    await page.getByRole('button', { name: 'Speichern' }).click();

    await expect(toast(page)).toContainText(`Bestätigungslink an ${newEmail} gesendet`);
    await expect(page.getByRole('status').filter({ hasText: newEmail })).toHaveText(accountMessages.emailChangePending(newEmail));
    await expect(page.getByRole('textbox', { name: 'E-Mail' })).toHaveValue(user.email);
    expect((await db.select().from(users).where(eq(users.id, user.id)))[0]!.email).toBe(user.email);
    expect(await waitForMail(outbox(), user.email, newEmail)).toContain(`als neue E-Mail-Adresse ${newEmail} eingetragen`);

    const mail = await waitForMail(outbox(), newEmail, 'email-bestaetigen');
    const link = new URL(/https?:\/\/\S+\/customer\/email-bestaetigen\?token=[A-Za-z0-9_-]+/.exec(mail)![0]);

    // Opened on a device without a session: through the login and back.
    await page.evaluate(() => localStorage.clear());
    await page.goto(link.pathname + link.search);
    await expect(page).toHaveURL(/\/login\?next=/);
    await islandsHydrated(page);
    await page.getByRole('textbox', { name: 'Benutzername' }).fill(user.username);
    await page.getByLabel('Passwort').fill(password);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.getByRole('status')).toHaveText(accountMessages.emailConfirmed);
    expect((await db.select().from(users).where(eq(users.id, user.id)))[0]!.email).toBe(newEmail);

    await page.goto(link.pathname + link.search);
    await expect(page.getByRole('status')).toHaveText(accountMessages.emailConfirmFailed);
    await page.goto('/dashboard');
    await expect(page.getByText(newEmail)).toBeVisible();
  });
});

test.describe('quote request from the dashboard', () => {
  test("an open request shows a disabled button; a second request is refused with the server's message", async ({ page, db }) => {
    const { user, token, stored } = await createAccount(db);
    await createTestConfiguration(db, user.id, { name: 'Offene Anfrage', status: 'pending' });
    const draft = await createTestConfiguration(db, user.id, { name: 'Neues Fenster' });
    await storeSessionInBrowser(page, token, stored);
    await page.goto('/dashboard');

    const entry = (name: string) =>
      page.getByRole('list', { name: 'Gespeicherte Konfigurationen' }).getByRole('listitem').filter({ hasText: name });
    await expect(entry('Offene Anfrage').getByRole('button', { name: 'Angebot angefordert für Offene Anfrage' })).toBeDisabled();
    await expect(entry('Offene Anfrage')).toContainText('In Bearbeitung');

    await entry('Neues Fenster').getByRole('button', { name: 'Angebot anfordern für Neues Fenster' }).click();
    const dialog = page.getByRole('dialog', { name: 'Angebot anfordern' });
    await dialog.getByRole('combobox', { name: 'Projektart' }).selectOption('neubau');
    await dialog.getByRole('checkbox', { name: /Datenschutzhinweise/ }).check();
    // Requested meanwhile, in another tab.
    await db.update(savedConfigurations).set({ status: 'pending' }).where(eq(savedConfigurations.id, draft.id));
    await dialog.getByRole('button', { name: 'Angebot anfordern' }).click();

    await expect(toast(page)).toContainText(customerMessages.quoteAlreadyRequested);
    await expect(dialog).toBeHidden();
    await expect(entry('Neues Fenster').getByRole('button', { name: 'Angebot angefordert für Neues Fenster' })).toBeDisabled();
    expect(await db.select().from(leads).where(eq(leads.email, user.email))).toEqual([]);
  });
});
