import { accountAnswerOf, accountApi } from '../../../lib/account-api.ts';

/** The admin's own profile: e-mail and password. */

export const loadAdminProfile = (signal?: AbortSignal) => accountAnswerOf(accountApi.admin.profile.$get(undefined, { init: { signal } }));

export const saveAdminProfile = (profile: { email: string; currentPassword: string; newPassword?: string }) =>
  accountAnswerOf(accountApi.admin.profile.$put({ json: profile }));
