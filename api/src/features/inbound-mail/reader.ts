import { eq } from 'drizzle-orm';
import type { ImapFlow } from 'imapflow';
import { users } from '../../platform/db/schema.ts';
import { enqueueMail } from '../../platform/mail/outbox.ts';
import { berlinDay } from '../../shared/dates.ts';
import { imapClient, connectionFailure } from './connection.ts';
import { PROCESSED_NAME, type ProcessedMark } from './contract/inbound-mail.ts';
import { mailboxLabel, parseImapUrl } from './imap-url.ts';
import { mailboxUnreachableMail } from './mails.ts';
import { parseInboundMail } from './parse-mail.ts';
import { readCheckpoint, readProcessedMark, readReaderStatus, saveCheckpoint, saveReaderStatus } from './reader-settings.ts';
import { storeInboundMail, type StoreMailDependencies } from './store-mail.ts';

export interface MailboxReaderOptions extends StoreMailDependencies {
  imapUrl: string;
  /** Waits after the 1st, 2nd, … failed connection in a row. */
  retryDelaysMs?: number[];
  /** How often to look without news from the server (IDLE covers the rest). */
  pollMs?: number;
  /** A failure lasting this long is worth the owner's notice (once a Berlin day). */
  reportAfterMs?: number;
  log?: (line: string) => void;
}

export interface MailboxReader {
  stop(): Promise<void>;
}

const RETRY_DELAYS_MS = [5_000, 30_000, 2 * 60_000, 10 * 60_000, 30 * 60_000];

/**
 * Reads the company's mailbox in the background (issue 50, ADR 083): everything after the last stored UID
 * of the folder's UIDVALIDITY, one mail at a time, each stored before its UID is kept, then woken by IDLE
 * (or a poll). A crash between storing and keeping the UID reads the mail again; its Message-ID stores it
 * once. A mail that cannot be stored is logged and passed, never stopping the next; a server that cannot
 * be reached is tried again with growing waits and reported to the owner once a day.
 */
export function startMailboxReader({
  imapUrl,
  retryDelaysMs = RETRY_DELAYS_MS,
  pollMs = 60_000,
  reportAfterMs = 30 * 60_000,
  log = console.error,
  ...store
}: MailboxReaderOptions): MailboxReader {
  const { db } = store;
  const address = parseImapUrl(imapUrl);
  const label = mailboxLabel(address);
  let stopped = false;
  const current: { client: ImapFlow | null } = { client: null };
  let wake: () => void = () => {};

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  async function markRead(connection: ImapFlow, uid: number, mark: ProcessedMark) {
    if (mark === 'flag') {
      await connection.messageFlagsAdd(String(uid), [PROCESSED_NAME], { uid: true });
      return;
    }
    const folders = await connection.list();
    if (!folders.some((folder) => folder.name === PROCESSED_NAME)) await connection.mailboxCreate(PROCESSED_NAME);
    await connection.messageMove(String(uid), PROCESSED_NAME, { uid: true });
  }

  async function readOne(connection: ImapFlow, uid: number, uidValidity: number) {
    const message = await connection.fetchOne(String(uid), { source: true }, { uid: true });
    if (!message || !message.source) return;
    const mail = await parseInboundMail(message.source);
    try {
      await storeInboundMail(store, mail, { uidValidity, uid });
    } catch (error) {
      // Kept without its files rather than lost (a file the database refuses); a second refusal is the database's.
      log(`[posteingang] Mail ${mail.messageId} ohne Anhänge gespeichert: ${error instanceof Error ? error.message : String(error)}`);
      const listed = `Anhänge nicht gespeichert: ${mail.attachments.map((file) => `${file.filename} (${file.content.length} Bytes)`).join(', ')}`;
      await storeInboundMail(
        store,
        { ...mail, attachments: [], problem: [mail.problem, listed].filter(Boolean).join(' · ') },
        { uidValidity, uid },
      );
    }
  }

  /** Everything after the checkpoint, oldest first; the checkpoint moves after each mail. */
  async function readNew(connection: ImapFlow) {
    const mailbox = connection.mailbox;
    if (!mailbox) return;
    const uidValidity = Number(mailbox.uidValidity);
    const saved = await readCheckpoint(db);
    const after = saved && saved.uidValidity === uidValidity ? saved.uid : 0;
    const mark = await readProcessedMark(db);
    const found = await connection.search({ uid: `${after + 1}:*` }, { uid: true });
    // "n:*" names the last mail even when its UID is below n (RFC 3501 section 6.4.8).
    const uids = (found || []).filter((uid) => uid > after).sort((a, b) => a - b);
    for (const uid of uids) {
      if (stopped) return;
      await readOne(connection, uid, uidValidity);
      await markRead(connection, uid, mark);
      await saveCheckpoint(db, { uidValidity, uid });
    }
    const status = await readReaderStatus(db);
    await saveReaderStatus(db, {
      ...status,
      state: 'verbunden',
      lastReadAt: new Date().toISOString(),
      lastError: null,
      failingSince: null,
    });
  }

  async function reportFailure(reason: string) {
    const now = new Date();
    const status = await readReaderStatus(db);
    const failingSince = status.failingSince ?? now.toISOString();
    const due = now.getTime() - Date.parse(failingSince) >= reportAfterMs && status.reportedDay !== berlinDay(now);
    if (due) {
      const owners = await db.select({ email: users.email }).from(users).where(eq(users.role, 'admin'));
      for (const owner of owners) await enqueueMail(db, mailboxUnreachableMail(owner.email, label, reason, new Date(failingSince)));
      store.wakeMailer();
    }
    await saveReaderStatus(db, {
      ...status,
      state: 'getrennt',
      lastError: reason,
      failingSince,
      reportedDay: due ? berlinDay(now) : status.reportedDay,
    });
  }

  async function session() {
    const connection = await imapClient(address);
    // Stopped while imapflow loaded (the first session after a start): connect no more.
    if (stopped) return;
    current.client = connection;
    connection.on('error', (error: unknown) => log(`[posteingang] ${connectionFailure(error, address.mailbox)}`));
    connection.on('exists', () => wake());
    connection.on('close', () => wake());
    await connection.connect();
    const lock = await connection.getMailboxLock(address.mailbox);
    try {
      while (!stopped && connection.usable) {
        await readNew(connection);
        await pause(pollMs);
      }
    } finally {
      lock.release();
    }
    if (connection.usable) await connection.logout();
  }

  const loop = (async () => {
    let failures = 0;
    while (!stopped) {
      try {
        await session();
        failures = 0;
      } catch (error) {
        if (stopped) break;
        const reason = connectionFailure(error, address.mailbox);
        log(`[posteingang] ${label}: ${reason}`);
        current.client?.close();
        try {
          await reportFailure(reason);
        } catch (reportError) {
          log(`[posteingang] Zustand nicht gespeichert: ${reportError instanceof Error ? reportError.message : String(reportError)}`);
        }
        failures += 1;
      }
      if (!stopped) await pause(retryDelaysMs[Math.min(Math.max(failures - 1, 0), retryDelaysMs.length - 1)]!);
    }
  })();

  return {
    async stop() {
      stopped = true;
      wake();
      current.client?.close();
      await loop;
    },
  };
}
