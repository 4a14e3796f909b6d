/**
 * The speed the office feels (issue 33, item 10): 10,000 leads, 2,000 quotes with their orders and 5,000
 * invoices made here, straight in the database; then each back-office screen of the owner's sidebar is
 * opened in Chromium and timed from the navigation until its content shows (no "wird geladen" left in
 * the main area), the median of three; a customer's login at /login until "Mein Konto" shows; and the
 * rebuild of the pre-rendered pages after a save in Einstellungen → Firma, until the new build is served.
 * Before the browser, the answers behind the heaviest screens (issue 40, item 4: the inbox's first page and
 * a search, the Aufträge and Rechnungen lists) get p50/p99 with 10 clients for 5 s each.
 * Part of `npm run bench`; on its own: `node bench/office-screens.ts` (builds first unless --no-build;
 * `--answers` measures only the answers).
 */
import { chromium, type Browser, type Page } from '@playwright/test';
import { accountUser } from '../api/src/features/accounts/users.ts';
import { storeSessionInBrowser } from '../tests/e2e/support/accounts.ts';
import { invoicePayments, invoices, orders, quotes } from '../api/src/platform/db/schema.ts';
import type { Database } from '../api/src/platform/db/client.ts';
import { insertLeads, leadValues } from '../api/testing/test-leads.ts';
import { createTestUser } from '../api/testing/test-users.ts';
import { navigationFor } from '../site/src/islands/admin/routes.ts';
import { chromiumExecutable, playwrightChromiumArgs } from '../tests/e2e/support/chromium.ts';
import { openServerDatabase } from '../tests/e2e/support/database.ts';
import type { RunningServer } from '../tests/e2e/support/server.ts';
import { query } from './admin-dashboard.ts';
import { runAloneWithServer, runsAlone } from './run-alone.ts';

const LEADS = 10_000;
const QUOTES = 2_000;
const INVOICES = 5_000;
const CHUNK = 100;
const RUNS = 3;

/** The list answers of the heaviest screens, as each screen asks for them when it opens. */
const HEAVY_ANSWERS = [
  { label: 'Anfragen: erste Seite', path: '/api/admin/dashboard' },
  { label: 'Anfragen: Suche „Büro-12“', path: '/api/admin/dashboard?q=B%C3%BCro-12' },
  { label: 'Aufträge', path: '/api/admin/orders' },
  { label: 'Rechnungen', path: '/api/admin/invoices' },
];

export interface OfficeBenchResult {
  answers: Awaited<ReturnType<typeof query>>[];
  screens: { screen: string; ms: number }[];
  customerLogin: { answerMs: number; screenMs: number };
  rebuildMs: number | null;
}

async function inChunks<Row>(rows: Row[], insert: (chunk: Row[]) => Promise<unknown>) {
  for (let at = 0; at < rows.length; at += CHUNK) await insert(rows.slice(at, at + CHUNK));
}

const day = (index: number) => new Date(Date.UTC(2025, 0, 1) + index * 3_600_000 * 4).toISOString().slice(0, 10);

async function seed(db: Database) {
  await insertLeads(
    db,
    Array.from({ length: LEADS }, (_, index) =>
      leadValues({
        reference: `A-O${String(index).padStart(5, '0')}`,
        vorname: 'Lea',
        nachname: `Büro-${index}`,
        email: `office-${index}@example.de`,
        createdAt: new Date(Date.now() - (LEADS - index) * 600_000),
      }),
    ),
  );
  const line = {
    kind: 'product' as const,
    title: 'Kunststofffenster',
    description: '1230 × 1480 mm',
    quantity: 2,
    unitPrice: 50_000,
    discount: 0,
  };
  const quoteRows = Array.from({ length: QUOTES }, (_, index) => ({
    number: `AN-2025-${String(index + 1).padStart(4, '0')}`,
    leadReference: `A-O${String(index).padStart(5, '0')}`,
    status: 'accepted' as const,
    customerName: `Kunde ${index}`,
    customerEmail: `office-${index}@example.de`,
    customerCompany: index % 4 === 0 ? `Firma ${index} GmbH` : '',
    lines: [line],
    gross: 119_000,
    vat: 19_000,
    net: 100_000,
    validUntil: '2099-12-31',
    createdBy: 'admin',
    createdAt: new Date(Date.now() - (QUOTES - index) * 3_600_000),
  }));
  await inChunks(quoteRows, (chunk) => db.insert(quotes).values(chunk));
  const quoteIds = (await db.select({ id: quotes.id }).from(quotes)).map((row) => row.id);
  const orderRows = quoteIds.map((quoteId, index) => ({
    orderNumber: `B-2025-${String(index + 1).padStart(4, '0')}`,
    totalPrice: 119_000,
    vat: 19_000,
    net: 100_000,
    status: ['pending', 'confirmed', 'in_production', 'completed'][index % 4]!,
    quoteId,
    lines: [line],
    customerName: `Kunde ${index}`,
    customerEmail: `office-${index}@example.de`,
    customerCompany: index % 4 === 0 ? `Firma ${index} GmbH` : '',
    createdAt: new Date(Date.now() - (QUOTES - index) * 3_600_000),
  }));
  await inChunks(orderRows, (chunk) => db.insert(orders).values(chunk));
  const orderIds = (await db.select({ id: orders.id, orderNumber: orders.orderNumber }).from(orders)).slice(0, QUOTES);
  const invoiceRows = Array.from({ length: INVOICES }, (_, index) => {
    const order = orderIds[index % orderIds.length]!;
    return {
      number: `RE-2025-${String(index + 1).padStart(4, '0')}`,
      kind: index % 2 === 0 ? ('deposit' as const) : ('final' as const),
      orderId: order.id,
      issueDate: day(index),
      dueDate: day(index + 84),
      document: { orderNumber: order.orderNumber, buyer: { name: `Kunde ${index}`, company: '', address: null }, lines: [] },
      net: 30_000,
      vat: 5_700,
      gross: 35_700,
      amountDue: 35_700,
      customerName: `Kunde ${index % QUOTES}`,
      customerEmail: `office-${index % QUOTES}@example.de`,
      createdBy: 'admin',
    };
  });
  await inChunks(invoiceRows, (chunk) => db.insert(invoices).values(chunk));
  const paid = (await db.select({ id: invoices.id }).from(invoices)).filter((_, index) => index % 3 === 0);
  await inChunks(
    paid.map((invoice) => ({ invoiceId: invoice.id, amount: 35_700, paidOn: '2025-06-01', createdBy: 'admin' })),
    (chunk) => db.insert(invoicePayments).values(chunk),
  );
}

/** Milliseconds from the navigation until the main area shows its content (nothing left loading). */
async function timeScreen(page: Page, url: string): Promise<number> {
  const started = Date.now();
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(
    () => {
      const main = document.querySelector('main#inhalt');
      if (!main || !main.querySelector('h1, h2')) return false;
      return !/wird geladen|werden geladen|Wird geladen|Laden …/i.test(main.textContent ?? '');
    },
    undefined,
    { polling: 'raf', timeout: 30_000 },
  );
  return Date.now() - started;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** A customer at /login: from the click on "Anmelden" until "Mein Konto" shows its content, and the API's answer alone. */
async function timeLogin(browser: Browser, server: RunningServer, username: string, password: string) {
  const screen: number[] = [];
  const answer: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const context = await browser.newContext({ locale: 'de-DE', extraHTTPHeaders: { 'X-Forwarded-For': `10.77.0.${run + 1}` } });
    const page = await context.newPage();
    await page.goto(`${server.url}/login`);
    await page.locator('astro-island[ssr]').first().waitFor({ state: 'detached' });
    await page.getByRole('textbox', { name: 'Benutzername' }).fill(username);
    await page.getByLabel('Passwort').fill(password);
    const started = performance.now();
    const loggedIn = page.waitForResponse((response) => response.url().endsWith('/api/admin/login'));
    await page.getByRole('button', { name: 'Anmelden' }).click();
    if (!(await loggedIn).ok()) throw new Error('Anmeldung fehlgeschlagen');
    answer.push(performance.now() - started);
    await page.waitForURL(/\/dashboard$/);
    await page.waitForFunction(
      () => !/Wird geladen|wird geladen/.test(document.querySelector('main')?.textContent ?? 'Wird geladen'),
      undefined,
      {
        polling: 'raf',
      },
    );
    screen.push(performance.now() - started);
    await context.close();
  }
  return { answerMs: Math.round(median(answer)), screenMs: Math.round(median(screen)) };
}

/** Saves the company data unchanged but for the brand and waits until the rebuilt pages are served. */
async function timeRebuild(server: RunningServer, token: string): Promise<number | null> {
  const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` };
  const current = (await (await fetch(`${server.url}/api/admin/settings/company`, { headers })).json()) as {
    company: Record<string, unknown>;
  };
  const started = performance.now();
  const saved = await fetch(`${server.url}/api/admin/settings/company`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ ...current.company, brand: `${String(current.company.brand)} Bench` }),
  });
  if (!saved.ok) throw new Error(`Firma nicht gespeichert: ${saved.status} ${await saved.text()}`);
  const { site } = (await saved.json()) as { site: { state: string } };
  if (site.state !== 'building') return null;
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    const { site: now } = (await (await fetch(`${server.url}/api/admin/settings/company`, { headers })).json()) as {
      site: { state: string };
    };
    if (now.state === 'current') return Math.round(performance.now() - started);
    if (now.state === 'failed') throw new Error('Der Neubau der Seiten ist fehlgeschlagen.');
  }
}

async function seedOffice(server: RunningServer) {
  const db = await openServerDatabase(server.databaseUrl);
  await seed(db);
  const admin = await createTestUser(db, { role: 'admin' });
  const customer = await createTestUser(db, { role: 'customer', password: 'kunde-passwort' });
  db.$client.close();
  return { admin, customer };
}

async function measureHeavyAnswers(server: RunningServer, token: string) {
  const answers = [];
  for (const { label, path } of HEAVY_ANSWERS) {
    // One warm-up request, so the measured ones do not pay for compiling the statements.
    const warm = await fetch(`${server.url}${path}`, { headers: { Authorization: `Bearer ${token}` } });
    if (!warm.ok) throw new Error(`${path}: ${warm.status}`);
    answers.push(await query(server.url, label, path, token));
  }
  return answers;
}

export async function measureOfficeScreens(server: RunningServer): Promise<OfficeBenchResult> {
  const { admin, customer } = await seedOffice(server);
  const answers = await measureHeavyAnswers(server, admin.token);

  const browser = await chromium.launch({ executablePath: chromiumExecutable, args: playwrightChromiumArgs });
  const screens: OfficeBenchResult['screens'] = [];
  let customerLogin: OfficeBenchResult['customerLogin'];
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'de-DE' });
    await storeSessionInBrowser(page, admin.token, accountUser(admin.user), `${server.url}/`);
    const entries = navigationFor('admin').map((entry) => ({ screen: entry.label, path: `/admin/${entry.path}${entry.search ?? ''}` }));
    for (const entry of entries) {
      await timeScreen(page, `${server.url}${entry.path}`); // warms the browser's cache of the screen's code
      const times: number[] = [];
      for (let run = 0; run < RUNS; run += 1) times.push(await timeScreen(page, `${server.url}${entry.path}`));
      screens.push({ screen: entry.screen, ms: median(times) });
    }
    customerLogin = await timeLogin(browser, server, customer.user.username, 'kunde-passwort');
  } finally {
    await browser.close();
  }
  return {
    answers,
    screens,
    customerLogin,
    rebuildMs: await timeRebuild(server, admin.token),
  };
}

function printHeavyAnswers(answers: OfficeBenchResult['answers']) {
  console.log('\n== Antworten der schwersten Bildschirme, 10 Clients je 5 s (Ziel: p99 < 50 ms) ==');
  console.table(
    answers.map((row) => ({
      Abfrage: row.label,
      Anfragen: row.requests,
      'nicht 2xx': row.non2xx,
      'p50 ms': row.p50Ms,
      'p99 ms': row.p99Ms,
    })),
  );
}

export function printOfficeScreens(result: OfficeBenchResult) {
  printHeavyAnswers(result.answers);
  console.log(
    `\n== Backoffice mit ${LEADS.toLocaleString('de-DE')} Anfragen, ${QUOTES.toLocaleString('de-DE')} Angeboten und Aufträgen, ${INVOICES.toLocaleString('de-DE')} Rechnungen (Ziel: jeder Bildschirm ≤ 1 s) ==`,
  );
  console.table(result.screens.map(({ screen, ms }) => ({ Bildschirm: screen, 'bis Inhalt (ms)': ms })));
  console.table([
    { Messung: 'Anmeldung eines Kunden: Antwort der API', ms: result.customerLogin.answerMs },
    { Messung: 'Anmeldung eines Kunden: bis „Mein Konto“ Inhalt zeigt', ms: result.customerLogin.screenMs },
    { Messung: 'Neubau der Seiten nach „Firma“ speichern', ms: result.rebuildMs ?? 'kein Neubau' },
  ]);
}

if (runsAlone(import.meta.url)) {
  await runAloneWithServer(async (server) => {
    // --answers: only the answers behind the heaviest screens, without the browser and the rebuild.
    if (process.argv.includes('--answers')) printHeavyAnswers(await measureHeavyAnswers(server, (await seedOffice(server)).admin.token));
    else printOfficeScreens(await measureOfficeScreens(server));
  });
}
