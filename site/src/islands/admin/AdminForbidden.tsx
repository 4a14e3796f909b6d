import { AdminLink } from './AdminLink.tsx';
import { ScreenTitle } from './ui/ScreenTitle.tsx';

/** A screen the signed-in role may not use: said plainly, with the way to the role's own start page. */
export function AdminForbidden({ roleLabel, homePath }: { roleLabel: string; homePath: string }) {
  return (
    <section className="card grid gap-3" aria-labelledby="admin-screen-title">
      <ScreenTitle title="Keine Berechtigung" />
      <p className="text-slate-700">Ihre Rolle ({roleLabel}) darf diesen Bereich des Backoffice nicht öffnen.</p>
      <p>
        <AdminLink href={homePath} className="font-semibold text-brand-700 underline">
          Zur Startseite Ihrer Rolle
        </AdminLink>
      </p>
    </section>
  );
}
