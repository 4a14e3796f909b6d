import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { loadSession, $session } from '../../stores/session.ts';
import { AdminHeader } from './AdminHeader.tsx';
import { $adminPath, followBrowserHistory, navigate } from './router.ts';
import { screenFor } from './routes.ts';
import { PlaceholderScreen } from './screens/PlaceholderScreen.tsx';
import { ProfileScreen } from './screens/ProfileScreen.tsx';

// The larger screens load when first opened: the island stays small for every other screen.
const DashboardScreen = lazy(() => import('./screens/DashboardScreen.tsx'));
const PrivacyRequestsScreen = lazy(() => import('./screens/PrivacyRequestsScreen.tsx'));
const AnalyticsScreen = lazy(() => import('./screens/AnalyticsScreen.tsx'));

/**
 * The back office: one island for everything under /admin, routing on the client. Each screen applies the
 * spec's session redirects: no stored session → /login (or /admin for profile and analytics), a
 * non-admin → /dashboard; the server's guard answers 401/403 whatever the browser does.
 */
export default function AdminApp() {
  const pathname = useStore($adminPath);
  const session = useStore($session);
  const [ready, setReady] = useState(false);
  const screen = screenFor(pathname);

  useEffect(() => followBrowserHistory(), []);

  useEffect(() => {
    loadSession();
    const current = $session.get();
    const atIndex = /^\/admin\/?$/.test(window.location.pathname);
    if (!current) {
      window.location.replace(atIndex ? '/login' : screen.withoutSession);
      return;
    }
    if (current.user.role !== 'admin') {
      window.location.replace('/dashboard');
      return;
    }
    if (atIndex) navigate('/admin/dashboard', { replace: true });
    setReady(true);
  }, [screen.path]);

  if (!ready || !session) return <p className="text-slate-600" role="status">Backoffice wird geladen …</p>;

  return (
    <div className="grid grid-cols-1 gap-6">
      <AdminHeader current={screen.path} />
      <Suspense fallback={<p className="text-slate-600" role="status">Wird geladen …</p>}>
        {screen.path === 'dashboard' ? (
          <DashboardScreen />
        ) : screen.path === 'analytics' ? (
          <AnalyticsScreen />
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
