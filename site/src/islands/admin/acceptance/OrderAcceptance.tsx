import { acceptanceKindLabels, defectStateLabels, type AcceptanceJson } from '#features/acceptance/contract/acceptance.ts';
import { acceptanceScreenMessages as m } from '#features/acceptance/contract/acceptance-messages.ts';
import { openFile } from '../../../lib/download.ts';
import { showToast } from '../../../stores/toast.ts';
import { useConfirm } from '../../ui/use-confirm.tsx';
import { useLoad } from '../../ui/use-load.ts';
import { AdminLink } from '../AdminLink.tsx';
import { LoadState } from '../ui/LoadState.tsx';
import { Facts } from '../ui/PageSection.tsx';
import { loadAcceptance, loadAcceptancePdf, requestAcceptance, setDefectState } from './api.ts';
import { useBusyAction } from '../ui/busy-action.ts';
import { showFailureToast } from '../ui/failure-toast.ts';
import { germanDay } from '#shared/dates.ts';

/**
 * The order page's "Abnahme" (issue 37): the way to the form at the door, the protocol, its date and the
 * warranty's end, the defects to mark fixed, and "Abnahme verlangen" while there is none.
 */
export function OrderAcceptance({ orderId, orderNumber }: { orderId: number; orderNumber: string }) {
  const { data, setData, state, reload } = useLoad((signal) => loadAcceptance(orderId, signal), orderId);
  const { confirm, dialog } = useConfirm();
  const { busy, run } = useBusyAction();
  const acceptance = data?.acceptance ?? null;

  const ask = async () => {
    const confirmed = await confirm({
      title: 'Abnahme verlangen',
      message: m.requestConfirm(orderNumber),
      confirmLabel: 'Abnahme verlangen',
    });
    if (!confirmed) return;
    await run(async () => {
      const { deadline } = await requestAcceptance(orderId);
      showToast({ title: m.requested, description: `Frist bis ${germanDay(deadline)}` });
      reload();
    }, m.requestFailed);
  };

  const toggle = async (defect: AcceptanceJson['defects'][number]) => {
    try {
      setData(await setDefectState(orderId, defect.id, defect.state === 'open' ? 'fixed' : 'open', defect.appointmentId));
    } catch (error) {
      showFailureToast(error, m.defectFailed);
    }
  };

  const pdf = async () => {
    try {
      openFile(await loadAcceptancePdf(orderId), `Abnahmeprotokoll-${orderNumber}.pdf`);
    } catch (error) {
      showFailureToast(error, m.pdfFailed);
    }
  };

  return (
    <LoadState state={state} error={m.loadFailed} empty={null} onRetry={reload}>
      <div className="grid gap-3" data-testid="order-acceptance">
        {acceptance && (
          <Facts
            items={[
              ['Stand', acceptance.kind ? acceptanceKindLabels[acceptance.kind] : acceptance.reason],
              ['Abnahme am', acceptance.acceptedOn && germanDay(acceptance.acceptedOn)],
              ['Gewährleistung bis', acceptance.warrantyEndsOn && germanDay(acceptance.warrantyEndsOn)],
              ['Frist', acceptance.requestDeadline && germanDay(acceptance.requestDeadline)],
            ]}
          />
        )}
        {acceptance && acceptance.defects.length > 0 && (
          <ul className="grid gap-2" aria-label="Mängel">
            {acceptance.defects.map((defect) => (
              <li key={defect.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-slate-50 p-3 text-sm">
                <span className="min-w-0 break-words">
                  {defect.text}
                  {defect.lineTitle && ` (${defect.lineTitle})`}
                  {defect.fixBy && ` · bis ${germanDay(defect.fixBy)}`}
                </span>
                <button
                  type="button"
                  className="btn-secondary min-h-11 px-4"
                  aria-pressed={defect.state === 'fixed'}
                  onClick={() => void toggle(defect)}
                >
                  {defectStateLabels[defect.state]}
                </button>
              </li>
            ))}
          </ul>
        )}
        <div className="flex flex-wrap gap-2">
          {acceptance?.state !== 'accepted' && (
            <AdminLink href={`/admin/orders/${orderId}/abnahme`} className="btn-primary min-h-11">
              Abnahme aufnehmen
            </AdminLink>
          )}
          {acceptance?.state === 'accepted' && (
            <button type="button" className="btn-secondary min-h-11" onClick={() => void pdf()}>
              Protokoll (PDF)
            </button>
          )}
          {!acceptance && (
            <button type="button" className="btn-secondary min-h-11" disabled={busy} onClick={() => void ask()}>
              Abnahme verlangen
            </button>
          )}
        </div>
        {dialog}
      </div>
    </LoadState>
  );
}
