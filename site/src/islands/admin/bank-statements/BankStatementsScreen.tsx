import { bankStatementScreenTexts as t } from '#features/bank-statements/contract/bank-statement-messages.ts';
import type { BankEntryJson, BankStatementImportJson } from '#features/bank-statements/contract/bank-statements.ts';
import { formatCents } from '#shared/format.ts';
import { messageOf } from '../../../lib/api.ts';
import { showToast } from '../../../stores/toast.ts';
import { useConfirm } from '../../ui/use-confirm.tsx';
import { useLoad } from '../../ui/use-load.ts';
import { LoadState } from '../ui/LoadState.tsx';
import { ScreenTitle } from '../ui/ScreenTitle.tsx';
import { assignEntry, confirmSuggestion, loadImports } from './api.ts';
import { EntryList } from './EntryList.tsx';
import { StatementUpload } from './StatementUpload.tsx';
import { germanDay, formatDateTime } from '#shared/dates.ts';
import { formatAuthor } from '#features/accounts/contract/staff-name.ts';

const days = (row: BankStatementImportJson) =>
  row.firstDay && row.lastDay
    ? row.firstDay === row.lastDay
      ? germanDay(row.firstDay)
      : `${germanDay(row.firstDay)} – ${germanDay(row.lastDay)}`
    : '';

/**
 * /admin/bank-statements, "Zahlungseingänge" (issue 35, ADR 058): a statement file in, each import with
 * its bookings; a suggestion confirmed or a credit assigned by hand, each after a confirmation.
 */
export default function BankStatementsScreen() {
  const { data, setData, state, reload } = useLoad((signal) => loadImports(signal), 'imports');
  const { confirm, dialog } = useConfirm();

  async function settle(message: string, call: () => Promise<BankStatementImportJson[]>) {
    if (!(await confirm({ title: t.title, message, confirmLabel: t.confirm }))) return;
    try {
      setData(await call());
      showToast({ title: t.recorded });
    } catch (error) {
      showToast({ title: 'Fehler', description: messageOf(error, 'Die Zahlung konnte nicht erfasst werden.'), variant: 'destructive' });
    }
  }

  const actions = {
    onConfirm: (entry: BankEntryJson, invoice: { id: number; number: string }) =>
      void settle(t.confirmSuggestion(formatCents(entry.amount), invoice.number), () => confirmSuggestion(entry.id, invoice.id)),
    onAssign: (entry: BankEntryJson, invoiceNumber: string) =>
      void settle(t.confirmAssign(formatCents(entry.amount), invoiceNumber), () => assignEntry(entry.id, invoiceNumber)),
  };

  return (
    <div className="grid grid-cols-1 gap-6">
      <ScreenTitle title={t.title} />
      <section className="card grid grid-cols-1 gap-5" aria-label={t.upload}>
        <StatementUpload onImported={reload} />
      </section>
      <LoadState
        state={state}
        error="Die Zahlungseingänge konnten nicht geladen werden."
        empty={data?.length === 0 ? t.empty : null}
        onRetry={reload}
      >
        {data?.map((row) => (
          <section key={row.id} className="card grid grid-cols-1 gap-3" aria-labelledby={`import-${row.id}`}>
            <h2 id={`import-${row.id}`} className="font-bold text-brand-900">
              {row.fileName} {days(row) && `· ${days(row)}`}
            </h2>
            <p className="text-sm text-slate-600">
              Eingelesen am {formatDateTime(new Date(row.createdAt))} von {formatAuthor(row.createdBy, row.createdByName)}
              {row.duplicates > 0 && ` · ${t.alreadyKnown(row.duplicates)}`}
            </p>
            {row.entries.length > 0 && <EntryList caption={`Buchungen aus ${row.fileName}`} entries={row.entries} actions={actions} />}
          </section>
        ))}
      </LoadState>
      {dialog}
    </div>
  );
}
