import { accountAnswerOf, accountApi } from '../../../lib/account-api.ts';

/** The "Bewertungen" screen's and the order page's calls (issue 38). `search` is the screen's address query, passed on as it is. */

const reviews = accountApi.admin.reviews;
const idParam = (id: number) => ({ param: { id: String(id) } });

export const loadReviews = (search: URLSearchParams, signal?: AbortSignal) =>
  accountAnswerOf(reviews.$get({ query: Object.fromEntries(search) }, { init: { signal } }));

export const replyToReview = (id: number, text: string) => accountAnswerOf(reviews[':id'].reply.$post({ ...idParam(id), json: { text } }));

export const withholdReview = (id: number, reason: string) =>
  accountAnswerOf(reviews[':id'].withhold.$post({ ...idParam(id), json: { reason } }));

export const publishReview = (id: number) => accountAnswerOf(reviews[':id'].publish.$post(idParam(id)));

const orders = accountApi.admin.orders;

export const loadOrderReview = (orderId: number, signal?: AbortSignal) =>
  accountAnswerOf(orders[':id'].review.$get(idParam(orderId), { init: { signal } }));

export const inviteToReview = (orderId: number) => accountAnswerOf(orders[':id']['review-invitation'].$post(idParam(orderId)));
