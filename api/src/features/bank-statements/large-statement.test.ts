import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminTestApiForFile } from '../../../testing/fixtures.ts';
import { camtStatement, type TestBooking } from '../../../testing/camt-statement.ts';
import { zipFile } from '../../../testing/zip-file.ts';
import { berlinDay } from '../../shared/dates.ts';
import { MAX_STATEMENT_ENTRIES } from './contract/bank-statement-schemas.ts';
import { bankStatementMessages as m } from './contract/bank-statement-messages.ts';

const test = adminTestApiForFile();
let server: ServerType;
let base: string;

beforeAll(async () => {
  server = await new Promise<ServerType>((resolve) => {
    const started = serve({ fetch: test.api.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const today = berlinDay(new Date());
const auth = () => ({ Authorization: `Bearer ${test.adminToken}` });

/** A ZIP of `files` statements with `perFile` credits each, as a bank exports a year's statements; none names an invoice. */
function statements(prefix: string, files: number, perFile: number) {
  return zipFile(
    Array.from({ length: files }, (_, file) => {
      const bookings: TestBooking[] = Array.from({ length: perFile }, (_, at) => ({
        amount: 1_000 + at,
        day: today,
        reference: `${prefix}-${file}-${at}`,
        party: `Kundin Nummer ${at}`,
        remittance: [`Ueberweisung ${file}/${at}`, 'Vielen Dank fuer die schnelle Montage'],
      }));
      return { name: `auszug-${file + 1}.xml`, data: camtStatement(2, bookings) };
    }),
  );
}

/**
 * Uploads the file over HTTP while another client asks the same server for the import list every
 * 50 ms: answers the upload's status and body, and the longest time the other client waited between
 * two answers (from the upload's start to its end).
 */
async function uploadWhileAsking(zip: Buffer) {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(zip)], 'auszuege.zip', { type: 'application/zip' }));
  let done = false;
  let longestWait = 0;
  const asking = (async () => {
    let last = performance.now();
    while (!done) {
      const answer = await fetch(`${base}/api/admin/bank-statements?pageSize=1`, { headers: auth() });
      expect(answer.status).toBe(200);
      await answer.arrayBuffer();
      longestWait = Math.max(longestWait, performance.now() - last);
      await sleep(50);
      last = performance.now();
    }
  })();
  const started = performance.now();
  const response = await fetch(`${base}/api/admin/bank-statements`, { method: 'POST', headers: auth(), body: form });
  const body = await response.json();
  done = true;
  await asking;
  return { status: response.status, body, longestWait, seconds: (performance.now() - started) / 1000 };
}

describe('a large statement over HTTP', () => {
  it('refuses 25,000 bookings by the cap, in German, while another request is answered within a second', { timeout: 120_000 }, async () => {
    const zip = statements('GROSS', 3, 8_334);
    const answer = await uploadWhileAsking(zip);
    expect(answer.body).toEqual({ error: m.tooManyEntries(MAX_STATEMENT_ENTRIES) });
    expect(answer.status).toBe(400);
    expect(m.tooManyEntries(MAX_STATEMENT_ENTRIES)).toContain('20.000 Buchungen');
    expect(answer.longestWait).toBeLessThan(1_000);
  });

  it(
    'imports 20,000 bookings while another request is answered within a second, and pages the list and the bookings',
    { timeout: 180_000 },
    async () => {
      const answer = await uploadWhileAsking(statements('GANZ', 4, 5_000));
      expect(answer.status).toBe(201);
      expect(answer.body).toMatchObject({ entries: 20_000, unmatched: 20_000, duplicates: 0 });
      expect(answer.longestWait).toBeLessThan(1_000);

      const list = await fetch(`${base}/api/admin/bank-statements`, { headers: auth() });
      const imports = await list.json();
      expect(imports).toMatchObject({ total: 1, page: 1, pageSize: 25 });
      expect(imports.items[0]).toMatchObject({ id: answer.body.importId, entryCount: 20_000, openCount: 20_000 });
      const page = await fetch(`${base}/api/admin/bank-statements/${answer.body.importId}/entries?page=200&pageSize=100`, {
        headers: auth(),
      });
      const text = await page.text();
      expect(JSON.parse(text)).toMatchObject({ total: 20_000, page: 200, pageSize: 100 });
      expect(JSON.parse(text).items).toHaveLength(100);
      expect(text.length).toBeLessThan(100_000);
    },
  );
});
