import { count, like } from 'drizzle-orm';
import { leads } from '../api/src/platform/db/schema.ts';
import { openServerDatabase } from '../tests/e2e/support/database.ts';
import { postLoad } from './http-load.ts';

export interface FunnelLoadResult {
  requests: number;
  answered2xx: number;
  non2xx: number;
  errors: number;
  storedLeads: number;
  /** Answered 2xx but not in the database: must be 0. */
  lostLeads: number;
  /** Stored, but the load generator stopped before their answer arrived (still in flight at the end). */
  storedWithoutAnswer: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
}

/**
 * 200 clients post distinct quote requests for 10 s over loopback, each request from its own address
 * (the server trusts X-Forwarded-For here, as behind a proxy), then the stored leads are counted
 * against the 2xx answers: every accepted request must be in the database.
 */
export async function measureFunnelLoad(
  baseUrl: string,
  databaseUrl: string,
  { connections = 200, durationSeconds = 10 } = {},
): Promise<FunnelLoadResult> {
  const runId = Date.now().toString(36);
  const result = await postLoad({
    baseUrl,
    path: '/api/funnel/submit',
    connections,
    durationSeconds,
    body: (sequence) => ({
      projektart: 'sanierung',
      produkt_fenster: true,
      dimensions: [{ typ: 'fenster', breite: 100 + (sequence % 100), hoehe: 120, menge: 2 }],
      material: 'kunststoff',
      verglasung: '3-fach',
      montage: 'ja',
      plz: '12345 Musterstadt',
      zeitraum: 'sofort',
      vorname: 'Last',
      nachname: `Test ${sequence}`,
      email: `last-${runId}-${sequence}@example.de`,
      datenschutz: true,
      session_id: 'lasttest1',
      utm_params: { utm_source: 'bench' },
    }),
  });
  const db = await openServerDatabase(databaseUrl);
  const [row] = await db
    .select({ n: count() })
    .from(leads)
    .where(like(leads.email, `last-${runId}-%`));
  db.$client.close();
  const answered2xx = result['2xx'];
  return {
    requests: result.requests.total,
    answered2xx,
    non2xx: result.non2xx,
    errors: result.errors,
    storedLeads: row!.n,
    lostLeads: Math.max(0, answered2xx - row!.n),
    storedWithoutAnswer: Math.max(0, row!.n - answered2xx),
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
  };
}
