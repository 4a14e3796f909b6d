import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { refreshStoredUser } from '../../lib/account-api.ts';
import { isStaffRole } from '#features/accounts/contract/permissions.ts';
import { accountHomePath } from '#features/accounts/contract/login-paths.ts';
import { ApiError } from '../../lib/api.ts';
import { $session, clearSession, loadSession, type BrowserSession, type StoredUser } from '../../stores/session.ts';

export interface AccountGuard {
  /** admin: every staff role (the back office); customer: anyone logged in but staff, who are sent to the back office. */
  role: 'admin' | 'customer';
  /** Where a visitor without a stored session goes (most screens /login, some /admin). */
  withoutSession?: string;
}

/**
 * The session redirects of the account area: no (readable) stored session → login,
 * staff on a customer screen → the role's start in the back office, anyone else on an admin screen → /dashboard.
 * A stored record without the account's id (older, foreign or damaged) is read again from the server
 * first; without that the screens would wait for data they cannot ask for. Returns the session once it
 * is known to fit; null until then.
 */
export function useAccountGuard({ role, withoutSession = '/login' }: AccountGuard): BrowserSession | null {
  const session = useStore($session);
  const [checked, setChecked] = useState(false);

  useEffect(() => {
    function admit(user: StoredUser) {
      if (role === 'customer' && isStaffRole(user.role)) window.location.replace(accountHomePath(user.role));
      else if (role === 'admin' && !isStaffRole(user.role)) window.location.replace('/dashboard');
      else setChecked(true);
    }

    loadSession();
    const current = $session.get();
    if (!current) window.location.replace(withoutSession);
    else if (typeof current.user.id === 'number') admit(current.user);
    else {
      refreshStoredUser().then(admit, (error: unknown) => {
        // A 401 has already ended the session and gone to /login; any other failure leaves no usable record.
        if (error instanceof ApiError && error.status === 401) return;
        clearSession();
        window.location.replace('/login');
      });
    }
  }, [role, withoutSession]);

  return checked ? session : null;
}
