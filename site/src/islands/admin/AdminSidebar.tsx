import { useStore } from '@nanostores/react';
import { AdminLink } from './AdminLink.tsx';
import { $adminCounts } from './counts.ts';
import { adminNavigation, navigationFor } from './routes.ts';

type Entry = (typeof adminNavigation)[number];

/** The entry for the current address: the one whose view (?tab=…) the address has, else the screen's plain entry. */
function isCurrent(entry: Entry, path: string, search: URLSearchParams): boolean {
  if (entry.path !== path) return false;
  if (entry.search) return [...new URLSearchParams(entry.search)].every(([key, value]) => search.get(key) === value);
  const views = adminNavigation.filter((other) => other.path === path && other.search);
  return !views.some((other) => isCurrent(other, path, search));
}

function CountBadge({ value, label }: { value: number; label: string }) {
  if (value === 0) return null;
  return (
    <span className="ml-auto rounded-full bg-accent-100 px-2 py-0.5 text-xs font-bold text-accent-700" aria-label={label}>
      {value}
    </span>
  );
}

function NavLink({ entry, current, onNavigate }: { entry: Entry; current: boolean; onNavigate?: (() => void) | undefined }) {
  const counts = useStore($adminCounts);
  const count = entry.count && counts ? counts[entry.count] : 0;
  return (
    <li>
      <AdminLink
        href={`/admin/${entry.path}${entry.search ?? ''}`}
        aria-current={current ? 'page' : undefined}
        onClick={onNavigate}
        className="flex min-h-10 items-center gap-2 rounded-md px-3 py-2 text-sm font-semibold text-slate-200 hover:bg-brand-800 hover:text-white aria-[current=page]:bg-white aria-[current=page]:text-brand-900"
      >
        {entry.label}
        <CountBadge value={count} label={`${count} neu`} />
      </AdminLink>
    </li>
  );
}

/**
 * The back office's navigation: the day's work first (Anfragen, Nachrichten with their counts of new
 * items), then documents, the catalogue as one group, analytics and settings. The current entry carries
 * aria-current; on phones the same list opens as a menu (AdminShell).
 */
interface SidebarProps {
  path: string;
  search: URLSearchParams;
  /** The signed-in role: only the entries it may use are listed. */
  role: string;
  onNavigate?: () => void;
}

export function AdminSidebar({ path, search, role, onNavigate }: SidebarProps) {
  const entries = navigationFor(role);
  const ungrouped = entries.filter((entry) => !entry.group);
  const catalogue = entries.filter((entry) => entry.group === 'Katalog');
  const firstAfterCatalogue =
    catalogue.length === 0 ? -1 : ungrouped.findIndex((entry) => entries.indexOf(entry) > entries.indexOf(catalogue[0]!));
  const before = firstAfterCatalogue === -1 ? ungrouped : ungrouped.slice(0, firstAfterCatalogue);
  const after = firstAfterCatalogue === -1 ? [] : ungrouped.slice(firstAfterCatalogue);
  const link = (entry: Entry) => (
    <NavLink key={`${entry.path}${entry.search ?? ''}`} entry={entry} current={isCurrent(entry, path, search)} onNavigate={onNavigate} />
  );
  return (
    <nav aria-label="Backoffice" className="grid gap-4">
      {before.length > 0 && <ul className="grid gap-1">{before.map(link)}</ul>}
      {catalogue.length > 0 && (
        <div>
          <h2 id="nav-katalog" className="px-3 pb-1 text-xs font-bold tracking-wide text-slate-400 uppercase">
            Katalog
          </h2>
          <ul className="grid gap-1" aria-labelledby="nav-katalog">
            {catalogue.map(link)}
          </ul>
        </div>
      )}
      {after.length > 0 && <ul className="grid gap-1">{after.map(link)}</ul>}
    </nav>
  );
}
