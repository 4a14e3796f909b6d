/**
 * npm run bench: builds, starts the production server on a fresh database and prints
 *  - the JavaScript each content and island page ships (raw and gzip),
 *  - Lighthouse mobile scores (CLI, fresh Chromium per run, median of 3) of the content and island pages,
 *  - requests per second of GET /api/public/product-lines against a static file of the same server,
 *  - plain serving against its floor (pages, a hashed script, the product lines) and the server's memory,
 *  - a load run of 200 clients posting quote requests, with stored leads counted against 2xx answers, and
 *    the server's memory after it,
 *  - logins per second with 20 clients, and the server's memory meanwhile,
 *  - mails per second from a backlog of 2,000 against an SMTP server on loopback, and how long a fresh
 *    mail behind that backlog waits,
 *  - the lead inbox with 10,000 leads: dashboard p50/p99, the CSV export, the back office's JavaScript.
 *  - the catalogue's public reads before and after 1,000 products and 10,000 options, a 4 MB image upload.
 *  - analytics over 1,000,000 page views: answer time p50/p99, database size, page-view beacons per second.
 *  - bank statements: 20,000 bookings imported and 25,000 refused while another client asks every 50 ms.
 *  - quotes: 200 drafts, 20 at a time (p50/p99, numbers gap-free), the PDF of a 20-line quote (p50/p99).
 *  - the office: every back-office screen until its content shows with 10,000 leads, 2,000 quotes and
 *    orders and 5,000 invoices; a customer's login until "Mein Konto"; the site's rebuild after "Firma".
 * Figures, not pass/fail: the targets and the recorded figures are in bench/README.md.
 *
 * With `--baseline <git ref>`, the part `load` instead alternates this build and the ref's (built in a
 * temporary git worktree, bench/baseline.ts) and prints both and their ratio.
 *
 *   node bench/run.ts [--no-build] [--baseline <git ref> [--rounds 3]] [weight] [lighthouse] [http] [serving] [login] [load] [mail] [inbox] [catalogue] [analytics] [statement] [quotes] [office] [profile]
 * Naming parts runs only those (in the order above); without names, all of them run except `profile`.
 */
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { loadConfig } from '../api/src/config.ts';
import { build } from '../scripts/build.ts';
import { startServer, type RunningServer } from '../tests/e2e/support/server.ts';
import { measureLoad } from './http-load.ts';
import { measureDashboardJavaScript } from './dashboard-weight.ts';
import { runLighthouse } from './lighthouse.ts';
import { measureAdminDashboard, printAdminDashboard } from './admin-dashboard.ts';
import { measureAnalytics, printAnalytics } from './analytics.ts';
import { measureCatalogue, printCatalogue } from './catalogue.ts';
import { prepareBaseline } from './baseline.ts';
import { measureFunnelLoad } from './funnel-load.ts';
import { compareFunnelLoad, printLoadComparison } from './load-comparison.ts';
import { measureLoginLoad } from './login-load.ts';
import { measureMailThroughput, printMailThroughput } from './mail-throughput.ts';
import { CONTENT_PAGE_BUDGET, CONTENT_PAGES, ISLAND_PAGE_BUDGETS } from './page-budgets.ts';
import { measureJavaScript, type PageWeight } from './page-weight.ts';
import { measureLargeStatement, printLargeStatement } from './large-statement.ts';
import { measureOfficeScreens, printOfficeScreens } from './office-screens.ts';
import { measureQuotes, printQuotes } from './quotes.ts';
import { printSubmitProfile, profileSubmit } from './profile-submit.ts';
import { residentMb } from './process-memory.ts';
import { measureServing, printServing } from './serving.ts';

const ISLAND_PAGES = Object.keys(ISLAND_PAGE_BUDGETS);
const LIGHTHOUSE_PAGES = ['/', '/about', '/blog', '/blog/einbruchschutz-fenster-rc2', '/impressum', '/datenschutz', ...ISLAND_PAGES];
const PARTS = [
  'weight',
  'lighthouse',
  'http',
  'serving',
  'login',
  'load',
  'mail',
  'inbox',
  'catalogue',
  'analytics',
  'statement',
  'quotes',
  'office',
  'profile',
] as const;
/** Parts that run only when named: the profile slows the server it measures. */
const ON_REQUEST: readonly (typeof PARTS)[number][] = ['profile'];

const { values: options, positionals: named } = parseArgs({
  options: { 'no-build': { type: 'boolean' }, baseline: { type: 'string' }, rounds: { type: 'string', default: '3' } },
  allowPositionals: true,
});
const unknown = named.filter((name) => !(PARTS as readonly string[]).includes(name));
if (unknown.length > 0) {
  console.error(`Unbekannter Teil: ${unknown.join(', ')}. Möglich: ${PARTS.join(', ')}`);
  process.exit(1);
}
const rounds = Number(options.rounds);
if (!Number.isInteger(rounds) || rounds < 1) {
  console.error(`--rounds muss eine ganze Zahl ab 1 sein, nicht „${options.rounds}“.`);
  process.exit(1);
}
const runs = (part: (typeof PARTS)[number]) => named.includes(part) || (named.length === 0 && !ON_REQUEST.includes(part));

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Runs a measurement on a server of its own, so what it adds to the database does not change what the other runs measure. */
async function onServerOfItsOwn<T>(measure: (server: RunningServer) => Promise<T>, print: (result: T) => void) {
  const own = await startServer();
  try {
    print(await measure(own));
  } finally {
    await own.stop();
  }
}

function heading(text: string) {
  console.log(`\n== ${text} ==`);
}

if (!options['no-build']) {
  heading('Build');
  await build(loadConfig().PUBLIC_SITE_URL);
}

const server = await startServer();
try {
  if (runs('weight')) {
    heading('JavaScript je Inhaltsseite, Dateien und Inline-Skripte (Ziel: kein React, höchstens 10 KB gzip)');
    printWeights(await measureJavaScript(server.url, CONTENT_PAGES), () => CONTENT_PAGE_BUDGET);
    heading('JavaScript je Inselseite (Ziel: höchstens 110 KB gzip, React allein etwa 69 KB)');
    printWeights(
      [...(await measureJavaScript(server.url, ISLAND_PAGES)), await measureDashboardJavaScript(server)],
      (path) => ISLAND_PAGE_BUDGETS[path],
    );
  }
  if (runs('lighthouse')) await printLighthouse(server.url);
  if (runs('http')) await printHttp(server.url);
  if (runs('serving')) {
    heading('Ausliefern gegen den Boden (eigener Server; Ziele: Seiten und Skripte ≥ 0,5, Katalog-API ≥ 0,3)');
    printServing(await measureServing());
  }
  if (runs('login')) await printLogins(server);
  if (runs('load')) {
    if (options.baseline) await printLoadAgainst(options.baseline, rounds);
    else await printFunnelLoad(server);
  }
  if (runs('mail')) {
    heading('Postausgang: 2.000 Mails im Stau, eine frische dahinter, SMTP über Loopback (Ziel: ≥ 100 Mails/s)');
    printMailThroughput(await measureMailThroughput());
  }
  if (runs('inbox')) {
    // On a server of its own: the 10,000 leads must not change what the other runs measure.
    await onServerOfItsOwn(measureAdminDashboard, printAdminDashboard);
  }
  if (runs('catalogue')) {
    // Likewise: the grown catalogue on a server of its own.
    await onServerOfItsOwn(measureCatalogue, printCatalogue);
  }
  // On a server and database of its own: a year of page views.
  if (runs('analytics')) printAnalytics(await measureAnalytics());
  // A year's statements on a server of its own: 20,000 payments would change what the others measure.
  if (runs('statement')) await onServerOfItsOwn(measureLargeStatement, printLargeStatement);
  if (runs('quotes')) {
    // 200 drafts and their numbers on a server of their own.
    await onServerOfItsOwn(measureQuotes, printQuotes);
  }
  if (runs('office')) {
    // The office's screens over a year's records, and the rebuild after "Firma", on a server of its own.
    await onServerOfItsOwn(measureOfficeScreens, printOfficeScreens);
  }
  if (runs('profile')) {
    heading('CPU-Profil der Angebotsanfrage unter Last (eigener Server mit --cpu-prof, 200 Clients, 10 s)');
    printSubmitProfile(await profileSubmit());
  }
} finally {
  await server.stop();
}

async function printLighthouse(url: string) {
  heading(
    'Lighthouse mobil, CLI mit Standardeinstellungen, frisches Chromium je Lauf, Median aus 3 Läufen ' +
      '(Ziel Inhaltsseiten: Leistung 100, alle übrigen 100; Inselseiten: Leistung ≥ 95, TBT < 200 ms, Barrierefreiheit 100)',
  );
  const report = await runLighthouse(url, LIGHTHOUSE_PAGES);
  console.table(
    report.scores.map((score) => ({
      Seite: score.path,
      Leistung: score.performance,
      Barrierefreiheit: score.accessibility,
      'Best Practices': score.bestPractices,
      SEO: score.seo,
      'LCP ms': score.lcpMs,
      'TBT ms': score.tbtMs,
      CLS: score.cls,
    })),
  );
  for (const score of report.scores) {
    if (score.failedAudits.length > 0) console.log(`  ${score.path}: nicht bestanden: ${score.failedAudits.join(', ')}`);
  }
  console.log(
    `  Last (1 min) vorher ${report.loadBefore.toFixed(2)}, nachher ${report.loadAfter.toFixed(2)} auf ${availableParallelism()} Kernen`,
  );
}

async function printHttp(url: string) {
  heading('HTTP über Loopback, 50 Verbindungen, je 10 s');
  const reads = [
    await measureLoad('GET /api/public/product-lines', `${url}/api/public/product-lines`),
    await measureLoad('GET /favicon.svg (statische Datei)', `${url}/favicon.svg`),
  ];
  console.table(
    reads.map((load) => ({
      Anfrage: load.label,
      'Anfragen/s': load.requestsPerSecond,
      'p50 ms': load.p50Ms,
      'p99 ms': load.p99Ms,
      'nicht 2xx': load.non2xx,
      Fehler: load.errors,
    })),
  );
}

async function printLogins(server: RunningServer) {
  heading('Anmeldungen: 20 Clients melden sich 10 s lang an (argon2id, 19 MiB, 2 Durchläufe – die Kosten sind gewollt)');
  const logins = await measureLoginLoad(server.url, server.databaseUrl, server.pid);
  console.table([
    {
      Anfragen: logins.requests,
      '2xx': logins.answered2xx,
      'nicht 2xx': logins.non2xx,
      'Anmeldungen/s': logins.requestsPerSecond,
      'p50 ms': logins.p50Ms,
      'p99 ms': logins.p99Ms,
      'Speicher vorher MB': logins.rssBeforeMb,
      'Speicher Spitze MB': logins.rssPeakMb,
    },
  ]);
}

async function printFunnelLoad(server: RunningServer) {
  heading('Last: 200 Clients senden 10 s lang verschiedene Angebotsanfragen (Ziel: 0 verlorene Anfragen, p99 < 100 ms)');
  const rssBeforeMb = residentMb(server.pid);
  const loads = [{ processes: 1, ...(await measureFunnelLoad(server.url, server.databaseUrl)) }];
  const rssAfterMb = residentMb(server.pid);
  const cluster = await startServer({ WEB_CONCURRENCY: '2' });
  try {
    loads.push({ processes: 2, ...(await measureFunnelLoad(cluster.url, cluster.databaseUrl)) });
  } finally {
    await cluster.stop();
  }
  console.table(
    loads.map((load) => ({
      Prozesse: load.processes,
      Anfragen: load.requests,
      '2xx': load.answered2xx,
      'nicht 2xx': load.non2xx,
      Fehler: load.errors,
      gespeichert: load.storedLeads,
      verloren: load.lostLeads,
      'ohne Antwort gespeichert': load.storedWithoutAnswer,
      'Anfragen/s': load.requestsPerSecond,
      'p50 ms': load.p50Ms,
      'p99 ms': load.p99Ms,
    })),
  );
  console.log(`Speicher des Serverprozesses (ein Prozess): ${rssBeforeMb} MB vor der Last, ${rssAfterMb} MB danach (Ziel ≤ 200)`);
}

async function printLoadAgainst(ref: string, roundCount: number) {
  const baseline = prepareBaseline(ref);
  try {
    heading(
      `Last gegen ${ref} (${baseline.commit}): 200 Clients, je 10 s, abwechselnd auf frischen Servern, ${roundCount} Runden ` +
        '(Ziel: ≥ 1,3× Anfragen/s, ≤ 0,6× p99, 0 verloren)',
    );
    printLoadComparison(await compareFunnelLoad(baseline, roundCount));
  } finally {
    baseline.remove();
  }
}

/** Each page's weight and its budget (bench/page-budgets.ts; the budget test fails above it). */
function printWeights(weights: PageWeight[], budgetOf: (path: string) => number | undefined) {
  console.table(
    weights.map((weight) => {
      const budget = budgetOf(weight.path);
      return {
        Seite: weight.path,
        Dateien: weight.scripts,
        roh: kb(weight.bytes),
        gzip: kb(weight.gzipBytes),
        Budget: budget === undefined ? '–' : kb(budget),
      };
    }),
  );
}
