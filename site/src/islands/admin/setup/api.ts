import { accountAnswerOf, accountApi } from '../../../lib/account-api.ts';

/** What an empty installation still lacks (features/setup). */
export const loadFirstSteps = (signal?: AbortSignal) =>
  accountAnswerOf(accountApi.admin['first-steps'].$get(undefined, { init: { signal } }));
