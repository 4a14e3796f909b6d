import autocannon from 'autocannon';

export interface LoadResult {
  label: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

/** Requests per second of one address over loopback, autocannon as the client in this process. */
export async function measureLoad(
  label: string,
  url: string,
  { connections = 50, durationSeconds = 10 } = {},
): Promise<LoadResult> {
  const result = await autocannon({ url, connections, duration: durationSeconds });
  return {
    label,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}
