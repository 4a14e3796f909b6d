import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { $session, loadSession, type BrowserSession } from '../../stores/session.ts';

export interface AccountGuard {
  /** admin: only admins; customer: anyone logged in but admins, who are sent to the back office. */
  role: 'admin' | 'customer';
  /** Where a visitor without a stored session goes (most screens /login, some /admin). */
  withoutSession?: string;
}

/**
 * The session redirects of accounts-and-admin.md section 2: no (readable) stored session → login,
 * admin on a customer screen → /admin/dashboard, anyone else on an admin screen → /dashboard.
 * Returns the session once it is known to fit; null until then.
 */
export function useAccountGuard({ role, withoutSession = '/login' }: AccountGuard): BrowserSession | null {
  const session = useStore($session);
  const [checked, setChecked] = useState(false);

  useEffect(() => {
    loadSession();
    const current = $session.get();
    if (!current) window.location.replace(withoutSession);
    else if (role === 'customer' && current.user.role === 'admin') window.location.replace('/admin/dashboard');
    else if (role === 'admin' && current.user.role !== 'admin') window.location.replace('/dashboard');
    else setChecked(true);
  }, [role, withoutSession]);

  return checked ? session : null;
}
