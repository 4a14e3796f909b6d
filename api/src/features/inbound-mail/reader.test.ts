import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminTestApiForFile, testSmtpServerForFile } from '../../../testing/fixtures.ts';
import { startTestImapServer, type TestImapServer } from '../../../testing/imap-server.ts';
import { mailHeader } from '../../../testing/smtp-server.ts';
import { sentQuote } from '../../../testing/test-quotes.ts';
import { inboundMailAttachments, inboundMails, leadHistory, leads, outbox, users } from '../../platform/db/schema.ts';
import { startMailSender } from '../../platform/mail/sender.ts';
import { createMailTransport } from '../../platform/mail/transport.ts';
import { readReaderStatus, saveCheckpoint } from './reader-settings.ts';
import { startMailboxReader, type MailboxReader } from './reader.ts';

// Issue 50 against a real IMAP server (dovecot on loopback): answers land on their record, once.
const test = adminTestApiForFile();
const smtp = testSmtpServerForFile();
let imap: TestImapServer;

beforeAll(async () => {
  imap = await startTestImapServer();
});
afterAll(async () => {
  await imap.close();
});

function startReader(options: Partial<Parameters<typeof startMailboxReader>[0]> = {}): MailboxReader {
  return startMailboxReader({
    db: test.db,
    imapUrl: imap.url,
    notifyEmail: 'buero@example.de',
    siteUrl: 'https://fenster.example',
    wakeMailer: () => {},
    retryDelaysMs: [200],
    pollMs: 300,
    log: () => {},
    ...options,
  });
}

async function until<T>(read: () => Promise<T | undefined | null | false>, what: string): Promise<T> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const value = await read();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`nicht eingetreten: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const mailsWithId = (messageId: string) => test.db.select().from(inboundMails).where(eq(inboundMails.messageId, messageId));

interface RawMail {
  from: string;
  subject: string;
  text: string;
  headers?: Record<string, string>;
  files?: { filename: string; contentType: string; content: Buffer }[];
}

/** A mail as a customer's mail program writes it: multipart/mixed with base64 files. */
function rawMail({ from, subject, text, headers = {}, files = [] }: RawMail, messageId = `<${randomUUID()}@kunde.example>`) {
  const boundary = `b-${randomUUID()}`;
  const head = [
    `From: ${from}`,
    'To: Fensterwerk <info@fenster.example>',
    `Subject: ${subject}`,
    `Message-ID: ${messageId}`,
    `Date: ${new Date().toUTCString()}`,
    'MIME-Version: 1.0',
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    `Content-Type: multipart/mixed; boundary="${boundary}"`,
  ];
  const parts = [
    ['Content-Type: text/plain; charset=utf-8', 'Content-Transfer-Encoding: 8bit', '', text].join('\r\n'),
    ...files.map((file) =>
      [
        `Content-Type: ${file.contentType}; name="${file.filename}"`,
        `Content-Disposition: attachment; filename="${file.filename}"`,
        'Content-Transfer-Encoding: base64',
        '',
        file.content.toString('base64').replace(/.{76}/g, '$&\r\n'),
      ].join('\r\n'),
    ),
  ];
  return {
    messageId,
    raw: `${head.join('\r\n')}\r\n\r\n${parts.map((part) => `--${boundary}\r\n${part}`).join('\r\n')}\r\n--${boundary}--\r\n`,
  };
}

/** A photo as a phone takes it: with the place it was taken in its EXIF. */
const photoWithGps = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#88aacc' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'Telefon' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '53/1 33/1 0/1' } })
    .toBuffer();

describe('reading the mailbox', () => {
  it('puts a reply to a sent quote on that quote and its lead, photo without GPS, PDF as it came', async () => {
    const quote = await sentQuote(test);
    const sender = startMailSender({
      db: test.db,
      transport: createMailTransport({ smtpUrl: smtp.url, outboxDir: '/nonexistent' }),
      from: 'Fensterwerk <info@fenster.example>',
      log: () => {},
    });
    await sender.drain();
    await sender.stop();
    const sent = smtp.received.find((mail) => mail.to.includes(quote.lead.email) && mailHeader(mail, 'Subject')?.includes(quote.number))!;
    const ourId = mailHeader(sent, 'Message-ID')!;
    const photo = await photoWithGps();
    // The GPS directory's tag (0x8825), little-endian as sharp writes it.
    expect((await sharp(photo).metadata()).exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    const reply = rawMail({
      from: `Erika Muster <${quote.lead.email}>`,
      subject: 'Re: Ihr Angebot',
      text: 'Passt so, anbei das Foto vom Fenster.\n\nAm 1.12.2026 schrieb Fensterwerk:\n> Ihr Angebot',
      headers: { 'In-Reply-To': ourId, References: ourId },
      files: [
        { filename: 'fenster.jpg', contentType: 'image/jpeg', content: photo },
        { filename: 'plan.pdf', contentType: 'application/pdf', content: pdf },
      ],
    });
    imap.deliver(reply.raw);

    const reader = startReader();
    try {
      const [stored] = await until(
        async () => (await mailsWithId(reply.messageId)).length > 0 && mailsWithId(reply.messageId),
        'Antwort gespeichert',
      );
      expect(stored).toMatchObject({
        match: 'reply',
        leadId: quote.lead.id,
        quoteId: quote.quoteId,
        text: 'Passt so, anbei das Foto vom Fenster.',
      });
      expect(stored!.quoted).toContain('> Ihr Angebot');
      const files = await test.db.select().from(inboundMailAttachments).where(eq(inboundMailAttachments.mailId, stored!.id));
      const image = files.find((file) => file.filename === 'fenster.jpg')!;
      expect(image.kind).toBe('image');
      expect((await sharp(image.content!).metadata()).exif).toBeUndefined();
      expect(files.find((file) => file.filename === 'plan.pdf')!.content!.equals(pdf)).toBe(true);
      const history = await test.db
        .select()
        .from(leadHistory)
        .where(and(eq(leadHistory.leadId, quote.lead.id), eq(leadHistory.kind, 'received')));
      expect(history.map((entry) => entry.text)).toEqual([`E-Mail von ${quote.lead.email}: Re: Ihr Angebot`]);
      // The inbox shows the lead unread again: "neue Antwort".
      const inbox = await test.call('GET', '/api/admin/dashboard');
      expect(inbox.body.leads.leads.find((lead: { id: number }) => lead.id === quote.lead.id)).toMatchObject({
        opened: false,
        new_answer: true,
      });
    } finally {
      await reader.stop();
    }

    // The server keeps the mail; it only carries the keyword "Verarbeitet".
    expect(await serverFlags()).toEqual([expect.arrayContaining(['Verarbeitet'])]);

    // A crash after storing, before the UID was kept: the mail is read again – and stored once.
    const [stored] = await mailsWithId(reply.messageId);
    await saveCheckpoint(test.db, { uidValidity: stored!.uidValidity!, uid: 0 });
    imap.deliver(reply.raw);
    const again = startReader();
    try {
      await until(
        async () => (await test.db.select().from(inboundMails)).some((mail) => mail.uid! > stored!.uid!) || (await readAll()),
        'erneut gelesen',
      );
    } finally {
      await again.stop();
    }
    expect(await mailsWithId(reply.messageId)).toHaveLength(1);
    expect(
      await test.db
        .select()
        .from(leadHistory)
        .where(and(eq(leadHistory.leadId, quote.lead.id), eq(leadHistory.kind, 'received'))),
    ).toHaveLength(1);
  });

  it('makes a lead with source E-Mail of a stranger’s mail, but none of an out-of-office reply', async () => {
    const question = rawMail({ from: 'Max Neu <max.neu@kunde.example>', subject: 'Anfrage Haustür', text: 'Was kostet eine Haustür?' });
    const away = rawMail({
      from: 'Abwesend <urlaub@kunde.example>',
      subject: 'Abwesenheitsnotiz',
      text: 'Ich bin bis Montag nicht im Büro.',
      headers: { 'Auto-Submitted': 'auto-replied' },
    });
    imap.deliver(away.raw);
    imap.deliver(question.raw);
    const reader = startReader();
    try {
      const lead = await until(
        async () => (await test.db.select().from(leads).where(eq(leads.email, 'max.neu@kunde.example')))[0],
        'Anfrage aus E-Mail',
      );
      expect(lead).toMatchObject({ source: 'email', vorname: 'Max', nachname: 'Neu', status: 'offen' });
      expect(lead.nachricht).toContain('Was kostet eine Haustür?');
      await until(async () => readAll(), 'alles gelesen');
    } finally {
      await reader.stop();
    }
    expect(await test.db.select().from(leads).where(eq(leads.email, 'urlaub@kunde.example'))).toEqual([]);
    expect(await mailsWithId(away.messageId)).toEqual([]);
  });

  it('stores a 30 MB mail and a malformed one as far as they can be read, and reads on', async () => {
    const large = rawMail({
      from: 'Bauherr <gross@kunde.example>',
      subject: 'Pläne',
      text: 'Anbei alle Pläne.',
      files: [{ filename: 'plaene.zip', contentType: 'application/zip', content: Buffer.alloc(22 * 1024 * 1024, 7) }],
    });
    expect(large.raw.length).toBeGreaterThan(30_000_000);
    const brokenId = `<${randomUUID()}@kunde.example>`;
    const broken = [
      'From: Kaputt <kaputt@kunde.example>',
      'Subject: =?utf-8?B?kaputt',
      `Message-ID: ${brokenId}`,
      'Content-Type: multipart/mixed; boundary="nie-da"',
      '',
      '--anders',
      'Content-Type: image/jpeg; name="foto.jpg"',
      'Content-Transfer-Encoding: base64',
      '',
      '/9j/%%%kein-base64%%%',
      'Text ohne Ende',
    ].join('\r\n');
    const after = rawMail({ from: 'Danach <danach@kunde.example>', subject: 'Danach', text: 'Noch eine Frage.' });
    imap.deliver(large.raw);
    imap.deliver(broken);
    imap.deliver(after.raw);
    const reader = startReader();
    try {
      await until(async () => (await mailsWithId(after.messageId)).length === 1, 'die Mail danach');
    } finally {
      await reader.stop();
    }
    const [stored] = await mailsWithId(large.messageId);
    const [file] = await test.db.select().from(inboundMailAttachments).where(eq(inboundMailAttachments.mailId, stored!.id));
    expect(file).toMatchObject({ filename: 'plaene.zip', kind: 'other', size: 22 * 1024 * 1024, content: null });
    expect(await mailsWithId(brokenId)).toEqual([expect.objectContaining({ fromAddress: 'kaputt@kunde.example', match: 'new' })]);
  });

  it('tries an unreachable mailbox again and again, shows why, and tells the owner once a day', async () => {
    const closed = imap.url.replace(`:${imap.port}/`, ':1/');
    const reader = startReader({ imapUrl: closed, retryDelaysMs: [50], reportAfterMs: 0 });
    try {
      await new Promise((resolve) => setTimeout(resolve, 1500));
    } finally {
      await reader.stop();
    }
    const status = await readReaderStatus(test.db);
    expect(status).toMatchObject({ state: 'getrennt', lastError: 'Der Server lehnt die Verbindung ab (falscher Port oder Dienst aus).' });
    const notices = await test.db.select().from(outbox).where(eq(outbox.topic, 'inbound-unreachable'));
    const owners = await test.db.select().from(users).where(eq(users.role, 'admin'));
    expect(notices.map((notice) => notice.recipient).sort()).toEqual(owners.map((owner) => owner.email).sort());
    expect(notices[0]!.textBody).toContain('Der Server lehnt die Verbindung ab');
  });

  it('reads the mails that arrived while the server was down once it is back', async () => {
    const reader = startReader();
    try {
      await until(async () => readAll(), 'verbunden');
      await imap.stop();
      const meanwhile = [1, 2].map((n) =>
        rawMail({ from: `Kundin ${n} <kundin${n}@kunde.example>`, subject: `Frage ${n}`, text: `Frage Nummer ${n}` }),
      );
      for (const mail of meanwhile) imap.deliver(mail.raw);
      await new Promise((resolve) => setTimeout(resolve, 500));
      await imap.start();
      for (const mail of meanwhile) await until(async () => (await mailsWithId(mail.messageId)).length === 1, mail.messageId);
    } finally {
      await reader.stop();
    }
  });
});

/** A client of its own on the test mailbox, to look at what the reader left there. */
async function testMailboxClient() {
  const { ImapFlow } = await import('imapflow');
  return new ImapFlow({
    host: '127.0.0.1',
    port: imap.port,
    secure: false,
    auth: { user: imap.user, pass: imap.password },
    logger: false,
  });
}

/** The flags of every mail in the test mailbox's INBOX. */
async function serverFlags(): Promise<string[][]> {
  const client = await testMailboxClient();
  await client.connect();
  const lock = await client.getMailboxLock('INBOX');
  const flags: string[][] = [];
  try {
    for await (const message of client.fetch('1:*', { flags: true })) flags.push([...(message.flags ?? [])]);
  } finally {
    lock.release();
  }
  await client.logout();
  return flags;
}

/** True once the reader has kept the UID of the newest mail in the folder (everything delivered is read). */
async function readAll(): Promise<boolean> {
  const { readCheckpoint } = await import('./reader-settings.ts');
  const client = await testMailboxClient();
  client.on('error', () => {});
  try {
    await client.connect();
    const status = await client.status('INBOX', { uidNext: true });
    await client.logout();
    const checkpoint = await readCheckpoint(test.db);
    return checkpoint !== null && status !== false && status.uidNext !== undefined && checkpoint.uid >= status.uidNext - 1;
  } catch {
    return false;
  }
}
