import type { Page } from '@playwright/test';
import { inArray } from 'drizzle-orm';
import { outbox } from '../../api/src/platform/db/schema.ts';
import { signedInAccount } from './support/accounts.ts';
import { islandsHydrated } from './support/hydration.ts';
import { waitForMail } from './support/outbox.ts';
import { axeViolations } from './support/screen-checks.ts';
import { expect, test } from './support/test.ts';

const toast = (page: Page) => page.getByRole('region', { name: 'Notification' });

// ADR 048: after a restore, the mails from before the backup wait in Einstellungen → E-Mail for the owner.
test.describe('settings: mails held after a restore', () => {
  test('the owner discards a selected one and sends the rest, each asked first, at 390 px by keyboard', async ({ page, db, uid }) => {
    test.setTimeout(60_000);
    const dropped = `verworfen-${uid}@example.de`;
    const kept = `gesendet-${uid}@example.de`;
    const rows = await db
      .insert(outbox)
      .values(
        [dropped, kept].map((recipient) => ({
          topic: 'lead-confirmation',
          recipient,
          subject: `Ihre Anfrage ${uid}`,
          textBody: `Hallo ${uid}`,
          status: 'held' as const,
        })),
      )
      .returning({ id: outbox.id });
    await signedInAccount(page, db, 'admin');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/admin/settings?tab=e-mail');
    await islandsHydrated(page);
    const held = page.getByRole('region', { name: 'Zurückgehaltene Mails' });
    await expect(held).toContainText('aus der Zeit vor der Sicherung');
    expect(await axeViolations(page)).toEqual([]);

    await held.getByRole('checkbox', { name: new RegExp(`^Auswählen: ${dropped}`) }).focus();
    await page.keyboard.press('Space');
    await expect(held.getByRole('status')).toHaveText('1 ausgewählt – die Schaltflächen gelten für die Auswahl.');
    await held.getByRole('button', { name: 'Verwerfen' }).focus();
    await page.keyboard.press('Enter');
    const discard = page.getByRole('alertdialog', { name: 'Zurückgehaltene Mails verwerfen?' });
    await expect(discard).toContainText('1 Mail wird gelöscht und nie gesendet.');
    expect(await axeViolations(page)).toEqual([]);
    await discard.getByRole('button', { name: 'Verwerfen' }).focus();
    await page.keyboard.press('Enter');
    await expect(toast(page)).toContainText('1 Mail verworfen.');
    await expect(held.getByRole('checkbox', { name: new RegExp(`^Auswählen: ${dropped}`) })).toHaveCount(0);

    await held.getByRole('button', { name: 'Senden' }).focus();
    await page.keyboard.press('Enter');
    const send = page.getByRole('alertdialog', { name: 'Zurückgehaltene Mails senden?' });
    await send.getByRole('button', { name: 'Senden' }).focus();
    await page.keyboard.press('Enter');
    await expect(toast(page)).toContainText('gesendet');
    await waitForMail(process.env.E2E_OUTBOX_DIR!, kept, uid);
    await expect(held).toHaveCount(0);
    expect(
      await db
        .select()
        .from(outbox)
        .where(
          inArray(
            outbox.id,
            rows.map((row) => row.id),
          ),
        ),
    ).toHaveLength(1);
  });
});
