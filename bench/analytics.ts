/**
 * Analytics under load (issue 10). 1,000,000 page views over the 365 days up to today, made here as raw
 * rows straight into the database of a server of its own (plus funnel events and leads), rolled up by
 * the real rollup and trimmed by the real retention, as the hourly job leaves them; then
 *  - p50/p99 of GET /api/admin/analytics for the current year, 10 clients for 5 s, and the database size;
 *  - page-view beacons per second, 50 clients for 10 s against one server process over loopback, each
 *    from its own address with a browser's user agent, with the stored views counted against the 204s.
 * Part of `npm run bench`; on its own: `node bench/analytics.ts` (builds first unless --no-build).
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Sqlite from 'libsql';
import { rollUpFinishedDays } from '../api/src/features/analytics/rollup.ts';
import { applyMigrations } from '../api/src/platform/db/migrate.ts';
import { applyRetention } from '../api/src/platform/maintenance/retention.ts';
import { retentionJobs } from '../api/src/retention-jobs.ts';
import { currentAnalyticsYear } from '#features/analytics/contract/analytics.ts';
import { insertLeads, leadValues } from '../api/testing/test-leads.ts';
import { createTestUser } from '../api/testing/test-users.ts';
import { openServerDatabase } from '../tests/e2e/support/database.ts';
import { startServer, type RunningServer } from '../tests/e2e/support/server.ts';
import { postLoad } from './http-load.ts';
import { cpuMs } from './process-memory.ts';
import { buildUnlessNoBuild, runsAlone } from './run-alone.ts';
import { berlinDay, berlinDayStart, addDays } from '../api/src/shared/dates.ts';

const PAGE_VIEWS = 1_000_000;
const DAYS = 365;
const FUNNEL_SESSIONS = 20_000;
const LEADS = 2_000;
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Safari/537.36';
const PATHS = [
  '/',
  '/about',
  '/blog',
  '/funnel',
  '/konfigurator',
  '/shop',
  '/contact',
  '/impressum',
  '/datenschutz',
  ...Array.from({ length: 40 }, (_, index) => `/blog/artikel-${index}`),
];
const REFERRERS = [
  null,
  null,
  null,
  'google.com',
  'bing.com',
  'duckduckgo.com',
  'facebook.com',
  'instagram.com',
  'handwerker-portal.de',
  'ecosia.org',
];
const SOURCES = [null, null, null, null, null, null, 'newsletter', 'google-ads', 'facebook', 'flyer'];

export interface AnalyticsBenchResult {
  seedSeconds: number;
  rollupSeconds: number;
  rolledDays: number;
  dbMbBefore: number;
  dbMbAfter: number;
  query: { requests: number; non2xx: number; p50Ms: number; p99Ms: number; serverCpuMs: number };
  beacon: {
    requests: number;
    answered204: number;
    non2xx: number;
    errors: number;
    stored: number;
    lost: number;
    requestsPerSecond: number;
    p50Ms: number;
    p99Ms: number;
    serverCpuUs: number;
  };
}

const fileOf = (url: string) => (url.startsWith('file:') ? url.slice('file:'.length) : fileURLToPath(url));
const sizeMb = (url: string) => {
  const file = fileOf(url);
  const wal = (() => {
    try {
      return statSync(`${file}-wal`).size;
    } catch {
      return 0;
    }
  })();
  return Math.round(((statSync(file).size + wal) / 1024 / 1024) * 10) / 10;
};

/** Raw rows straight into the file in one transaction: the bench's data, not the beacon's path. */
function seedRaw(databaseUrl: string, now: number) {
  const connection = new Sqlite(fileOf(databaseUrl), { timeout: 10_000 });
  const today = berlinDay(now);
  let day = berlinDay(now - (DAYS - 1) * 86_400_000);
  const days: string[] = [];
  for (; day <= today; day = addDays(day, 1)) days.push(day);
  const dayStarts = days.map(berlinDayStart);
  const insertView = connection.prepare(
    'insert into page_views (day, visitor_id, path, referrer_host, utm_source, created_at) values (?, ?, ?, ?, ?, ?)',
  );
  const insertEvent = connection.prepare(
    "insert into funnel_events (session_id, step, action, choices, utm_params, created_at) values (?, ?, ?, '{}', '{}', ?)",
  );
  connection.exec('begin');
  for (let index = 0; index < PAGE_VIEWS; index += 1) {
    const viewDay = days[index % days.length]!;
    // About three views per visitor and day.
    const visitor = `v${Math.floor(index / days.length / 3)}`;
    const start = dayStarts[index % days.length]!;
    insertView.run(
      viewDay,
      visitor,
      PATHS[(index * 7) % PATHS.length],
      REFERRERS[index % REFERRERS.length],
      SOURCES[(index * 3) % SOURCES.length],
      start + (index % 86_000) * 1000,
    );
  }
  for (let session = 0; session < FUNNEL_SESSIONS; session += 1) {
    const at = dayStarts[session % days.length]! + 10 * 3600_000;
    const reached = 1 + (session % 7);
    for (let step = 1; step <= reached; step += 1) insertEvent.run(`bench${session}`, step, 'started', at + step * 60_000);
    if (reached === 7) insertEvent.run(`bench${session}`, 7, 'completed', at + 8 * 60_000);
  }
  connection.exec('commit');
  connection.close();
}

/**
 * Made before the server starts, on a database file of the bench's own that the server then opens: a
 * million rows in one transaction would hold the write lock longer than the server's busy timeout.
 */
async function seed(databaseUrl: string) {
  const now = Date.now();
  const started = performance.now();
  const db = await openServerDatabase(databaseUrl);
  await applyMigrations(db);
  db.$client.close();
  seedRaw(databaseUrl, now);
  const seeded = await openServerDatabase(databaseUrl);
  await insertLeads(
    seeded,
    Array.from({ length: LEADS }, (_, index) =>
      leadValues({
        reference: `A-C${String(index).padStart(5, '0')}`,
        email: `analytics-${index}@example.de`,
        createdAt: new Date(now - (index % DAYS) * 86_400_000),
      }),
    ),
  );
  const seedSeconds = Math.round((performance.now() - started) / 100) / 10;
  await seeded.$client.execute('pragma wal_checkpoint(truncate)');
  const dbMbBefore = sizeMb(databaseUrl);
  const rollupStarted = performance.now();
  const rolled = await rollUpFinishedDays(seeded, now);
  const rollupSeconds = Math.round((performance.now() - rollupStarted) / 100) / 10;
  await applyRetention(seeded, retentionJobs, new Date(now));
  await seeded.$client.execute('vacuum');
  await seeded.$client.execute('pragma wal_checkpoint(truncate)');
  const admin = await createTestUser(seeded, { role: 'admin' });
  seeded.$client.close();
  return { admin, seedSeconds, rollupSeconds, rolledDays: rolled.length, dbMbBefore, dbMbAfter: sizeMb(databaseUrl) };
}

async function storedToday(databaseUrl: string) {
  const db = await openServerDatabase(databaseUrl);
  // The beacons mark themselves with utm_source=bench; the seeded views have other sources.
  const result = await db.$client.execute({ sql: 'select count(*) as n from page_views where utm_source = ?', args: ['bench'] });
  db.$client.close();
  return Number(result.rows[0]!.n);
}

/** Seeds a database of its own, starts a server (one process) on it, measures, stops it. */
export async function measureAnalytics(): Promise<AnalyticsBenchResult> {
  const folder = mkdtempSync(join(tmpdir(), 'fensterwerk-analytics-'));
  const databaseUrl = `file:${join(folder, 'app.db')}`;
  try {
    const seeded = await seed(databaseUrl);
    const server = await startServer({ DATABASE_URL: databaseUrl, WEB_CONCURRENCY: '1' });
    try {
      return { ...seeded, ...(await measureServer(server, databaseUrl, seeded.admin.token)) };
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

async function measureServer(server: RunningServer, databaseUrl: string, token: string) {
  const path = `/api/admin/analytics?year=${currentAnalyticsYear()}`;
  const headers = { authorization: `Bearer ${token}` };
  await fetch(`${server.url}${path}`, { headers });
  const queryCpuBefore = cpuMs(server.pid);
  const queried = await autocannon({ url: `${server.url}${path}`, connections: 10, duration: 5, headers });
  const queryCpuMs = cpuMs(server.pid) - queryCpuBefore;

  const cpuBefore = cpuMs(server.pid);
  const beacons = await postLoad({
    baseUrl: server.url,
    path: '/api/visits',
    connections: 50,
    durationSeconds: 10,
    headers: { 'user-agent': BROWSER },
    // A page the site has: other paths are not counted (ADR 028).
    body: () => ({ path: '/?utm_source=bench', referrer: 'https://www.google.de/' }),
  });
  const serverCpuMs = cpuMs(server.pid) - cpuBefore;
  const stored = await storedToday(databaseUrl);
  const answered204 = beacons['2xx'];
  return {
    query: {
      requests: queried.requests.total,
      non2xx: queried.non2xx,
      p50Ms: queried.latency.p50,
      p99Ms: queried.latency.p99,
      serverCpuMs: Math.round((queryCpuMs / Math.max(1, queried.requests.total)) * 10) / 10,
    },
    beacon: {
      requests: beacons.requests.total,
      answered204,
      non2xx: beacons.non2xx,
      errors: beacons.errors,
      stored,
      lost: Math.max(0, answered204 - stored),
      requestsPerSecond: Math.round(beacons.requests.average),
      p50Ms: beacons.latency.p50,
      p99Ms: beacons.latency.p99,
      // The machine is shared with the load generator: the server's own CPU time per view says what one core could take.
      serverCpuUs: Math.round((serverCpuMs * 1000) / Math.max(1, stored)),
    },
  };
}

export function printAnalytics(result: AnalyticsBenchResult) {
  console.log(
    `\n== Auswertungen: ${PAGE_VIEWS.toLocaleString('de-DE')} Seitenaufrufe über ${DAYS} Tage, ${FUNNEL_SESSIONS} Funnel-Sitzungen, ${LEADS} Anfragen ==`,
  );
  console.table([
    {
      'Anlegen s': result.seedSeconds,
      'Tage verdichtet': result.rolledDays,
      'Verdichten s': result.rollupSeconds,
      'DB roh MB': result.dbMbBefore,
      'DB nach Aufbewahrung MB': result.dbMbAfter,
    },
  ]);
  console.log('\n== GET /api/admin/analytics (aktuelles Jahr), 10 Clients je 5 s (Ziel: p99 < 100 ms) ==');
  console.table([
    {
      Anfragen: result.query.requests,
      'nicht 2xx': result.query.non2xx,
      'p50 ms': result.query.p50Ms,
      'p99 ms': result.query.p99Ms,
      'Server-CPU ms/Anfrage': result.query.serverCpuMs,
    },
  ]);
  console.log('\n== POST /api/visits, 1 Prozess, 50 Clients je 10 s (Ziel: ≥ 5.000/s, nichts verloren) ==');
  const beacon = result.beacon;
  console.table([
    {
      Anfragen: beacon.requests,
      '204': beacon.answered204,
      'nicht 2xx': beacon.non2xx,
      Fehler: beacon.errors,
      gespeichert: beacon.stored,
      verloren: beacon.lost,
      'Anfragen/s': beacon.requestsPerSecond,
      'p50 ms': beacon.p50Ms,
      'p99 ms': beacon.p99Ms,
      'Server-CPU µs/Aufruf': beacon.serverCpuUs,
    },
  ]);
}

if (runsAlone(import.meta.url)) {
  await buildUnlessNoBuild();
  printAnalytics(await measureAnalytics());
}
