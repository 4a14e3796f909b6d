import { useEffect, useEffectEvent, useState } from 'react';
import { accountMessages } from '#features/accounts/contract/account-messages.ts';
import { confirmEmail } from './api.ts';
import { ApiError, messageOf } from '../../lib/api.ts';
import { updateStoredUser } from '../../stores/session.ts';
import { AuthCard } from './AuthCard.tsx';
import { useAccountGuard } from '../ui/use-account-guard.ts';

/** Without a session the link goes through the login and comes back here, token and all. */
const loginAndReturn = () =>
  typeof window === 'undefined' ? '/login' : `/login?next=${encodeURIComponent(window.location.pathname + window.location.search)}`;

/**
 * /customer/email-bestaetigen?token=…: the link mailed to a new address. It confirms for the logged-in
 * account only, so opening it needs no extra click: a mail scanner that opens links has no session.
 */
export default function EmailConfirmIsland() {
  const session = useAccountGuard({ role: 'customer', withoutSession: loginAndReturn() });
  const [result, setResult] = useState<{ confirmed: boolean; message: string } | null>(null);

  const confirmOnce = useEffectEvent(() => {
    if (!session) return;
    const token = new URLSearchParams(window.location.search).get('token');
    if (!token) {
      setResult({ confirmed: false, message: accountMessages.emailConfirmFailed });
      return;
    }
    confirmEmail(token)
      .then((answer) => {
        updateStoredUser(answer.user);
        setResult({ confirmed: true, message: answer.message });
      })
      .catch((error) => {
        // A taken address says so; any other failure means the link cannot be used (any more).
        const taken = error instanceof ApiError && error.status === 409;
        setResult({ confirmed: false, message: taken ? messageOf(error, accountMessages.emailTaken) : accountMessages.emailConfirmFailed });
      });
  });
  // Once the session is known; confirming updates the stored user, which must not confirm again.
  useEffect(() => confirmOnce(), [session?.token]);

  return (
    <AuthCard title="E-Mail-Adresse bestätigen">
      <p className="text-slate-700" role="status">
        {result?.message ?? accountMessages.emailConfirming}
      </p>
      {result && (
        <a href={result.confirmed ? '/dashboard' : '/customer/profile'} className="btn-primary mt-6">
          {result.confirmed ? 'Zu Mein Konto' : 'Zum Profil'}
        </a>
      )}
    </AuthCard>
  );
}
