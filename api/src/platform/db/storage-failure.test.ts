import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { testApiForFile } from '../../../testing/fixtures.ts';
import { apiMessages } from '../../shared/messages.ts';
import { contactMessages } from './schema.ts';
import { createStorageHealth, isStorageFailure, STORAGE_REPORT_INTERVAL_MS } from './storage-failure.ts';
import { writeQueueFor } from './write-queue.ts';

const test = testApiForFile();

const message = (text: string) => ({
  salutation: 'frau',
  name: 'Dora Voll',
  email: 'dora.voll@example.de',
  subject: 'fenster',
  message: text,
  privacy: true,
});

/**
 * A full disk, as SQLite meets it: the database may not grow past its current pages (the limit is a
 * per-connection setting, so both connections of the process get it). Writes then fail with SQLITE_FULL.
 */
async function limitDatabaseTo(pages: number) {
  const pragma = `PRAGMA max_page_count = ${pages}`;
  await test.db.run(sql.raw(pragma));
  await writeQueueFor(test.db.$client).run([pragma]);
}

async function pageCount(): Promise<number> {
  const result = await test.db.$client.execute('PRAGMA page_count');
  return Number(result.rows[0]![0]);
}

describe('a full disk', () => {
  it('answers writes with 503, Retry-After and a German message, turns /api/health red and logs once', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const storedBefore = (await test.db.select().from(contactMessages)).length;
      await limitDatabaseTo(await pageCount());
      for (let attempt = 0; attempt < 5; attempt++) {
        const response = await test.request('/api/contact', { method: 'POST', json: message(`Langer Text ${attempt} `.repeat(300)) });
        expect(response.status).toBe(503);
        expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
        expect(await response.json()).toEqual({ error: apiMessages.storageFull });
      }
      const health = await test.request('/api/health');
      expect(health.status).toBe(503);
      expect(await health.json()).toMatchObject({ status: 'error', database: 'ok', writes: 'failed' });
      // One line for five failures, and no stack trace in it.
      const storageLines = logged.mock.calls.filter(([line]) => String(line).includes('Schreiben in die Datenbank fehlgeschlagen'));
      expect(storageLines).toHaveLength(1);
      expect(logged.mock.calls.flat().some((part) => part instanceof Error)).toBe(false);
      expect((await test.db.select().from(contactMessages)).length).toBe(storedBefore);

      // Space again: the same request goes through.
      await limitDatabaseTo(1_000_000);
      const retried = await test.request('/api/contact', { method: 'POST', json: message('Noch einmal. '.repeat(300)) });
      expect(retried.status).toBe(201);
    } finally {
      logged.mockRestore();
    }
  });
});

describe('isStorageFailure', () => {
  it('finds SQLITE_FULL and ENOSPC through wrapping errors, and nothing else', () => {
    const full = Object.assign(new Error('SQLITE_FULL: database or disk is full'), { code: 'SQLITE_FULL' });
    expect(isStorageFailure(new Error('Failed query', { cause: full }))).toBe(true);
    expect(isStorageFailure(Object.assign(new Error('write failed'), { code: 'ENOSPC' }))).toBe(true);
    expect(isStorageFailure(new Error('SQLITE_CONSTRAINT: UNIQUE constraint failed'))).toBe(false);
    expect(isStorageFailure('SQLITE_FULL')).toBe(false);
  });
});

describe('createStorageHealth', () => {
  it('logs the first failure of each interval with the count, and stays red for one interval', () => {
    const lines: string[] = [];
    const health = createStorageHealth((line) => lines.push(line));
    const start = 1_000_000;
    for (let second = 0; second < 90; second++) health.noteFailure(new Error('SQLITE_FULL'), start + second * 1000);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('60×');
    expect(health.recentFailure(start + 89_000 + STORAGE_REPORT_INTERVAL_MS - 1)).not.toBeNull();
    expect(health.recentFailure(start + 89_000 + STORAGE_REPORT_INTERVAL_MS)).toBeNull();
  });
});
