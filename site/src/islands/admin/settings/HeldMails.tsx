import { useState } from 'react';
import { heldMailMessages as m, type HeldMailJson } from '#features/settings/contract/held-mails.ts';
import { showToast } from '../../../stores/toast.ts';
import { useConfirm } from '../../ui/use-confirm.tsx';
import { useLoad } from '../../ui/use-load.ts';
import { DataTable, type Column } from '../ui/DataTable.tsx';
import { LoadState } from '../ui/LoadState.tsx';
import { discardHeldMails, loadHeldMails, sendHeldMails } from './api.ts';
import { useBusyAction } from '../ui/busy-action.ts';
import { formatDateTime } from '#shared/dates.ts';

const columns: Column<HeldMailJson>[] = [
  { key: 'created', header: m.created, cell: (mail) => formatDateTime(new Date(mail.createdAt)) },
  { key: 'recipient', header: m.recipient, cell: (mail) => <span className="break-all">{mail.recipient}</span> },
  { key: 'subject', header: m.subject, cell: (mail) => mail.subject },
];

/**
 * Einstellungen → E-Mail after a restore (ADR 048): the mails that waited when the backup was taken. The
 * server they came from may have sent them, so they go out only with "Senden"; "Verwerfen" deletes them.
 * Both act on the selection, or on every held mail when nothing is selected, and ask first.
 */
export function HeldMails({ onChanged }: { onChanged: () => void }) {
  const { data, state, reload } = useLoad(loadHeldMails, 'held-mails');
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const { busy, run } = useBusyAction();
  const { confirm, dialog } = useConfirm();

  async function act(action: 'send' | 'discard') {
    if (!data) return;
    const ids = selected.size > 0 ? [...selected] : null;
    const count = ids?.length ?? data.total;
    const confirmed = await confirm(
      action === 'send'
        ? { title: m.sendTitle, message: m.sendConfirm(count), confirmLabel: m.send }
        : { title: m.discardTitle, message: m.discardConfirm(count), confirmLabel: m.discard },
    );
    if (!confirmed) return;
    await run(async () => {
      const answer = await (action === 'send' ? sendHeldMails(ids) : discardHeldMails(ids));
      showToast({ title: answer.message });
    }, m.actionFailed);
    setSelected(new Set());
    reload();
    onChanged();
  }

  return (
    <section aria-labelledby="held-mails-title" className="grid gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3">
      <h2 id="held-mails-title" className="text-lg font-semibold text-brand-900">
        {m.title}
      </h2>
      <LoadState state={state} error={m.loadFailed} empty={null} onRetry={reload}>
        {data && data.total > 0 && (
          <>
            <p className="text-sm text-amber-900">{m.explanation(data.total)}</p>
            {data.total > data.mails.length && <p className="text-sm text-slate-700">{m.shown(data.mails.length, data.total)}</p>}
            <DataTable
              caption={m.caption}
              columns={columns}
              rows={data.mails}
              rowLabel={(mail) => `${mail.recipient}, ${mail.subject}`}
              selected={selected}
              onSelect={setSelected}
            />
            <p role="status" className="text-sm text-slate-700">
              {m.selection(selected.size, data.total)}
            </p>
            <div className="flex flex-wrap gap-3">
              <button type="button" className="btn-primary" disabled={busy} aria-busy={busy} onClick={() => void act('send')}>
                {m.send}
              </button>
              <button type="button" className="btn-secondary" disabled={busy} onClick={() => void act('discard')}>
                {m.discard}
              </button>
            </div>
          </>
        )}
      </LoadState>
      {dialog}
    </section>
  );
}
