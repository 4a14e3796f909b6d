import { logout } from '../../stores/session.ts';
import { AdminLink } from './AdminLink.tsx';
import { adminNavigation } from './routes.ts';

/** The back office's header: the way to each area, and logout (which goes to /admin/login, then /login). */
export function AdminHeader({ current }: { current: string }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-4 border-b border-slate-200 pb-4">
      <AdminLink href="/admin/dashboard" className="text-xl font-extrabold text-brand-900">
        Backoffice
      </AdminLink>
      <nav aria-label="Backoffice" className="flex flex-wrap gap-2">
        {adminNavigation.map((item) => (
          <AdminLink
            key={item.path}
            href={`/admin/${item.path}`}
            aria-current={current === item.path ? 'page' : undefined}
            className="btn-outline min-h-9 px-3 py-1.5 text-sm aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white"
          >
            {item.label}
          </AdminLink>
        ))}
        <button type="button" className="btn-secondary min-h-9 px-3 py-1.5 text-sm" onClick={() => void logout('/admin/login')}>
          Abmelden
        </button>
      </nav>
    </div>
  );
}
