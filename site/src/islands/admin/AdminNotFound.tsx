import { AdminLink } from './AdminLink.tsx';
import { ScreenTitle } from './ui/ScreenTitle.tsx';

/** An address under /admin that the back office does not have: said plainly, with the way back. */
export function AdminNotFound() {
  return (
    <section className="card grid gap-3" aria-labelledby="admin-screen-title">
      <ScreenTitle title="Seite nicht gefunden" />
      <p className="text-slate-700">Diese Seite gibt es im Backoffice nicht.</p>
      <p>
        <AdminLink href="/admin/dashboard" className="font-semibold text-brand-700 underline">
          Zum Dashboard
        </AdminLink>
      </p>
    </section>
  );
}
