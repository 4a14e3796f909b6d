import { hc, type ClientResponse } from 'hono/client';
import type { SuccessStatusCode } from 'hono/utils/http-status';
import { firstErrors, type FieldErrors } from '#shared/validation.ts';
import type { AppType } from '../../../api/src/app.ts';

/**
 * The one way the browser talks to /api, through Hono's typed client: the
 * paths, request bodies and answers are the server's own types (ADR 022), so a renamed field breaks
 * `astro check` where the site reads it. Cookies go along; a non-OK answer is raised as an ApiError
 * reading "<status>: <body or status text>".
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

/** The typed client; `headers` adds what every call of that client sends (the Bearer token of account-api.ts). */
export function createClient(headers?: () => Record<string, string>) {
  return hc<AppType>('/', { init: { credentials: 'include' }, headers: () => ({ Accept: 'application/json', ...headers?.() }) });
}

/** The client of the public pages: no token. */
export const api = createClient().api;

/** The body of a successful answer: what the route sends with a 2xx status. */
export type OkBody<R> =
  R extends ClientResponse<infer Body, infer Status, 'json'> ? (Status extends SuccessStatusCode ? Body : never) : never;

/** Waits for the answer and reads it: a non-OK answer is thrown as an ApiError with its text. */
export async function answerOf<R extends ClientResponse<unknown>>(request: Promise<R>): Promise<OkBody<R>> {
  const response = await request;
  if (!response.ok) throw new ApiError(response.status, await response.text(), response.statusText);
  return (await response.json()) as OkBody<R>;
}
