import { Menu } from 'lucide-react';
import type { ReactNode } from 'react';
import { logout, type BrowserSession } from '../../stores/session.ts';
import { AdminLink } from './AdminLink.tsx';
import { staffDisplayName } from '#features/accounts/contract/staff-name.ts';

/**
 * The bar above every screen: the menu button on phones, the search, and who is signed in with the way
 * to the profile and out (logout goes to /admin/login, which ends at /login).
 */
export function AdminTopBar({
  session,
  menuOpen,
  onMenu,
  search,
}: {
  session: BrowserSession;
  menuOpen: boolean;
  onMenu: () => void;
  search?: ReactNode;
}) {
  const user = session.user;
  const name =
    staffDisplayName({ username: user.username ?? '', firstName: user.firstName ?? '', lastName: user.lastName ?? '' }) || 'Administrator';
  return (
    <header className="sticky top-0 z-20 flex items-center gap-2 border-b border-slate-200 bg-white px-3 py-2 sm:gap-3 sm:px-6">
      <button
        type="button"
        className="btn-outline min-h-10 px-3 lg:hidden"
        aria-expanded={menuOpen}
        aria-controls="admin-menu"
        onClick={onMenu}
      >
        <Menu aria-hidden="true" className="size-5" />
        <span className="sr-only sm:not-sr-only">Menü</span>
      </button>
      <div className="min-w-0 flex-1 md:max-w-md">{search}</div>
      <AdminLink
        href="/admin/profile"
        className="flex min-h-10 items-center rounded-md px-2 text-sm text-slate-700 hover:bg-slate-100"
        title="Profil"
      >
        <span className="hidden md:inline">
          Angemeldet als <strong className="font-semibold text-brand-900">{name}</strong>
        </span>
        <span className="font-semibold text-brand-800 md:hidden">Profil</span>
      </AdminLink>
      <button type="button" className="btn-outline min-h-10 px-3 text-sm" onClick={() => void logout('/admin/login')}>
        Abmelden
      </button>
    </header>
  );
}
