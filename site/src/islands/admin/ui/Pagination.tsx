interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}

/** "Seite 2 von 7 · 151 Einträge" with previous and next; the page lives in the address. */
export function Pagination({ page, pageSize, total, onPage }: PaginationProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav aria-label="Seiten" className="flex flex-wrap items-center justify-between gap-3 text-sm text-slate-700">
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
