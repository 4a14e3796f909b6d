import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { useAccountGuard } from '../ui/use-account-guard.ts';
import { AdminHeader } from './AdminHeader.tsx';
import { $adminPath, followBrowserHistory, navigate } from './router.ts';
import { AdminNotFound } from './AdminNotFound.tsx';
import { adminScreens, screenFor } from './routes.ts';

// Each screen loads when first opened: the island stays small for every other screen.
const lazyScreens: Record<string, LazyExoticComponent<ComponentType>> = Object.fromEntries(
  adminScreens.map((screen) => [screen.path, lazy(screen.load)]),
);

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
  const session = useAccountGuard({ role: 'admin', withoutSession: atIndex ? '/login' : (screen?.withoutSession ?? '/login') });

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

  const Screen = screen ? lazyScreens[screen.path] : undefined;
  return (
    <div className="grid grid-cols-1 gap-6">
      <AdminHeader current={screen?.path ?? ''} />
      <Suspense
        fallback={
          <p className="text-slate-600" role="status">
            Wird geladen …
          </p>
        }
      >
        {screen && Screen ? <Screen key={screen.path} /> : <AdminNotFound />}
      </Suspense>
    </div>
  );
}
