/**
 * Quotes and orders (issue 14) on a server of its own: 200 drafts from 200 leads, 20 at a time, through
 * POST /api/admin/quotes (latency p50/p99, and the numbers: gap-free and unique under that concurrency),
 * then GET /api/admin/quotes/{id}/pdf for a quote of 20 lines (PDF rendered per request: p50/p99, size),
 * and the server's peak RSS growth over both.
 */
import type { ConfiguredItemSnapshot } from '../api/src/platform/db/schema.ts';
import { insertLeads, leadValues } from '../api/testing/test-leads.ts';
import { createTestUser } from '../api/testing/test-users.ts';
import { openServerDatabase } from '../tests/e2e/support/database.ts';
import type { RunningServer } from '../tests/e2e/support/server.ts';
import { residentMb, sampleResidentMemory } from './process-memory.ts';

const DRAFTS = 200;
const PARALLEL = 20;
const PDF_REQUESTS = 100;

export interface QuotesBenchResult {
  drafts: { count: number; parallel: number; p50Ms: number; p99Ms: number; numbersGapFree: boolean; failures: number };
  pdf: { requests: number; lines: number; p50Ms: number; p99Ms: number; bytes: number };
  rssBeforeMb: number;
  rssPeakMb: number;
}

/** A priced configurator line as a lead keeps it: the draft turns it into the quote's first line. */
const configuredItemSnapshot = (index: number): ConfiguredItemSnapshot => ({
  productId: 1,
  productName: 'Kunststofffenster',
  options: [{ id: 1, key: 'profile_settings', category: 'Profil', name: 'Ideal 8000', price: 7460, colorCode: null }],
  breite: 100 + (index % 50),
  hoehe: 120,
  menge: 2,
  unitPrice: 44760,
  totalPrice: 89520,
});

const percentile = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!;

/** A request timed until its whole answer is read. */
async function timed(request: () => Promise<Response>): Promise<{ ms: number; status: number; bytes: number }> {
  const started = performance.now();
  const response = await request();
  const bytes = (await response.arrayBuffer()).byteLength;
  return { ms: performance.now() - started, status: response.status, bytes };
}

export async function measureQuotes(server: RunningServer): Promise<QuotesBenchResult> {
  const db = await openServerDatabase(server.databaseUrl);
  const admin = await createTestUser(db, { role: 'admin' });
  const leads = await insertLeads(
    db,
    Array.from({ length: DRAFTS }, (_, index) =>
      leadValues({ email: `angebot${index}@example.de`, source: 'konfigurator', configuration: [configuredItemSnapshot(index)] }),
    ),
  );
  db.$client.close();
  const headers = { Authorization: `Bearer ${admin.token}`, 'Content-Type': 'application/json' };
  const rssBeforeMb = residentMb(server.pid);
  const sampler = sampleResidentMemory(server.pid);

  const draftTimes: number[] = [];
  const numbers: string[] = [];
  let failures = 0;
  for (let start = 0; start < leads.length; start += PARALLEL) {
    const batch = leads.slice(start, start + PARALLEL);
    const results = await Promise.all(
      batch.map((lead) =>
        timed(() => fetch(`${server.url}/api/admin/quotes`, { method: 'POST', headers, body: JSON.stringify({ leadId: lead.id }) })),
      ),
    );
    for (const { ms, status } of results) {
      draftTimes.push(ms);
      if (status !== 201) failures += 1;
    }
  }
  const list = await Promise.all(
    leads.map(async (lead) => {
      const answer = await fetch(`${server.url}/api/admin/quotes?leadId=${lead.id}`, { headers });
      return ((await answer.json()) as { quotes: { number: string }[] }).quotes.map((quote) => quote.number);
    }),
  );
  numbers.push(...list.flat());
  const year = numbers[0]?.slice(3, 7) ?? '';
  const expected = Array.from({ length: DRAFTS }, (_, index) => `AN-${year}-${String(index + 1).padStart(4, '0')}`);
  const numbersGapFree = JSON.stringify([...numbers].sort()) === JSON.stringify(expected);

  // A quote of 20 lines, rendered anew for each request.
  const [first] = await (
    await fetch(`${server.url}/api/admin/quotes?leadId=${leads[0]!.id}`, { headers })
  )
    .json()
    .then((body) => body.quotes);
  const lines = Array.from({ length: 20 }, (_, index) => ({
    kind: 'product',
    title: `Kunststofffenster Position ${index + 1}`,
    description: 'Profil: Ideal 8000\nFarbe: Anthrazit ähnlich RAL 7016\nMaße: 123 × 148 cm',
    quantity: 2,
    unitPrice: 82_805,
    discount: 0,
  }));
  await fetch(`${server.url}/api/admin/quotes/${first.id}`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ lines, validUntil: first.validUntil, note: '' }),
  });
  const pdfTimes: number[] = [];
  let bytes = 0;
  for (let request = 0; request < PDF_REQUESTS; request += 1) {
    const answer = await timed(() => fetch(`${server.url}/api/admin/quotes/${first.id}/pdf`, { headers }));
    pdfTimes.push(answer.ms);
    bytes = answer.bytes;
  }
  const rssPeakMb = sampler.stop();

  draftTimes.sort((a, b) => a - b);
  pdfTimes.sort((a, b) => a - b);
  return {
    drafts: {
      count: DRAFTS,
      parallel: PARALLEL,
      p50Ms: Math.round(percentile(draftTimes, 0.5)),
      p99Ms: Math.round(percentile(draftTimes, 0.99)),
      numbersGapFree,
      failures,
    },
    pdf: {
      requests: PDF_REQUESTS,
      lines: lines.length,
      p50Ms: Math.round(percentile(pdfTimes, 0.5)),
      p99Ms: Math.round(percentile(pdfTimes, 0.99)),
      bytes,
    },
    rssBeforeMb,
    rssPeakMb,
  };
}

export function printQuotes(result: QuotesBenchResult) {
  console.log(
    `\n== Angebote: ${result.drafts.count} Entwürfe aus Anfragen, je ${result.drafts.parallel} gleichzeitig; PDF mit ${result.pdf.lines} Positionen ==`,
  );
  console.table([
    {
      Messung: 'POST /api/admin/quotes',
      Anzahl: result.drafts.count,
      'p50 ms': result.drafts.p50Ms,
      'p99 ms': result.drafts.p99Ms,
      Fehler: result.drafts.failures,
    },
    {
      Messung: 'GET /api/admin/quotes/{id}/pdf',
      Anzahl: result.pdf.requests,
      'p50 ms': result.pdf.p50Ms,
      'p99 ms': result.pdf.p99Ms,
      Fehler: 0,
    },
  ]);
  console.log(
    `  Nummern lückenlos und eindeutig (AN-…-0001 bis -${String(result.drafts.count).padStart(4, '0')}): ${result.drafts.numbersGapFree ? 'ja' : 'NEIN'}`,
  );
  console.log(`  PDF-Größe ${(result.pdf.bytes / 1024).toFixed(1)} KB; Server-RSS ${result.rssBeforeMb} → ${result.rssPeakMb} MB (Spitze)`);
}
