import { lazy, Suspense, useEffect, useEffectEvent, useState } from 'react';
import type { TwoFactorStep } from '#features/accounts/contract/two-factor.ts';
import { twoFactorMessages as m } from '#features/accounts/contract/two-factor-messages.ts';
import { clearSession, logout, type BrowserSession } from '../../stores/session.ts';
import { showToastOnNextPage } from '../../stores/toast.ts';
import { TwoFactorCodeForm } from '../ui/TwoFactorCodeForm.tsx';
import { owedSecondFactor } from '../../lib/account-api.ts';

const TwoFactorSection = lazy(() => import('./accounts/TwoFactorSection.tsx').then((module) => ({ default: module.TwoFactorSection })));

/**
 * Whether this session still owes its second factor (ADR 038), read from /api/session, which tells the
 * step and nothing of the account (ADR 045): 'checking' until known. The server refuses every other route
 * meanwhile; this only shows the way on.
 */
export function useSecondFactor(session: BrowserSession | null) {
  const [pending, setPending] = useState<TwoFactorStep | 'checking' | null>('checking');
  const ask = useEffectEvent(() => {
    if (!session) return;
    owedSecondFactor().then(
      (owed) => setPending(owed),
      // Without an answer the screens load as before: the server's guard still decides.
      () => setPending(null),
    );
  });
  useEffect(() => ask(), [session?.token]);
  return { pending, done: () => setPending(null) };
}

/** Instead of the back office: the code step, or (the owner requires it) the setup, until done. */
export function SecondFactorScreen({
  pending,
  token,
  username,
  onDone,
}: {
  pending: TwoFactorStep;
  token: string;
  /** The name the login answered: the recovery codes' file is named by it, and the profile is closed until the setup is done. */
  username: string;
  onDone: () => void;
}) {
  return (
    <main id="inhalt" tabIndex={-1} className="mx-auto grid w-full max-w-xl gap-4 p-4 outline-none sm:p-6">
      {pending === 'code' ? (
        <div className="card p-6">
          <TwoFactorCodeForm
            token={token}
            onVerified={onDone}
            onSessionEnded={(message) => {
              clearSession();
              showToastOnNextPage({ title: m.codeStepFailedTitle, description: message, variant: 'destructive' });
              window.location.assign('/login');
            }}
          />
        </div>
      ) : (
        <>
          <h1 className="text-2xl font-bold text-brand-900">{m.sectionTitle}</h1>
          <p className="text-slate-700">{m.setupRequiredIntro}</p>
          <Suspense fallback={<p role="status">Wird geladen …</p>}>
            <TwoFactorSection onEnabled={onDone} owedSetupOf={username} />
          </Suspense>
        </>
      )}
      <div>
        <button type="button" className="btn-outline" onClick={() => void logout('/login')}>
          {m.backToLogin}
        </button>
      </div>
    </main>
  );
}
