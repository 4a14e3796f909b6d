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
  { connections = 50, durationSeconds = 10, headers = {} as Record<string, string> } = {},
): Promise<LoadResult> {
  const result = await autocannon({ url, connections, duration: durationSeconds, headers });
  return {
    label,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

export interface PostLoadOptions {
  baseUrl: string;
  path: string;
  connections: number;
  durationSeconds: number;
  /** The JSON body of the n-th request. */
  body: (sequence: number) => unknown;
  /** Further headers of every request, e.g. a browser's user agent. */
  headers?: Record<string, string>;
}

/**
 * POSTs a distinct JSON body with each request, each from its own address (X-Forwarded-For; the server
 * under test trusts it as behind a proxy, so per-address limits apply per simulated client).
 */
export function postLoad({ baseUrl, path, connections, durationSeconds, body, headers = {} }: PostLoadOptions) {
  let sequence = 0;
  return autocannon({
    url: baseUrl,
    connections,
    duration: durationSeconds,
    requests: [
      {
        method: 'POST',
        path,
        setupRequest: (request) => {
          sequence += 1;
          return {
            ...request,
            headers: {
              ...headers,
              'content-type': 'application/json',
              'x-forwarded-for': `10.${(sequence >> 16) & 255}.${(sequence >> 8) & 255}.${sequence & 255}`,
            },
            body: JSON.stringify(body(sequence)),
          };
        },
      },
    ],
  });
}
