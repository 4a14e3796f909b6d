import { Secret, TOTP } from 'otpauth';
import type { Page } from '@playwright/test';
import { login, signedInAccount } from './support/accounts.ts';
import { islandsHydrated } from './support/hydration.ts';
import { expect, test } from './support/test.ts';

/** The code the person's app shows for the step `steps` away from now. */
const codeOf = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 });

const codeField = (page: Page) => page.getByRole('textbox', { name: 'Bestätigungscode', exact: true });

async function signOut(page: Page) {
  await page.goto('/admin/profile');
  await islandsHydrated(page);
  await page.getByRole('button', { name: 'Abmelden', exact: true }).first().click();
  await page.waitForURL((url) => !url.pathname.startsWith('/admin/profile'));
}

test.describe('two-factor sign-in', () => {
  test('the owner sets it up in the profile, then signs in with password and code; a recovery code works once; the code step fits 390 px', async ({
    page,
    db,
  }) => {
    test.setTimeout(90_000);
    const owner = await signedInAccount(page, db, 'admin');

    await page.goto('/admin/profile');
    await islandsHydrated(page);
    const section = page.getByRole('region', { name: 'Zwei-Faktor-Anmeldung', exact: true });
    await expect(section.getByText('Ausgeschaltet: Zur Anmeldung genügt Ihr Passwort.', { exact: true })).toBeVisible();
    await section.getByRole('button', { name: 'Einrichten', exact: true }).click();
    await expect(section.getByRole('img', { name: 'QR-Code für die Authenticator-App', exact: true }).locator('svg')).toBeVisible();
    const secret = (await section.locator('code[data-key]').textContent())!.trim();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await codeField(page).fill(codeOf(secret));
    await section.getByRole('button', { name: 'Einrichtung abschließen', exact: true }).click();

    const codes = section.getByRole('list', { name: 'Ihre Wiederherstellungscodes', exact: true }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    const recoveryCode = (await codes.first().textContent())!.trim();
    await expect(section.getByRole('button', { name: 'Herunterladen (.txt)', exact: true })).toBeVisible();
    await section.getByRole('button', { name: 'Ich habe die Codes gespeichert', exact: true }).click();
    await expect(section.getByText('Unbenutzte Wiederherstellungscodes: 10', { exact: true })).toBeVisible();

    // Password, then the code of the next step (this step's was used for the setup).
    await signOut(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await login(page, owner.user.username, owner.password);
    await expect(page.getByRole('heading', { name: 'Bestätigungscode', exact: true })).toBeVisible();
    await expect(codeField(page)).toHaveAttribute('inputmode', 'numeric');
    await expect(codeField(page)).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(codeField(page)).toBeFocused();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await codeField(page).fill('000000' === codeOf(secret, 1) ? '111111' : '000000');
    await page.keyboard.press('Enter');
    await expect(
      page.getByText('Der Code ist falsch oder abgelaufen. Bitte geben Sie den aktuellen Code aus Ihrer App ein.', { exact: true }),
    ).toBeVisible();
    await codeField(page).fill(codeOf(secret, 1));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin\/dashboard$/, { timeout: 10_000 });
    await page.setViewportSize({ width: 1280, height: 800 });

    // A recovery code instead of the app: once.
    for (const attempt of ['first', 'again'] as const) {
      await signOut(page);
      await login(page, owner.user.username, owner.password);
      await page.getByRole('button', { name: 'Wiederherstellungscode verwenden', exact: true }).click();
      await page.getByRole('textbox', { name: 'Wiederherstellungscode', exact: true }).fill(recoveryCode);
      await page.getByRole('button', { name: 'Bestätigen', exact: true }).click();
      if (attempt === 'first') await expect(page).toHaveURL(/\/admin\/dashboard$/, { timeout: 10_000 });
      else {
        await expect(
          page.getByText('Dieser Wiederherstellungscode ist falsch oder wurde bereits verwendet.', { exact: true }),
        ).toBeVisible();
        await expect(page).toHaveURL(/\/login$/);
      }
    }
  });
});
