import { bankStatementScreenTexts as t } from '#features/bank-statements/contract/bank-statement-messages.ts';
import type { BankStatementImportJson } from '#features/bank-statements/contract/bank-statements.ts';
import { useLoad } from '../../ui/use-load.ts';
import { LoadState } from '../ui/LoadState.tsx';
import { Pagination } from '../ui/Pagination.tsx';
import { ScreenTitle } from '../ui/ScreenTitle.tsx';
import { useAddressQuery } from '../use-address-query.ts';
import { loadImports } from './api.ts';
import { ImportEntries } from './ImportEntries.tsx';
import { StatementUpload } from './StatementUpload.tsx';
import { germanDay, formatDateTime } from '#shared/dates.ts';
import { formatAuthor } from '#features/accounts/contract/staff-name.ts';

const days = (row: BankStatementImportJson) =>
  row.firstDay && row.lastDay
    ? row.firstDay === row.lastDay
      ? germanDay(row.firstDay)
      : `${germanDay(row.firstDay)} – ${germanDay(row.lastDay)}`
    : '';

/** "Eingelesen am … von … · 240 Buchungen · 3 offen · 2 Buchungen waren schon bekannt". */
const facts = (row: BankStatementImportJson) =>
  [
    t.imported(formatDateTime(new Date(row.createdAt)), formatAuthor(row.createdBy, row.createdByName)),
    t.entryCount(row.entryCount),
    row.openCount > 0 ? t.openCount(row.openCount) : '',
    row.duplicates > 0 ? t.alreadyKnown(row.duplicates) : '',
  ]
    .filter(Boolean)
    .join(' · ');

/**
 * /admin/bank-statements, "Zahlungseingänge" (issue 35, ADR 058): a statement file in, the imports a page
 * at a time (the page in the address), each with its bookings, also a page at a time (ADR 075).
 */
export default function BankStatementsScreen() {
  const { search, update } = useAddressQuery();
  const page = search.get('page');
  const { data, state, reload } = useLoad((signal) => loadImports(page, signal), page ?? '1');

  return (
    <div className="grid grid-cols-1 gap-6">
      <ScreenTitle title={t.title} />
      <section className="card grid grid-cols-1 gap-5" aria-label={t.upload}>
        <StatementUpload onImported={page ? () => update({ page: null }) : reload} />
      </section>
      <LoadState state={state} error={t.importsFailed} empty={data?.total === 0 ? t.empty : null} onRetry={reload}>
        {data?.items.map((row) => (
          <section key={row.id} className="card grid grid-cols-1 gap-3" aria-labelledby={`import-${row.id}`}>
            <h2 id={`import-${row.id}`} className="font-bold text-brand-900">
              {row.fileName} {days(row) && `· ${days(row)}`}
            </h2>
            <p className="text-sm text-slate-600">{facts(row)}</p>
            {row.entryCount > 0 && <ImportEntries importId={row.id} fileName={row.fileName} />}
          </section>
        ))}
      </LoadState>
      <Pagination result={data} label="Seiten der Kontoauszüge" onChange={update} />
    </div>
  );
}
