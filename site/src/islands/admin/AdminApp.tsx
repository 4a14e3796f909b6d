import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { useAccountGuard } from '../ui/use-account-guard.ts';
import { AdminHeader } from './AdminHeader.tsx';
import { $adminPath, followBrowserHistory, navigate } from './router.ts';
import { screenFor } from './routes.ts';
import { ProfileScreen } from './screens/ProfileScreen.tsx';

// The larger screens load when first opened: the island stays small for every other screen.
const lazyScreens: Record<string, LazyExoticComponent<ComponentType>> = {
  dashboard: lazy(() => import('./screens/DashboardScreen.tsx')),
  'privacy-requests': lazy(() => import('./screens/PrivacyRequestsScreen.tsx')),
  'product-lines': lazy(() => import('./screens/ProductLinesScreen.tsx')),
  'product-categories': lazy(() => import('./screens/ProductCategoriesScreen.tsx')),
  products: lazy(() => import('./screens/ProductsScreen.tsx')),
  'shop-options': lazy(() => import('./screens/ShopOptionsScreen.tsx')),
  'product-options': lazy(() => import('./screens/ProductOptionsScreen.tsx')),
  'global-options': lazy(() => import('./screens/GlobalOptionsScreen.tsx')),
  'shop-settings': lazy(() => import('./screens/ShopSettingsScreen.tsx')),
  'change-log': lazy(() => import('./screens/ChangeLogScreen.tsx')),
  analytics: lazy(() => import('./screens/AnalyticsScreen.tsx')),
  orders: lazy(() => import('./screens/OrdersScreen.tsx')),
  quote: lazy(() => import('./screens/QuoteScreen.tsx')),
};

/**
 * The back office: one island for everything under /admin, routing on the client. Each screen applies the
 * spec's session redirects: no stored session → /login (or /admin for profile and analytics), a
 * non-admin → /dashboard (the spec asks this of shop-settings; every screen does it); the server's guard
 * answers 401/403 whatever the browser does.
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

  if (!session || atIndex)
    return (
      <p className="text-slate-600" role="status">
        Backoffice wird geladen …
      </p>
    );

  // The profile, small and reached from the header on every screen, comes with the island itself.
  const Screen = lazyScreens[screen.path] ?? ProfileScreen;
  return (
    <div className="grid grid-cols-1 gap-6">
      <AdminHeader current={screen.path} />
      <Suspense
        fallback={
          <p className="text-slate-600" role="status">
            Wird geladen …
          </p>
        }
      >
        <Screen key={screen.path} />
      </Suspense>
    </div>
  );
}
