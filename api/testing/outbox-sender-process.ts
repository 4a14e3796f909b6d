/**
 * The outbox sender in a process of its own, for tests that kill it mid-round (kill -9), as a crash or
 * an OOM kill would: `node api/src/testing/outbox-sender-process.ts <database url> <SMTP url>`.
 */
import { openDatabase } from '../src/platform/db/client.ts';
import { deliverOutbox } from './test-mail-sender.ts';

const [databaseUrl, smtpUrl] = process.argv.slice(2) as [string, string];
const db = await openDatabase({ url: databaseUrl });
await deliverOutbox(db, smtpUrl);
db.$client.close();
