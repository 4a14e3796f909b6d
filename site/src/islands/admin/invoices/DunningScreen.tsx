import { useState } from 'react';
import { dunningLevelLabels } from '#features/invoices/contract/dunning.ts';
import type { DueDunningJson } from '#features/invoices/contract/dunning-json.ts';
import { dunningMessages as m, interestPeriodText } from '#features/invoices/contract/dunning-messages.ts';
import { formatCents } from '#shared/format.ts';
import { messageOf } from '../../../lib/api.ts';
import { showToast } from '../../../stores/toast.ts';
import { useConfirm } from '../../ui/use-confirm.tsx';
import { useLoad } from '../../ui/use-load.ts';
import { LoadState } from '../ui/LoadState.tsx';
import { ScreenTitle } from '../ui/ScreenTitle.tsx';
import { loadDueDunning, sendDunning } from './api.ts';
import { germanDay } from '#shared/dates.ts';
import { DocumentNumber } from '../ui/DocumentNumber.tsx';

/** The figures a letter will ask, as the confirmation shows them before anything is sent. */
function figuresText({ figures }: DueDunningJson) {
  return [
    `Offen: ${formatCents(figures.open)}`,
    ...figures.periods.map((period) => `Zinsen ${interestPeriodText(period)}`),
    ...(figures.interest > 0 ? [`Verzugszinsen: ${formatCents(figures.interest)}`] : []),
    ...(figures.flatFee > 0 ? [`Verzugspauschale: ${formatCents(figures.flatFee)}`] : []),
    ...(figures.dunningFees > 0 ? [`Mahngebühren: ${formatCents(figures.dunningFees)}`] : []),
    `Gesamt: ${formatCents(figures.total)}`,
  ];
}

/** /admin/dunning, "Fällige Mahnungen" (issue 35): what is due, one click each after a look at the figures. */
export default function DunningScreen() {
  const { data, setData, state, reload } = useLoad(loadDueDunning, 'dunning');
  const { confirm, dialog } = useConfirm();
  const [busy, setBusy] = useState<number | null>(null);

  async function send(row: DueDunningJson) {
    const confirmed = await confirm({
      title: `${dunningLevelLabels[row.level]} zu ${row.number}`,
      message: [m.confirm(row.level, row.number, row.customerEmail ?? '–'), '', ...figuresText(row)].join('\n'),
      confirmLabel: m.send(row.level),
    });
    if (!confirmed) return;
    setBusy(row.invoiceId);
    try {
      setData(await sendDunning(row.invoiceId, row.level));
      showToast({ title: m.sent(row.level) });
    } catch (error) {
      showToast({ title: 'Fehler', description: messageOf(error, m.notDue(dunningLevelLabels[row.level])), variant: 'destructive' });
      reload();
    }
    setBusy(null);
  }

  return (
    <section className="card grid gap-5" aria-labelledby="admin-screen-title">
      <ScreenTitle title={m.title} />
      <LoadState
        state={state}
        error="Die fälligen Mahnungen konnten nicht geladen werden."
        empty={data?.length === 0 ? m.empty : null}
        onRetry={reload}
      >
        <ul className="grid gap-3">
          {data?.map((row) => (
            <li key={row.invoiceId} className="grid gap-2 rounded-lg border border-slate-200 p-4">
              <p className="font-semibold">
                {dunningLevelLabels[row.level]} · <DocumentNumber>{row.number}</DocumentNumber> · {row.customerName}
                {row.business ? ' (Geschäftskunde)' : ''}
              </p>
              <p className="text-sm text-slate-700">
                Fällig seit {germanDay(row.dueDate)} · {figuresText(row).join(' · ')}
              </p>
              <button
                type="button"
                className="btn-primary justify-self-start"
                disabled={busy !== null || !row.customerEmail}
                onClick={() => void send(row)}
              >
                {m.send(row.level)}
              </button>
            </li>
          ))}
        </ul>
      </LoadState>
      {dialog}
    </section>
  );
}
