import { startServer } from '../tests/e2e/support/server.ts';
import type { Baseline } from './baseline.ts';
import { measureFunnelLoad, type FunnelLoadResult } from './funnel-load.ts';

export interface LoadRound {
  round: number;
  server: string;
  result: FunnelLoadResult;
}

export interface LoadComparison {
  rounds: LoadRound[];
  /** Median requests per second and p99 of each server, and this checkout's over the baseline's. */
  summary: { server: string; requestsPerSecond: number; p99Ms: number; lostLeads: number }[];
  rpsRatio: number;
  p99Ratio: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * The quote request's load run against this checkout's build and the baseline's, alternated: each round
 * runs both on fresh servers and databases, the order swapped every round so a load that rises or falls
 * on the shared machine weighs on both alike.
 */
export async function compareFunnelLoad(baseline: Baseline, rounds = 3): Promise<LoadComparison> {
  const current = 'dieser Stand';
  const base = `${baseline.ref} (${baseline.commit})`;
  const measured: LoadRound[] = [];
  const runOn = async (round: number, server: string) => {
    const running = server === base ? await baseline.start() : await startServer();
    try {
      measured.push({ round, server, result: await measureFunnelLoad(running.url, running.databaseUrl) });
    } finally {
      await running.stop();
    }
  };
  for (let round = 1; round <= rounds; round += 1) {
    const order = round % 2 === 1 ? [base, current] : [current, base];
    for (const server of order) await runOn(round, server);
  }
  const summary = [base, current].map((server) => {
    const results = measured.filter((entry) => entry.server === server).map((entry) => entry.result);
    return {
      server,
      requestsPerSecond: median(results.map((result) => result.requestsPerSecond)),
      p99Ms: median(results.map((result) => result.p99Ms)),
      lostLeads: results.reduce((sum, result) => sum + result.lostLeads, 0),
    };
  });
  const [before, after] = summary as [(typeof summary)[0], (typeof summary)[0]];
  return {
    rounds: measured,
    summary,
    rpsRatio: after.requestsPerSecond / before.requestsPerSecond,
    p99Ratio: after.p99Ms / before.p99Ms,
  };
}

export function printLoadComparison(comparison: LoadComparison) {
  console.table(
    comparison.rounds.map(({ round, server, result }) => ({
      Runde: round,
      Stand: server,
      Anfragen: result.requests,
      '2xx': result.answered2xx,
      'nicht 2xx': result.non2xx,
      Fehler: result.errors,
      verloren: result.lostLeads,
      'Anfragen/s': result.requestsPerSecond,
      'p50 ms': result.p50Ms,
      'p99 ms': result.p99Ms,
    })),
  );
  console.table(
    comparison.summary.map((entry) => ({
      Stand: entry.server,
      'Anfragen/s (Median)': entry.requestsPerSecond,
      'p99 ms (Median)': entry.p99Ms,
      verloren: entry.lostLeads,
    })),
  );
  console.log(
    `  Verhältnis dieser Stand / Vergleich: Anfragen/s ${comparison.rpsRatio.toFixed(2)}× (Ziel ≥ 1,3×), p99 ${comparison.p99Ratio.toFixed(2)}× (Ziel ≤ 0,6×)`,
  );
}
