/**
 * A year's bank statements on a server of its own (ADR 075): a ZIP of four CAMT.053 files with 20,000
 * credits uploaded to the import while another client asks for the import list every 50 ms; then a ZIP
 * of 25,000, refused by the cap. Prints how long each upload took, how many answers the other client had
 * meanwhile and the longest time between two of them, and the server's peak RSS growth. The unit test
 * `large-statement.test.ts` checks that the import turns the event loop; the times are only printed here.
 * Part of `npm run bench`; on its own: `node bench/large-statement.ts` (builds first unless --no-build).
 */
import { largeStatementZip, uploadWhileAsking } from '../api/testing/large-statement-upload.ts';
import { createTestUser } from '../api/testing/test-users.ts';
import { berlinDay } from '../api/src/shared/dates.ts';
import { openServerDatabase } from '../tests/e2e/support/database.ts';
import type { RunningServer } from '../tests/e2e/support/server.ts';
import { residentMb, sampleResidentMemory } from './process-memory.ts';
import { runAloneWithServer, runsAlone } from './run-alone.ts';

export interface StatementBenchRow {
  upload: string;
  status: number;
  uploadMs: number;
  answersMeanwhile: number;
  longestWaitMs: number;
}

export interface StatementBenchResult {
  rows: StatementBenchRow[];
  rssBeforeMb: number;
  rssPeakMb: number;
}

export async function measureLargeStatement(server: RunningServer): Promise<StatementBenchResult> {
  const db = await openServerDatabase(server.databaseUrl);
  const admin = await createTestUser(db, { role: 'admin' });
  const today = berlinDay(new Date());
  const rssBeforeMb = residentMb(server.pid);
  const sampling = sampleResidentMemory(server.pid);
  const rows: StatementBenchRow[] = [];
  for (const [upload, zip] of [
    ['20.000 Buchungen in 4 Dateien (Import)', largeStatementZip('BENCH', 4, 5_000, today)],
    ['25.000 Buchungen in 3 Dateien (abgewiesen)', largeStatementZip('ZUVIEL', 3, 8_334, today)],
  ] as const) {
    const answer = await uploadWhileAsking(server.url, admin.token, zip);
    rows.push({
      upload,
      status: answer.status,
      uploadMs: Math.round(answer.uploadMs),
      answersMeanwhile: answer.answersMeanwhile,
      longestWaitMs: Math.round(answer.longestWaitMs),
    });
  }
  return { rows, rssBeforeMb, rssPeakMb: sampling.stop() };
}

export function printLargeStatement(result: StatementBenchResult) {
  console.log('\n== Kontoauszüge: große Uploads, ein zweiter Client fragt alle 50 ms (Ziel: längste Wartezeit < 1 s) ==');
  console.table(
    result.rows.map((row) => ({
      Upload: row.upload,
      Status: row.status,
      'Dauer ms': row.uploadMs,
      'Antworten währenddessen': row.answersMeanwhile,
      'längste Wartezeit ms': row.longestWaitMs,
    })),
  );
  console.log(`Speicher des Servers: ${result.rssBeforeMb} MB vorher, Spitze ${result.rssPeakMb} MB`);
}

if (runsAlone(import.meta.url)) await runAloneWithServer(async (server) => printLargeStatement(await measureLargeStatement(server)));
