import { setTimeout as sleep } from 'node:timers/promises';
import { camtStatement, type TestBooking } from './camt-statement.ts';
import { zipFile } from './zip-file.ts';

/** A ZIP of `files` statements with `perFile` credits each on `day`, as a bank exports a year's statements; none names an invoice. */
export function largeStatementZip(prefix: string, files: number, perFile: number, day: string): Buffer {
  return zipFile(
    Array.from({ length: files }, (_, file) => {
      const bookings: TestBooking[] = Array.from({ length: perFile }, (_, at) => ({
        amount: 1_000 + at,
        day,
        reference: `${prefix}-${file}-${at}`,
        party: `Kundin Nummer ${at}`,
        remittance: [`Ueberweisung ${file}/${at}`, 'Vielen Dank fuer die schnelle Montage'],
      }));
      return { name: `auszug-${file + 1}.xml`, data: camtStatement(2, bookings) };
    }),
  );
}

export interface UploadWhileAsking {
  status: number;
  body: unknown;
  /** Answers the other client had while the upload was under way. */
  answersMeanwhile: number;
  /** The longest time between two answers to the other client (its 50 ms pause included), in ms. */
  longestWaitMs: number;
  /** From the upload's start to its answer, in ms. */
  uploadMs: number;
}

/**
 * Uploads the ZIP to `base`'s bank-statement import while another client asks the same server for the
 * import list every 50 ms. An import that holds the event loop shows as one long wait and few answers.
 */
export async function uploadWhileAsking(base: string, token: string, zip: Buffer): Promise<UploadWhileAsking> {
  const headers = { Authorization: `Bearer ${token}` };
  const form = new FormData();
  form.append('file', new File([new Uint8Array(zip)], 'auszuege.zip', { type: 'application/zip' }));
  let done = false;
  let answersMeanwhile = 0;
  let longestWaitMs = 0;
  const asking = (async () => {
    // From answer to answer, the pause included: a server that holds the loop during the pause delays
    // the next request as much as one that holds it while the request waits.
    let lastAnswer = performance.now();
    while (!done) {
      const answer = await fetch(`${base}/api/admin/bank-statements?pageSize=1`, { headers });
      if (answer.status !== 200) throw new Error(`Die Importliste antwortete ${answer.status}.`);
      await answer.arrayBuffer();
      if (!done) answersMeanwhile += 1;
      longestWaitMs = Math.max(longestWaitMs, performance.now() - lastAnswer);
      lastAnswer = performance.now();
      await sleep(50);
    }
  })();
  const started = performance.now();
  const response = await fetch(`${base}/api/admin/bank-statements`, { method: 'POST', headers, body: form });
  const body: unknown = await response.json();
  const uploadMs = performance.now() - started;
  done = true;
  await asking;
  return { status: response.status, body, answersMeanwhile, longestWaitMs, uploadMs };
}
