import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useRef, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { accountHomePath } from '#features/accounts/contract/login-paths.ts';
import { isStaffRole, roleMay, staffRoleLabels } from '#features/accounts/contract/permissions.ts';
import { useAccountGuard } from '../ui/use-account-guard.ts';
import { AdminForbidden } from './AdminForbidden.tsx';
import { AdminNotFound } from './AdminNotFound.tsx';
import { AdminSidebar } from './AdminSidebar.tsx';
import { AdminTopBar } from './AdminTopBar.tsx';
import { GlobalSearch } from './search/GlobalSearch.tsx';
import { SecondFactorScreen, useSecondFactor } from './SecondFactorGate.tsx';
import { lacksStaffName, StaffNameScreen } from './StaffNameGate.tsx';
import { refreshCounts } from './counts.ts';
import { $adminPath, followBrowserHistory, navigate } from './router.ts';
import { adminScreens, screenFor } from './routes.ts';
import { useAddressQuery } from './use-address-query.ts';

// Each screen loads when first opened: the island stays small for every other screen. In the registry's
// order, not by path: a list and a record's page share theirs (/admin/orders, /admin/orders/7).
const lazyScreens: LazyExoticComponent<ComponentType>[] = adminScreens.map((screen) => lazy(screen.load));

const COUNTS_EVERY_MS = 60_000;

/**
 * The back office: one island for everything under /admin, routing on the client, in a frame of its own
 * (sidebar, top bar). Each screen applies the spec's session redirects: no stored session → /login (or
 * /admin for profile and analytics), a customer → /dashboard. A staff role sees only the entries it may
 * use, and a screen it may not gets "Keine Berechtigung" instead of loading; the server's guard answers
 * 401/403 whatever the browser does.
 */
export default function AdminApp() {
  const pathname = useStore($adminPath);
  const { search } = useAddressQuery();
  const screen = screenFor(pathname);
  const atIndex = /^\/admin\/?$/.test(pathname);
  const session = useAccountGuard({ role: 'admin', withoutSession: atIndex ? '/login' : (screen?.withoutSession ?? '/login') });
  const [menuOpen, setMenuOpen] = useState(false);
  const secondFactor = useSecondFactor(session);

  useEffect(() => followBrowserHistory(), []);

  // The screen's code is fetched while the session is checked, not after (issue 47).
  useEffect(() => {
    if (screen) void screen.load();
  }, [screen]);

  useEffect(() => {
    if (session && atIndex) navigate(accountHomePath(session.user.role), { replace: true });
  }, [session, atIndex]);

  // The counts follow every change of screen, and a minute's wait while the office works in one. They
  // start beside the second-factor check and the screen's data, not after them (issue 47): a session that
  // owes its code gets a 403, which the counts ignore, and then the code step.
  useEffect(() => {
    if (!session || (secondFactor.pending !== null && secondFactor.pending !== 'checking')) return;
    void refreshCounts();
    const timer = setInterval(() => void refreshCounts(), COUNTS_EVERY_MS);
    return () => clearInterval(timer);
  }, [session, pathname, secondFactor.pending]);

  if (!session || atIndex)
    return (
      <main id="inhalt" tabIndex={-1} className="p-6 outline-none">
        <p className="text-slate-600" role="status">
          Backoffice wird geladen …
        </p>
      </main>
    );

  // A session that still owes its second factor sees only the code step or the setup. While that is being
  // asked, the screen already loads its data: the server refuses it to such a session (ADR 038), and the
  // answer "code" replaces the screen with the code step.
  if (secondFactor.pending && secondFactor.pending !== 'checking')
    return (
      <SecondFactorScreen
        pending={secondFactor.pending}
        token={session.token}
        username={session.user.username ?? ''}
        onDone={secondFactor.done}
      />
    );
  // Then the name the mails are signed with, if the account has none (the first owner).
  if (lacksStaffName(session.user)) return <StaffNameScreen user={session.user} />;

  const Screen = screen ? lazyScreens[adminScreens.indexOf(screen)] : undefined;
  const path = screen?.path ?? '';
  const role = session.user.role;
  const mayUseSearch = roleMay(role, 'leads.read');
  return (
    <div className="min-h-dvh lg:grid lg:grid-cols-[15rem_minmax(0,1fr)]">
      <aside className="hidden bg-brand-900 lg:block">
        <div className="sticky top-0 grid max-h-dvh gap-6 overflow-y-auto p-4">
          <Brand />
          <AdminSidebar path={path} search={search} role={role} />
        </div>
      </aside>
      {menuOpen && <MobileMenu path={path} search={search} role={role} onClose={() => setMenuOpen(false)} />}
      <div className="flex min-w-0 flex-col">
        <AdminTopBar
          session={session}
          menuOpen={menuOpen}
          onMenu={() => setMenuOpen((open) => !open)}
          search={mayUseSearch ? <GlobalSearch /> : undefined}
        />
        {/* Room at the bottom: the toast sits in the lower right corner, and a screen's last buttons (the quote
            editor's Speichern) scroll clear of it instead of lying under it. */}
        <main id="inhalt" tabIndex={-1} className="min-w-0 flex-1 px-4 pt-4 pb-32 outline-none sm:px-6 sm:pt-6 lg:px-8 lg:pt-8">
          <Suspense
            fallback={
              <p className="text-slate-600" role="status">
                Wird geladen …
              </p>
            }
          >
            {!screen || !Screen ? (
              <AdminNotFound />
            ) : roleMay(role, screen.permission) ? (
              <Screen key={screen.withKey ? `${screen.path}/${screen.below ?? ''}` : screen.path} />
            ) : (
              <AdminForbidden roleLabel={isStaffRole(role) ? staffRoleLabels[role] : role} homePath={accountHomePath(role)} />
            )}
          </Suspense>
        </main>
      </div>
    </div>
  );
}

function Brand() {
  return (
    <p className="px-3 text-lg leading-tight font-extrabold text-white">
      Fensterwerk Nord
      <span className="block text-xs font-semibold tracking-wide text-slate-300 uppercase">Backoffice</span>
    </p>
  );
}

/** On phones and small windows the sidebar opens over the screen; Escape, the backdrop or a link closes it. */
function MobileMenu({ path, search, role, onClose }: { path: string; search: URLSearchParams; role: string; onClose: () => void }) {
  const panel = useRef<HTMLElement>(null);

  useEffect(() => {
    panel.current?.querySelector<HTMLElement>('a[href]')?.focus();
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [onClose]);

  return (
    <div className="fixed inset-0 z-30 lg:hidden">
      <button type="button" className="absolute inset-0 bg-slate-900/50" aria-label="Menü schließen" tabIndex={-1} onClick={onClose} />
      <aside
        id="admin-menu"
        aria-label="Menü"
        ref={panel}
        className="absolute inset-y-0 left-0 grid w-72 max-w-[85vw] content-start gap-6 overflow-y-auto bg-brand-900 p-4"
      >
        <Brand />
        <AdminSidebar path={path} search={search} role={role} onNavigate={onClose} />
      </aside>
    </div>
  );
}
