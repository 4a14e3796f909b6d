/**
 * The lead inbox under load (issue 9): 10,000 leads made here, never by `npm start`; then, over loopback
 * with 10 concurrent clients, p50/p99 of GET /api/admin/dashboard for the first page, a search and page
 * 200; the CSV export of all 10,000 (time, the server's peak RSS growth while it streams); and the
 * JavaScript /admin/dashboard loads. Part of `npm run bench`; on its own: `node bench/admin-dashboard.ts`
 * (builds first unless --no-build).
 */
import autocannon from 'autocannon';
import { accountUser } from '../api/src/features/accounts/users.ts';
import { storeSessionInBrowser } from '../tests/e2e/support/accounts.ts';
import { leadStatuses, productKinds, projectTypes } from '#shared/labels.ts';
import { insertLeads, leadValues } from '../api/testing/test-leads.ts';
import { createTestUser } from '../api/testing/test-users.ts';
import { openServerDatabase } from '../tests/e2e/support/database.ts';
import type { RunningServer } from '../tests/e2e/support/server.ts';
import { measureJavaScript } from './page-weight.ts';
import { residentMb, sampleResidentMemory } from './process-memory.ts';
import { runAloneWithServer, runsAlone } from './run-alone.ts';

const LEADS = 10_000;
const FIRST_NAMES = ['Jürgen', 'Anna', 'Özlem', 'Lars', 'Maria', 'Björn', 'Sophie', 'Hans', 'Lena', 'Tim'];
const LAST_NAMES = [
  'Müller',
  'Schmidt',
  'Schneider',
  'Fischer',
  'Weber',
  'Meyer',
  'Wagner',
  'Becker',
  'Schulz',
  'Hoffmann',
  'Größe',
  'Köhler',
];

export interface InboxBenchResult {
  queries: { label: string; requests: number; non2xx: number; p50Ms: number; p99Ms: number }[];
  export: { rows: number; ms: number; bytes: number; rssBeforeMb: number; rssPeakMb: number; rssGrowthMb: number };
  javascript: { scripts: number; rawKb: number; gzipKb: number };
}

async function seed(databaseUrl: string) {
  const db = await openServerDatabase(databaseUrl);
  const start = Date.now() - 400 * 24 * 3600_000;
  await insertLeads(
    db,
    Array.from({ length: LEADS }, (_, index) =>
      leadValues({
        // Numbered, not random: 10,000 random six-letter references collide now and then.
        reference: `A-B${String(index).padStart(5, '0')}`,
        vorname: FIRST_NAMES[index % FIRST_NAMES.length]!,
        nachname: `${LAST_NAMES[index % LAST_NAMES.length]}-${index}`,
        email: `lead-${index}@example.de`,
        plz: String(20000 + (index % 8000)),
        projektart: projectTypes[index % projectTypes.length]!,
        produkte: [productKinds[index % productKinds.length]!, productKinds[(index * 7) % productKinds.length]!],
        status: leadStatuses[index % leadStatuses.length]!,
        nachricht: index % 5 === 0 ? 'Bitte um Rückruf; am liebsten vormittags.' : '',
        createdAt: new Date(start + index * 3_456_000),
      }),
    ),
  );
  const admin = await createTestUser(db, { role: 'admin' });
  db.$client.close();
  return admin;
}

/** p50/p99 of one signed-in GET with 10 concurrent clients for 5 s. */
export async function query(baseUrl: string, label: string, path: string, token: string) {
  const result = await autocannon({
    url: `${baseUrl}${path}`,
    connections: 10,
    duration: 5,
    headers: { authorization: `Bearer ${token}` },
  });
  return { label, requests: result.requests.total, non2xx: result.non2xx, p50Ms: result.latency.p50, p99Ms: result.latency.p99 };
}

async function timeExport(server: RunningServer, token: string) {
  const rssBeforeMb = residentMb(server.pid);
  const sampler = sampleResidentMemory(server.pid);
  const started = performance.now();
  const response = await fetch(`${server.url}/api/admin/leads/export.csv?showCompleted=true`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  let bytes = 0;
  let lineBreaks = 0;
  for await (const chunk of response.body!) {
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) lineBreaks += 1;
  }
  const ms = Math.round(performance.now() - started);
  const rssPeakMb = sampler.stop();
  // Header line and one line per lead; the generated messages hold no line breaks.
  return { rows: lineBreaks - 1, ms, bytes, rssBeforeMb, rssPeakMb, rssGrowthMb: rssPeakMb - rssBeforeMb };
}

export async function measureAdminDashboard(server: RunningServer): Promise<InboxBenchResult> {
  const admin = await seed(server.databaseUrl);
  // One warm-up request each, so the first measured ones do not pay for compiling the statements.
  for (const path of ['/api/admin/dashboard', '/api/admin/dashboard?q=m%C3%BCller', '/api/admin/dashboard?page=200&showCompleted=true']) {
    await fetch(`${server.url}${path}`, { headers: { Authorization: `Bearer ${admin.token}` } });
  }
  const queries = [
    await query(server.url, 'erste Seite', '/api/admin/dashboard', admin.token),
    await query(server.url, 'Suche „müller“', '/api/admin/dashboard?q=m%C3%BCller', admin.token),
    await query(server.url, 'Seite 200', '/api/admin/dashboard?page=200&showCompleted=true', admin.token),
  ];
  const exported = await timeExport(server, admin.token);
  const [weight] = await measureJavaScript(server.url, ['/admin/dashboard'], async (page) => {
    await storeSessionInBrowser(page, admin.token, accountUser(admin.user), new URL('/', server.url).href);
  });
  return {
    queries,
    export: exported,
    javascript: {
      scripts: weight!.scripts,
      rawKb: Math.round(weight!.bytes / 102.4) / 10,
      gzipKb: Math.round(weight!.gzipBytes / 102.4) / 10,
    },
  };
}

export function printAdminDashboard(result: InboxBenchResult) {
  console.log(`\n== Backoffice: ${LEADS} Anfragen, 10 Clients je 5 s (Ziel: p99 < 50 ms) ==`);
  console.table(
    result.queries.map((row) => ({
      Abfrage: row.label,
      Anfragen: row.requests,
      'nicht 2xx': row.non2xx,
      'p50 ms': row.p50Ms,
      'p99 ms': row.p99Ms,
    })),
  );
  console.log(`\n== CSV-Export aller ${LEADS} Anfragen (Ziel: < 1 s, Speicherzuwachs < 50 MB) ==`);
  console.table([
    {
      Zeilen: result.export.rows,
      'Dauer ms': result.export.ms,
      'Größe KB': Math.round(result.export.bytes / 1024),
      'Speicher vorher MB': result.export.rssBeforeMb,
      'Speicher Spitze MB': result.export.rssPeakMb,
      'Zuwachs MB': result.export.rssGrowthMb,
    },
  ]);
  console.log('\n== JavaScript von /admin/dashboard (Ziel: < 150 KB gzip) ==');
  console.table([
    {
      Seite: '/admin/dashboard',
      Dateien: result.javascript.scripts,
      roh: `${result.javascript.rawKb} KB`,
      gzip: `${result.javascript.gzipKb} KB`,
    },
  ]);
}

if (runsAlone(import.meta.url)) await runAloneWithServer(async (server) => printAdminDashboard(await measureAdminDashboard(server)));
