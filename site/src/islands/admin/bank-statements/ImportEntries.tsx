import { useState } from 'react';
import { bankStatementScreenTexts as t } from '#features/bank-statements/contract/bank-statement-messages.ts';
import type { BankEntryJson } from '#features/bank-statements/contract/bank-statements.ts';
import { formatCents } from '#shared/format.ts';
import { messageOf } from '../../../lib/api.ts';
import { showToast } from '../../../stores/toast.ts';
import { useConfirm } from '../../ui/use-confirm.tsx';
import { useLoad } from '../../ui/use-load.ts';
import { LoadState } from '../ui/LoadState.tsx';
import { Pagination } from '../ui/Pagination.tsx';
import { assignEntry, confirmSuggestion, loadEntries } from './api.ts';
import { EntryList } from './EntryList.tsx';

/**
 * One import's bookings, a page at a time (a statement may hold thousands); a suggestion confirmed or a
 * credit assigned by hand after a confirmation, the booking then shown as it now stands.
 */
export function ImportEntries({ importId, fileName }: { importId: number; fileName: string }) {
  const [page, setPage] = useState(1);
  const { data, setData, state, reload } = useLoad((signal) => loadEntries(importId, page, signal), page);
  const { confirm, dialog } = useConfirm();

  async function settle(message: string, call: () => Promise<BankEntryJson>) {
    if (!(await confirm({ title: t.title, message, confirmLabel: t.confirm }))) return;
    try {
      const settled = await call();
      setData((current) => current && { ...current, items: current.items.map((entry) => (entry.id === settled.id ? settled : entry)) });
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
    <>
      <LoadState state={state} error={t.entriesFailed} empty={null} onRetry={reload}>
        {data && data.items.length > 0 && <EntryList caption={`Buchungen aus ${fileName}`} entries={data.items} actions={actions} />}
      </LoadState>
      <Pagination
        result={data && data.total > data.pageSize ? data : null}
        label={`Seiten der Buchungen aus ${fileName}`}
        onChange={(changes) => setPage(Number(changes.page ?? 1))}
      />
      {dialog}
    </>
  );
}
