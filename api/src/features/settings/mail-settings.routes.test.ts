import { readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../platform/db/schema.ts';
import { createAdminTestApi } from '../../../testing/test-admin.ts';
import { mailHeader, mailText, startTestSmtpServer, type TestSmtpServer } from '../../../testing/smtp-server.ts';
import { mailSettingsMessages } from './contract/mail-settings.ts';
import { createTestUser } from '../../../testing/test-users.ts';
import { testCompany } from '../../../testing/test-company.ts';
import { saveCompany } from './current-company.ts';

let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
});
afterAll(() => smtp.close());

describe('Einstellungen → E-Mail', () => {
  it('sends a test mail through the configured SMTP server at once and says so', async () => {
    const test = await createAdminTestApi({ SMTP_URL: smtp.url, MAIL_FROM: 'Fensterwerk Nord <post@fensterwerk.example>' });
    try {
      const settings = await test.call('GET', '/api/admin/settings/mail');
      expect(settings.status).toBe(200);
      expect(settings.body).toMatchObject({ smtp: true, from: 'Fensterwerk Nord <post@fensterwerk.example>', fromSource: 'MAIL_FROM' });
      expect(settings.body.via).toMatch(/^SMTP 127\.0\.0\.1:\d+$/);

      const sent = await test.call('POST', '/api/admin/settings/mail/test-mail', { to: 'chefin@example.de' });
      expect(sent.status).toBe(200);
      expect(sent.body.message).toBe(mailSettingsMessages.sent('chefin@example.de'));
      const mail = await smtp.waitForRecipient('chefin@example.de');
      expect(mailHeader(mail, 'Subject')).toBe(mailSettingsMessages.testSubject);
      expect(mailText(mail)).toContain('Versandweg: SMTP');
      // Not through the outbox: nothing waits there, nothing is kept.
      expect(await test.db.select().from(outbox)).toHaveLength(0);
    } finally {
      test.cleanup();
    }
  });

  it('shows the sender and the notification recipients the mails really go with', async () => {
    const test = await createAdminTestApi({ SMTP_URL: smtp.url, NOTIFY_EMAIL: 'env-buero@fensterwerk.test' });
    try {
      const shown = async () => (await test.call('GET', '/api/admin/settings/mail')).body;
      // Without MAIL_FROM: the company's name and address; without a saved address: NOTIFY_EMAIL.
      expect(await shown()).toMatchObject({
        from: '"Fensterwerk Nord" <info@fensterwerk-nord.test>',
        fromSource: 'company',
        notifications: { leads: ['env-buero@fensterwerk.test'], office: 'env-buero@fensterwerk.test', officeSource: 'NOTIFY_EMAIL' },
      });
      expect((await test.call('POST', '/api/admin/settings/mail/test-mail', { to: 'absender@example.de' })).status).toBe(200);
      expect(mailHeader(await smtp.waitForRecipient('absender@example.de'), 'From')).toBe('Fensterwerk Nord <info@fensterwerk-nord.test>');
      // The saved address, and new requests to everyone in Vertrieb (Einstellungen → Zuweisung).
      await saveCompany(test.db, { ...testCompany, notificationEmail: 'zentrale@fensterwerk.test' }, 'test');
      const { user } = await createTestUser(test.db, { role: 'vertrieb' });
      expect((await shown()).notifications).toEqual({ leads: [user.email], office: 'zentrale@fensterwerk.test', officeSource: 'company' });
    } finally {
      test.cleanup();
    }
  });

  it('answers 502 with the reason when the SMTP server cannot be reached', async () => {
    // A port that was free a moment ago: nothing listens there.
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as { port: number };
        probe.close(() => resolve(free));
      });
    });
    const test = await createAdminTestApi({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    try {
      const sent = await test.call('POST', '/api/admin/settings/mail/test-mail', { to: 'chefin@example.de' });
      expect(sent.status).toBe(502);
      expect(sent.body.error).toMatch(/^Die Testmail konnte nicht gesendet werden: .*ECONNREFUSED/);
    } finally {
      test.cleanup();
    }
  });

  it('without SMTP_URL writes the test mail into the folder and says that mails reach nobody', async () => {
    const test = await createAdminTestApi();
    try {
      const settings = await test.call('GET', '/api/admin/settings/mail');
      expect(settings.body).toMatchObject({ smtp: false, outbox: { pending: 0, failed: 0, lastSentAt: null } });
      expect(settings.body.via).toBe(`Ordner ${test.config.OUTBOX_DIR}`);
      expect((await test.call('POST', '/api/admin/settings/mail/test-mail', { to: 'chefin@example.de' })).status).toBe(200);
      expect(readdirSync(test.config.OUTBOX_DIR).some((name) => name.includes('test-mail'))).toBe(true);
      const invalid = await test.call('POST', '/api/admin/settings/mail/test-mail', { to: 'keine adresse' });
      expect(invalid.status).toBe(400);
    } finally {
      test.cleanup();
    }
  });
});
