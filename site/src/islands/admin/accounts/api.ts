import { accountAnswerOf, accountApi } from '../../../lib/account-api.ts';

/** The admin's own profile: e-mail and password. */

export const loadAdminProfile = (signal?: AbortSignal) => accountAnswerOf(accountApi.admin.profile.$get(undefined, { init: { signal } }));

export const saveAdminProfile = (profile: { email: string; currentPassword: string; newPassword?: string }) =>
  accountAnswerOf(accountApi.admin.profile.$put({ json: profile }));

/** The first sign-in: the name the office's mails are signed with, and the address typed twice (ADR 080). */
export const saveFirstSignIn = (body: { firstName: string; lastName: string; email: string; emailRepeat: string }) =>
  accountAnswerOf(accountApi.admin.profile['first-sign-in'].$put({ json: body }));

/** Two-factor sign-in of the own account (ADR 038). */
const twoFactor = accountApi.admin.profile['two-factor'];

export const startTwoFactorSetup = () => accountAnswerOf(twoFactor.setup.$post());
export const enableTwoFactor = (json: { secret: string; code: string }) => accountAnswerOf(twoFactor.$post({ json }));
export const renewRecoveryCodes = (code: string) => accountAnswerOf(twoFactor['recovery-codes'].$post({ json: { code } }));
export const disableTwoFactor = (json: { code: string } | { password: string }) => accountAnswerOf(twoFactor.$delete({ json }));

/** Whether the owner gets the Monday report (ADR 069). */
export const saveWeeklyReportChoice = (weeklyReport: boolean) =>
  accountAnswerOf(accountApi.admin.profile['weekly-report'].$put({ json: { weeklyReport } }));
