interface PaginationProps {
  /** The list's paging as the server answered it; nothing is shown before an answer or for an empty list. */
  result: { page: number; pageSize: number; total: number } | null | undefined;
  /** Writes the page to the address (page 1 as no parameter at all). */
  onChange: (changes: Record<string, string | null>) => void;
  /** The navigation's name, where a screen pages more than one list. */
  label?: string;
}

/** "Seite 2 von 7 · 151 Einträge" with previous and next; the page lives in the address. */
export function Pagination({ result, onChange, label = 'Seiten' }: PaginationProps) {
  if (!result || result.total === 0) return null;
  const { page, pageSize, total } = result;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const onPage = (next: number) => onChange({ page: next > 1 ? String(next) : null });
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3 text-sm text-slate-700">
      <p>
        Seite {Math.min(page, pages)} von {pages} · {total} {total === 1 ? 'Eintrag' : 'Einträge'}
      </p>
      <div className="flex gap-2">
        <button type="button" className="btn-outline min-h-9 px-3 py-1.5 text-sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Zurück
        </button>
        <button type="button" className="btn-outline min-h-9 px-3 py-1.5 text-sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Weiter
        </button>
      </div>
    </nav>
  );
}
