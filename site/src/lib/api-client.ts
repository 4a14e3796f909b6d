import { firstErrors, type FieldErrors } from '#shared/validation.ts';

/**
 * The one way the browser talks to /api (public-area.md section 7): JSON in and out, cookies included,
 * and a non-OK answer raised as an error reading "<status>: <body or status text>".
 */

export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  readonly body: string;

  constructor(status: number, body: string, statusText: string) {
    super(`${status}: ${body || statusText}`);
    this.status = status;
    this.body = body;
  }

  /** The German message of a JSON error body ({ error }), when the server sent one. */
  get serverMessage(): string | undefined {
    const message = this.jsonBody()?.error;
    return typeof message === 'string' ? message : undefined;
  }

  /** The messages per field of a 400 answer ({ issues }); empty for any other answer. */
  get fieldIssues(): FieldErrors {
    const issues = this.status === 400 ? this.jsonBody()?.issues : undefined;
    return issues && typeof issues === 'object' ? (issues as FieldErrors) : {};
  }

  /** The body as JSON; proxies and crashed servers answer with HTML or nothing, which reads as no body. */
  private jsonBody(): { error?: unknown; issues?: unknown } | null {
    try {
      const parsed: unknown = JSON.parse(this.body);
      return parsed && typeof parsed === 'object' ? parsed : null;
    } catch {
      return null;
    }
  }
}

/** The server's German message of a failed call, or the screen's own. */
export function messageOf(error: unknown, fallback: string): string {
  return (error instanceof ApiError && error.serverMessage) || fallback;
}

/** The first message per field of a 400 answer, for the form to show at its fields. */
export function fieldMessagesOf(error: unknown): Record<string, string> {
  return error instanceof ApiError ? firstErrors(error.fieldIssues) : {};
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  token?: string | null;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  const response = await fetch(path, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    credentials: 'include',
    signal: options.signal,
  });
  if (!response.ok) throw new ApiError(response.status, await response.text(), response.statusText);
  return (await response.json()) as T;
}
