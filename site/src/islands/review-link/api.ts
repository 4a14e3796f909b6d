import { answerOf, api } from '../../lib/api.ts';

/** The personal review link's calls (/api/reviews/by-link/{token}): no session, the token is the key. */
const link = api.reviews['by-link'][':token'];

export const loadReview = (token: string) => answerOf(link.$get({ param: { token } }));
export const saveReview = (token: string, json: { stars: number; text: string; showName: boolean }) =>
  answerOf(link.$post({ param: { token }, json }));
export const deleteReview = (token: string) => answerOf(link.$delete({ param: { token } }));
