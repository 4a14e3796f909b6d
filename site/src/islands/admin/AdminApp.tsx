import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect } from 'react';
import { useAccountGuard } from '../ui/use-account-guard.ts';
import { AdminHeader } from './AdminHeader.tsx';
import { $adminPath, followBrowserHistory, navigate } from './router.ts';
import { screenFor } from './routes.ts';
import { PlaceholderScreen } from './screens/PlaceholderScreen.tsx';
import { ProfileScreen } from './screens/ProfileScreen.tsx';

// The larger screens load when first opened: the island stays small for every other screen.
const DashboardScreen = lazy(() => import('./screens/DashboardScreen.tsx'));
const PrivacyRequestsScreen = lazy(() => import('./screens/PrivacyRequestsScreen.tsx'));

/**
 * The back office: one island for everything under /admin, routing on the client. Each screen applies the
 * spec's session redirects: no stored session → /login (or /admin for profile and analytics), a
 * non-admin → /dashboard; the server's guard answers 401/403 whatever the browser does.
 */
export default function AdminApp() {
  const pathname = useStore($adminPath);
  const screen = screenFor(pathname);
  const atIndex = /^\/admin\/?$/.test(pathname);
  const session = useAccountGuard({ role: 'admin', withoutSession: atIndex ? '/login' : screen.withoutSession });

  useEffect(() => followBrowserHistory(), []);

  useEffect(() => {
    if (session && atIndex) navigate('/admin/dashboard', { replace: true });
  }, [session, atIndex]);

  if (!session || atIndex) return <p className="text-slate-600" role="status">Backoffice wird geladen …</p>;

  return (
    <div className="grid grid-cols-1 gap-6">
      <AdminHeader current={screen.path} />
      <Suspense fallback={<p className="text-slate-600" role="status">Wird geladen …</p>}>
        {screen.path === 'dashboard' ? (
          <DashboardScreen />
        ) : screen.path === 'privacy-requests' ? (
          <PrivacyRequestsScreen />
        ) : screen.path === 'profile' ? (
          <ProfileScreen />
        ) : (
          <PlaceholderScreen title={screen.title} />
        )}
      </Suspense>
    </div>
  );
}
