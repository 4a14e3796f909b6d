import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminTestApiForFile } from '../../../testing/fixtures.ts';
import { largeStatementZip, uploadWhileAsking, type UploadWhileAsking } from '../../../testing/large-statement-upload.ts';
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

/**
 * The import turns the event loop while it reads and stores (ADR 075), so the other client keeps being
 * answered and never waits for a large part of the import. No time is asserted: how long an import and a
 * wait take depends on the machine's load, the figures are printed by `npm run bench -- statement`.
 * Holding the loop for the whole import shows as one wait about as long as the upload and a handful of
 * answers, whatever the machine.
 */
function expectOtherClientServedThroughout(answer: UploadWhileAsking) {
  expect(answer.answersMeanwhile).toBeGreaterThanOrEqual(10);
  expect(answer.longestWaitMs).toBeLessThan(answer.uploadMs / 4);
}

describe('a large statement over HTTP', () => {
  it('refuses 25,000 bookings by the cap, in German, while another request keeps being answered', { timeout: 120_000 }, async () => {
    const answer = await uploadWhileAsking(base, test.adminToken, largeStatementZip('GROSS', 3, 8_334, today));
    expect(answer.body).toEqual({ error: m.tooManyEntries(MAX_STATEMENT_ENTRIES) });
    expect(answer.status).toBe(400);
    expect(m.tooManyEntries(MAX_STATEMENT_ENTRIES)).toContain('20.000 Buchungen');
    expectOtherClientServedThroughout(answer);
  });

  it(
    'imports 20,000 bookings while another request keeps being answered, and pages the list and the bookings',
    { timeout: 180_000 },
    async () => {
      const answer = await uploadWhileAsking(base, test.adminToken, largeStatementZip('GANZ', 4, 5_000, today));
      expect(answer.status).toBe(201);
      expect(answer.body).toMatchObject({ entries: 20_000, unmatched: 20_000, duplicates: 0 });
      expectOtherClientServedThroughout(answer);

      const list = await fetch(`${base}/api/admin/bank-statements`, { headers: auth() });
      const imports = await list.json();
      expect(imports).toMatchObject({ total: 1, page: 1, pageSize: 25 });
      const { importId } = answer.body as { importId: number };
      expect(imports.items[0]).toMatchObject({ id: importId, entryCount: 20_000, openCount: 20_000 });
      const page = await fetch(`${base}/api/admin/bank-statements/${importId}/entries?page=200&pageSize=100`, {
        headers: auth(),
      });
      const text = await page.text();
      expect(JSON.parse(text)).toMatchObject({ total: 20_000, page: 200, pageSize: 100 });
      expect(JSON.parse(text).items).toHaveLength(100);
      expect(text.length).toBeLessThan(100_000);
    },
  );
});
