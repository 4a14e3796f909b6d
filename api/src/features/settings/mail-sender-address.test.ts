import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueMail } from '../../platform/mail/outbox.ts';
import { startRuntime, type Runtime } from '../../runtime.ts';
import { mailHeader, startTestSmtpServer, type TestSmtpServer } from '../../../testing/smtp-server.ts';
import { testCompany } from '../../../testing/test-company.ts';
import { saveCompany } from './current-company.ts';
import { mailSenderFor } from './mail-sender-address.ts';

let smtp: TestSmtpServer;
let folder: string;
let runtime: Runtime;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
  folder = mkdtempSync(join(tmpdir(), 'fensterwerk-sender-'));
  // The server as it starts, without MAIL_FROM: its mail sender asks the company data.
  runtime = await startRuntime({
    NODE_ENV: 'test',
    DATABASE_URL: `file:${join(folder, 'app.db')}`,
    SMTP_URL: smtp.url,
    OUTBOX_DIR: join(folder, 'outbox'),
    UPLOAD_DIR: join(folder, 'uploads'),
    BACKUP_DIR: join(folder, 'backups'),
    BACKUP_ENABLED: 'false',
    ERASURE_REGISTER: join(folder, 'erasure-register.jsonl'),
    SEED_DEMO: 'false',
    ADMIN_PASSWORD: 'admin-passwort',
  });
});
afterAll(async () => {
  await runtime.stop();
  await smtp.close();
  rmSync(folder, { recursive: true, force: true });
});

const send = async (recipient: string) => {
  await enqueueMail(runtime.db, { topic: 'test', recipient, subject: 'Hallo', textBody: 'Text' });
  runtime.mailer.wake();
  return smtp.waitForRecipient(recipient);
};

describe('the sender of the mails without MAIL_FROM', () => {
  it('is the company’s name and e-mail address from Einstellungen → Firma, and follows a change', async () => {
    await saveCompany(runtime.db, testCompany, 'test');
    expect(mailHeader(await send('erste@example.de'), 'From')).toBe('Fensterwerk Nord <info@fensterwerk-nord.test>');
    await saveCompany(runtime.db, { ...testCompany, brand: 'Fenster "Nord", Kiel', email: 'post@fenster-kiel.test' }, 'test');
    const mail = await send('zweite@example.de');
    expect(mailHeader(mail, 'From')).toBe('"Fenster \\"Nord\\", Kiel" <post@fenster-kiel.test>');
    expect(mailHeader(mail, 'Message-ID')).toMatch(/@fenster-kiel\.test>$/);
  });

  it('is MAIL_FROM whenever that is set', () => {
    expect(mailSenderFor('Büro <buero@fenster.test>', testCompany)).toBe('Büro <buero@fenster.test>');
  });
});
