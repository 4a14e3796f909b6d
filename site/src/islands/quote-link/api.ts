import type { InferResponseType } from 'hono/client';
import type { LinkAcceptBody } from '#features/quotes/contract/quote-link-schemas.ts';
import { answerOf, api } from '../../lib/api.ts';

/** The personal quote link's calls (/api/quotes/{token}): no session, the token is the key. */

const link = api.quotes[':token'];
const param = (token: string) => ({ param: { token } });

type QuoteLinkAnswer = InferResponseType<typeof link.$get, 200>;
export type OpenQuote = Extract<QuoteLinkAnswer, { state: 'open' }>['quote'];

export const loadQuoteLink = (token: string, signal?: AbortSignal) => answerOf(link.$get(param(token), { init: { signal } }));

export const acceptByLink = (token: string, body: LinkAcceptBody) => answerOf(link.accept.$post({ ...param(token), json: body }));

export const requestChangeByLink = (token: string, message: string) =>
  answerOf(link['change-request'].$post({ ...param(token), json: { message } }));

/** The PDF is a plain download: the link needs no header, so an ordinary anchor fetches it. */
export const quotePdfHref = (token: string) => `/api/quotes/${encodeURIComponent(token)}/pdf`;
