import { hashPassword } from '../api/src/features/accounts/password.ts';
import { users } from '../api/src/platform/db/schema.ts';
import { openServerDatabase } from '../tests/e2e/support/database.ts';
import { postLoad } from './http-load.ts';
import { residentMb } from './process-memory.ts';

export interface LoginLoadResult {
  accounts: number;
  requests: number;
  answered2xx: number;
  non2xx: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  rssBeforeMb: number;
  rssPeakMb: number;
}

const PASSWORD = 'bench-passwort';

/**
 * 20 clients log in for 10 s over loopback, each request as another account from another address
 * (successful logins do not count against the login limits, ADR 013). Every login verifies an
 * argon2id hash (19 MiB, two passes): that cost is the point of the hash. The server's resident memory is
 * sampled while it runs.
 */
export async function measureLoginLoad(
  baseUrl: string,
  databaseUrl: string,
  serverPid: number,
  { connections = 20, durationSeconds = 10, accounts = 300 } = {},
): Promise<LoginLoadResult> {
  const db = await openServerDatabase(databaseUrl);
  const run = Date.now().toString(36);
  const passwordHash = await hashPassword(PASSWORD);
  await db.insert(users).values(
    Array.from({ length: accounts }, (_, index) => ({
      username: `last-${run}-${index}`,
      email: `last-${run}-${index}@example.de`,
      passwordHash,
      role: 'customer' as const,
    })),
  );
  db.$client.close();

  const rssBeforeMb = residentMb(serverPid);
  let rssPeakMb = rssBeforeMb;
  const sampler = setInterval(() => (rssPeakMb = Math.max(rssPeakMb, residentMb(serverPid))), 200);
  const result = await postLoad({
    baseUrl,
    path: '/api/admin/login',
    connections,
    durationSeconds,
    body: (sequence) => ({ username: `last-${run}-${sequence % accounts}`, password: PASSWORD }),
  });
  clearInterval(sampler);
  return {
    accounts,
    requests: result.requests.total,
    answered2xx: result['2xx'],
    non2xx: result.non2xx,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    rssBeforeMb,
    rssPeakMb,
  };
}
