import sharp from 'sharp';
import { leadHistory } from '../../api/src/platform/db/schema.ts';
import { parseInboundMail } from '../../api/src/features/inbound-mail/parse-mail.ts';
import { storeInboundMail } from '../../api/src/features/inbound-mail/store-mail.ts';
import { insertLeads, leadValues } from '../../api/testing/test-leads.ts';
import { signedInAccount } from './support/accounts.ts';
import { islandsHydrated } from './support/hydration.ts';
import { axeViolations } from './support/screen-checks.ts';
import { expect, test } from './support/test.ts';

/** A customer's answer with the office's mail quoted below it and a photo, as a mail program writes it. */
async function answerMail(from: string, uid: string) {
  const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#336699' } })
    .jpeg()
    .toBuffer();
  return Buffer.from(
    [
      `From: Erika Muster <${from}>`,
      `Subject: Re: Ihre Anfrage ${uid}`,
      `Message-ID: <antwort-${uid}@kunde.example>`,
      'MIME-Version: 1.0',
      'Content-Type: multipart/mixed; boundary="grenze"',
      '',
      '--grenze',
      'Content-Type: text/plain; charset=utf-8',
      '',
      `Dienstag passt gut. ${uid}`,
      '',
      'Am 01.12.2026 schrieb Fensterwerk:',
      '> Wann dürfen wir kommen?',
      '--grenze',
      'Content-Type: image/jpeg; name="fenster.jpg"',
      'Content-Disposition: attachment; filename="fenster.jpg"',
      'Content-Transfer-Encoding: base64',
      '',
      photo.toString('base64'),
      '--grenze--',
      '',
    ].join('\r\n'),
  );
}

// Issue 50: the customer's answer on the lead page, beside what was sent; the inbox says "neue Antwort".
test.describe('customer answers from the mailbox', () => {
  test('the lead page shows sent and received mail together, the quote folded, the photo shown', async ({ page, db, uid }) => {
    const email = `antwort-${uid}@example.de`;
    const [lead] = await insertLeads(db, [
      leadValues({ vorname: 'Erika', nachname: `Antwort${uid}`, email, createdAt: new Date(Date.now() - 60 * 60_000) }),
    ]);
    await db.insert(leadHistory).values({
      leadId: lead!.id,
      at: new Date(Date.now() - 30 * 60_000),
      by: 'admin',
      kind: 'reply',
      text: `Ihre Anfrage ${uid}\n\nWann dürfen wir kommen?`,
    });
    const stored = await storeInboundMail(
      { db, notifyEmail: 'buero@example.de', siteUrl: 'http://localhost', wakeMailer: () => {} },
      await parseInboundMail(await answerMail(email, uid)),
      { uidValidity: null, uid: null },
    );
    expect(stored).toBe('stored');
    await signedInAccount(page, db, 'admin');

    await page.goto(`/admin/dashboard?q=${encodeURIComponent(`antwort${uid}`)}`);
    await islandsHydrated(page);
    await expect(page.getByRole('row', { name: new RegExp(`Antwort${uid}`) })).toContainText('neue Antwort');

    await page.goto(`/admin/leads/${lead!.id}`);
    await islandsHydrated(page);
    const mails = page.getByRole('region', { name: 'E-Mails' });
    const items = mails.getByRole('listitem').filter({ hasText: /Gesendet von|Erhalten von/ });
    await expect(items).toHaveCount(2);
    await expect(items.nth(0)).toContainText('Wann dürfen wir kommen?');
    await expect(items.nth(1)).toContainText(`Dienstag passt gut. ${uid}`);
    await expect(items.nth(1)).toContainText(`Erhalten von Erika Muster <${email}>`);
    const quoted = items.nth(1).getByText('> Wann dürfen wir kommen?');
    await expect(quoted).toBeHidden();
    await items.nth(1).getByText('Zitierter Verlauf').click();
    await expect(quoted).toBeVisible();
    await expect(mails.getByRole('button', { name: /^fenster\.jpg \(1 KB\)$/ })).toBeVisible();
    // The stored photo loads in the page (fetched with the session's token), at its size.
    const thumbnail = mails.locator('img');
    await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(40);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('Einstellungen → E-Mail says the mailbox is not set up and what "Verbindung prüfen" finds', async ({ page, db }) => {
    await signedInAccount(page, db, 'admin');
    await page.goto('/admin/settings?tab=e-mail');
    await islandsHydrated(page);
    const inbox = page.getByRole('region', { name: 'Posteingang' });
    await expect(inbox).toContainText('nicht eingerichtet (IMAP_URL fehlt)');
    await inbox.getByRole('button', { name: 'Verbindung prüfen' }).click();
    await expect(inbox.getByRole('status')).toHaveText('Kein Postfach eingerichtet: IMAP_URL ist nicht gesetzt.');
    expect(await axeViolations(page)).toEqual([]);
  });
});
