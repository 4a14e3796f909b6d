/**
 * The outbox sender in a process of its own, for tests that kill it mid-round (kill -9), as a crash or
 * an OOM kill would: `node api/src/testing/outbox-sender-process.ts <database url> <SMTP url>`.
 */
import { openDatabase } from '../src/platform/db/client.ts';
import { startMailSender } from '../src/platform/mail/sender.ts';
import { createMailTransport } from '../src/platform/mail/transport.ts';

const [databaseUrl, smtpUrl] = process.argv.slice(2) as [string, string];
const db = await openDatabase({ url: databaseUrl });
const sender = startMailSender({
  db,
  transport: createMailTransport({ smtpUrl, outboxDir: 'nicht-benutzt' }),
  from: 'Fensterwerk Nord <info@example.de>',
  intervalMs: 60_000,
  log: () => {},
});
await sender.drain();
await sender.stop();
db.$client.close();
