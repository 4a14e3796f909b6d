import type { ResetAudience } from '#features/accounts/contract/accounts.ts';
import { answerOf, api } from '../../lib/api.ts';

interface ResetScreen {
  /** Where the screens lead back to, and where they go after their work is done. */
  backPath: string;
  forgotIntro: string;
  loginLabel: string;
  requestLink: (data: { username: string }) => Promise<{ message: string }>;
  setPassword: (data: { token: string; newPassword: string }) => Promise<{ message: string }>;
}

/**
 * The password screens for each kind of account (ADR 032): administrators keep the back office's texts
 * and routes; customers ask with their name or address and return to /login.
 */
export const resetScreens: Record<ResetAudience, ResetScreen> = {
  admin: {
    backPath: '/admin',
    forgotIntro: 'Für Administratoren: Geben Sie Ihren Benutzernamen ein, und wir senden Ihnen einen Link zum Zurücksetzen.',
    loginLabel: 'Benutzername',
    requestLink: (json) => answerOf(api.admin['forgot-password'].$post({ json })),
    setPassword: (json) => answerOf(api.admin['reset-password'].$post({ json })),
  },
  customer: {
    backPath: '/login',
    forgotIntro: 'Geben Sie Ihren Benutzernamen oder Ihre E-Mail-Adresse ein, und wir senden Ihnen einen Link zum Zurücksetzen.',
    loginLabel: 'Benutzername oder E-Mail-Adresse',
    requestLink: (json) => answerOf(api['forgot-password'].$post({ json })),
    setPassword: (json) => answerOf(api['reset-password'].$post({ json })),
  },
};
