import { useEffect, useState } from 'react';
import { accountRequest, endExpiredSession } from '../../../lib/account-api.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { PlaceholderScreen } from './PlaceholderScreen.tsx';

/**
 * The dashboard. Its lead overview comes with the back-office work; it already checks the session the
 * way the spec's dashboard load does: a failure ends the stored session with "Session abgelaufen".
 */
export function DashboardScreen() {
  const [checked, setChecked] = useState(false);
  useEffect(() => {
    accountRequest('/api/admin/profile')
      .then(() => setChecked(true))
      .catch((error) => {
        // accountRequest has already handled a 401.
        if (!(error instanceof ApiError && error.status === 401)) endExpiredSession();
      });
  }, []);
  return checked ? <PlaceholderScreen title="Dashboard" /> : <p className="text-slate-600" role="status">Wird geladen …</p>;
}
