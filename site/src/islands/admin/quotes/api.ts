import type { UpdateQuoteBody } from '#features/quotes/contract/quote-schemas.ts';
import type { QuotesPageJson } from '#features/quotes/contract/quotes.ts';
import { accountAnswerOf, accountApi, accountBlobOf } from '../../../lib/account-api.ts';

/** The quote editor's calls (issue 14), through the typed client: the answers are the routes' own types. */

const quotes = accountApi.admin.quotes;
const idParam = (id: number) => ({ param: { id: String(id) } });

export async function loadQuotesOfLead(leadId: number, signal?: AbortSignal) {
  const answer = await accountAnswerOf(quotes.$get({ query: { leadId: String(leadId) } }, { init: { signal } }));
  return answer.quotes;
}

/**
 * "Angebote": the screen's address query passed on as it is, except a lead's id, which would turn the
 * answer into that lead's own list.
 */
export async function loadQuotes(search: URLSearchParams, signal?: AbortSignal): Promise<QuotesPageJson> {
  const { leadId: _lead, ...query } = Object.fromEntries(search);
  const answer = await accountAnswerOf(quotes.$get({ query }, { init: { signal } }));
  if (!('total' in answer)) throw new Error("GET /api/admin/quotes answered a lead's list instead of a page");
  return answer;
}

export const createQuote = (leadId: number) => accountAnswerOf(quotes.$post({ json: { leadId } }));

export const loadQuote = (id: number, signal?: AbortSignal) => accountAnswerOf(quotes[':id'].$get(idParam(id), { init: { signal } }));

export const saveQuote = (id: number, body: UpdateQuoteBody) => accountAnswerOf(quotes[':id'].$put({ ...idParam(id), json: body }));

export const sendQuote = (id: number) => accountAnswerOf(quotes[':id'].send.$post(idParam(id)));

/** The PDF as a file: fetched with the Bearer token (a plain link would carry only the cookie). */
export const loadQuotePdf = (id: number) => accountBlobOf(quotes[':id'].pdf.$get(idParam(id)));

/** "Neue Version": the quote copied as the next version's draft (issue 20). */
export const createQuoteVersion = (id: number) => accountAnswerOf(quotes[':id']['new-version'].$post(idParam(id)));

export async function loadQuoteVersions(id: number, signal?: AbortSignal) {
  return (await accountAnswerOf(quotes[':id'].versions.$get(idParam(id), { init: { signal } }))).versions;
}
