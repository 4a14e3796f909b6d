import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../platform/db/schema.ts';
import { startRuntime, type Runtime } from '../../runtime.ts';
import { createAdminTestApi, type AdminTestApi } from '../../../testing/test-admin.ts';
import { mailHeader, startTestSmtpServer, type TestSmtpServer } from '../../../testing/smtp-server.ts';
import { backupOptions } from '../backups/backup-options.ts';
import { createBackup } from '../backups/create-backup.ts';
import { restoreBackup, type RestoreReport } from './restore.ts';

// Issue 31: a server started on restored data sent again what the live server had sent after the
// snapshot. Mails waiting at snapshot time are held until the owner says "Senden" (ADR 048).
let live: AdminTestApi;
let smtp: TestSmtpServer;
let report: RestoreReport;
let restored: Runtime;
let waiting: { id: number; recipient: string; createdAt: Date }[];

const submit = (vorname: string, email: string) =>
  live.request('/api/funnel/submit', {
    method: 'POST',
    json: { projektart: 'sanierung', produkt_fenster: true, vorname, nachname: 'Muster', email, datenschutz: true },
  });

/** A request as the live server's admin, whose session the snapshot carries, to the restored server. */
async function call(method: string, path: string, json?: unknown) {
  const body = json === undefined ? undefined : JSON.stringify(json);
  const response = await restored.api.request(path, {
    method,
    headers: {
      Authorization: `Bearer ${live.adminToken}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(body)) }),
    },
    body,
  });
  return { status: response.status, body: await response.json() };
}

beforeAll(async () => {
  live = await createAdminTestApi({ NOTIFY_EMAIL: 'team@example.de' });
  // The live server has no mail transport running here: every mail of these requests waits in the outbox.
  expect((await submit('Anna', 'anna@example.de')).status).toBe(201);
  expect((await submit('Bernd', 'bernd@example.de')).status).toBe(201);
  // One mail the live server had already sent before the snapshot.
  const [first] = await live.db.select().from(outbox).orderBy(asc(outbox.id)).limit(1);
  await live.db.update(outbox).set({ status: 'sent', sentAt: new Date() }).where(eq(outbox.id, first!.id));
  waiting = await live.db
    .select({ id: outbox.id, recipient: outbox.recipient, createdAt: outbox.createdAt })
    .from(outbox)
    .where(eq(outbox.status, 'pending'))
    .orderBy(asc(outbox.id));
  expect(waiting.length).toBeGreaterThanOrEqual(3);
  const backup = await createBackup(backupOptions(live.config));

  const to = join(mkdtempSync(join(tmpdir(), 'fensterwerk-restore-')), 'daten');
  report = await restoreBackup({ archive: backup.path, to, notifyEmail: 'team@example.de' });
  smtp = await startTestSmtpServer();
  restored = await startRuntime({
    NODE_ENV: 'test',
    ...report.env,
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Fensterwerk Nord <post@fensterwerk.example>',
    NOTIFY_EMAIL: 'team@example.de',
    BACKUP_ENABLED: 'false',
  });
}, 30_000);
afterAll(async () => {
  await restored?.stop();
  await smtp?.close();
  live.cleanup();
});

const messageId = (mail: { id: number; createdAt: Date }) => `<outbox-${mail.id}-${mail.createdAt.getTime()}@fensterwerk.example>`;
const receivedIds = () => smtp.received.map((mail) => mailHeader(mail, 'Message-ID'));

describe('a server started on restored data', () => {
  it('sends none of the mails that waited at snapshot time until the owner sends them; discarded ones never', async () => {
    await restored.mailer.drain();
    expect(smtp.received).toEqual([]);
    expect(report.heldMails).toBe(waiting.length);

    const settings = await call('GET', '/api/admin/settings/mail');
    expect(settings.body.outbox).toMatchObject({ pending: 0, held: waiting.length });
    const held = await call('GET', '/api/admin/settings/mail/held');
    expect(held.status).toBe(200);
    expect(held.body.total).toBe(waiting.length);
    expect(held.body.mails.map((mail: { id: number }) => mail.id)).toEqual(waiting.map((mail) => mail.id).reverse());

    const [chosen, dropped, ...rest] = waiting;
    const sent = await call('POST', '/api/admin/settings/mail/held/send', { ids: [chosen!.id] });
    expect(sent).toMatchObject({ status: 200, body: { count: 1 } });
    await restored.mailer.drain();
    // The same Message-ID the live server used: a receiver that had it can drop the repeat.
    expect(receivedIds()).toEqual([messageId(chosen!)]);

    const discarded = await call('POST', '/api/admin/settings/mail/held/discard', { ids: [dropped!.id, chosen!.id] });
    expect(discarded).toMatchObject({ status: 200, body: { count: 1 } });
    await restored.mailer.drain();
    expect(smtp.received).toHaveLength(1);

    const all = await call('POST', '/api/admin/settings/mail/held/send', { all: true });
    expect(all).toMatchObject({ status: 200, body: { count: rest.length } });
    await restored.mailer.drain();
    expect(receivedIds().sort()).toEqual([chosen!, ...rest].map(messageId).sort());
    expect((await call('GET', '/api/admin/settings/mail/held')).body).toEqual({ total: 0, mails: [] });
    expect(await restored.db.select().from(outbox).where(eq(outbox.id, dropped!.id))).toEqual([]);
  });

  it('refuses an empty selection', async () => {
    const answer = await call('POST', '/api/admin/settings/mail/held/send', { ids: [] });
    expect(answer.status).toBe(400);
    expect(answer.body.issues).toEqual({ ids: ['Bitte wählen Sie die Mails aus.'] });
  });
});
