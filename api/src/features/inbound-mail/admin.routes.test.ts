import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestImapServer, type TestImapServer } from '../../../testing/imap-server.ts';
import { createAdminTestApi, type AdminTestApi } from '../../../testing/test-admin.ts';
import { customerWithLead } from '../../../testing/test-quotes.ts';
import { parseInboundMail } from './parse-mail.ts';
import { storeInboundMail } from './store-mail.ts';

// Einstellungen → E-Mail: the mailbox's state and "Verbindung prüfen" against a real dovecot, in German;
// the lead page's received mails with their files.
let imap: TestImapServer;
const apis: AdminTestApi[] = [];

async function apiWith(imapUrl: string | null) {
  const api = await createAdminTestApi(imapUrl ? { IMAP_URL: imapUrl } : {});
  apis.push(api);
  return api;
}

beforeAll(async () => {
  imap = await startTestImapServer();
});
afterAll(async () => {
  for (const api of apis) api.cleanup();
  await imap.close();
});

describe('Einstellungen → E-Mail: Posteingang', () => {
  it('says the mailbox is not set up without IMAP_URL', async () => {
    const api = await apiWith(null);
    expect((await api.call('GET', '/api/admin/inbound-mail/status')).body).toMatchObject({
      configured: false,
      state: 'aus',
      mailbox: null,
    });
    expect((await api.call('POST', '/api/admin/inbound-mail/check')).body).toEqual({
      ok: false,
      message: expect.stringContaining('IMAP_URL'),
    });
  });

  it('checks the connection and says in German what failed', async () => {
    const good = await apiWith(imap.url);
    expect((await good.call('GET', '/api/admin/inbound-mail/status')).body.mailbox).toBe(`${imap.user}@127.0.0.1:${imap.port}/INBOX`);
    expect((await good.call('POST', '/api/admin/inbound-mail/check')).body).toEqual({
      ok: true,
      message: expect.stringMatching(/^Verbindung in Ordnung: Postfach „INBOX“ mit \d+ Nachrichten\.$/),
    });

    const wrongPassword = await apiWith(imap.url.replace(imap.password, 'falsch'));
    expect((await wrongPassword.call('POST', '/api/admin/inbound-mail/check')).body).toEqual({
      ok: false,
      message: 'Verbindung fehlgeschlagen: Anmeldung abgelehnt – Benutzername oder Passwort stimmen nicht.',
    });
    const wrongFolder = await apiWith(imap.url.replace('/INBOX', '/Archiv'));
    expect((await wrongFolder.call('POST', '/api/admin/inbound-mail/check')).body.message).toBe(
      'Verbindung fehlgeschlagen: Den Ordner „Archiv“ gibt es im Postfach nicht.',
    );
    await imap.stop();
    try {
      expect((await good.call('POST', '/api/admin/inbound-mail/check')).body.message).toBe(
        'Verbindung fehlgeschlagen: Der Server lehnt die Verbindung ab (falscher Port oder Dienst aus).',
      );
    } finally {
      await imap.start();
    }
  });

  it('keeps how read mails are marked', async () => {
    const api = await apiWith(imap.url);
    expect((await api.call('PUT', '/api/admin/inbound-mail/processed', { mark: 'ordner' })).status).toBe(400);
    expect((await api.call('PUT', '/api/admin/inbound-mail/processed', { mark: 'folder' })).status).toBe(200);
    expect((await api.call('GET', '/api/admin/inbound-mail/status')).body.processedMark).toBe('folder');
  });
});

describe('received mails on the lead page', () => {
  it('lists them with their files, which download as stored', async () => {
    const api = await apiWith(null);
    const { lead } = await customerWithLead(api);
    const raw = [
      `From: Erika Muster <${lead.email}>`,
      'Subject: Frage zum Termin',
      'Message-ID: <frage-1@kunde.example>',
      'MIME-Version: 1.0',
      'Content-Type: multipart/mixed; boundary="x"',
      '',
      '--x',
      'Content-Type: text/plain; charset=utf-8',
      '',
      'Geht auch Dienstag?',
      '',
      '> alter Text',
      '--x',
      'Content-Type: application/zip; name="fotos.zip"',
      'Content-Disposition: attachment; filename="fotos.zip"',
      'Content-Transfer-Encoding: base64',
      '',
      Buffer.from('PK-Inhalt').toString('base64'),
      '--x--',
      '',
    ].join('\r\n');
    const stored = await storeInboundMail(
      { db: api.db, notifyEmail: 'buero@example.de', siteUrl: 'https://fenster.example', wakeMailer: () => {} },
      await parseInboundMail(Buffer.from(raw)),
      { uidValidity: null, uid: null },
    );
    expect(stored).toBe('stored');
    const { body } = await api.call('GET', `/api/admin/inbound-mail/leads/${lead.id}`);
    expect(body).toEqual([
      expect.objectContaining({
        fromAddress: lead.email,
        subject: 'Frage zum Termin',
        text: 'Geht auch Dienstag?',
        quoted: '> alter Text',
        attachments: [expect.objectContaining({ filename: 'fotos.zip', kind: 'other', size: 9, kept: true })],
      }),
    ]);
    const download = await api.request(`/api/admin/inbound-mail/attachments/${body[0].attachments[0].id}`, {
      headers: { Authorization: `Bearer ${api.adminToken}` },
    });
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename*=UTF-8''fotos.zip`);
    expect(download.headers.get('content-type')).toBe('application/octet-stream');
    expect(await download.text()).toBe('PK-Inhalt');
  });
});
