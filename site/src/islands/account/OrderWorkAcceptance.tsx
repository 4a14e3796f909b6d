import { defectStateLabels, type CustomerWorkAcceptanceJson } from '#features/acceptance/contract/acceptance.ts';
import { acceptanceScreenMessages as m } from '#features/acceptance/contract/acceptance-messages.ts';
import { germanDay } from '#shared/format.ts';
import { messageOf } from '../../lib/api.ts';
import { openFile } from '../../lib/download.ts';
import { showToast } from '../../stores/toast.ts';
import { loadAcceptancePdf } from './api.ts';

/**
 * An order's Abnahme in Mein Konto (issue 37): its day, the end of the five-year warranty
 * (§ 634a Abs. 1 Nr. 2 BGB), the protocol to download and the defects with their state.
 */
export function OrderWorkAcceptance({
  orderId,
  orderNumber,
  acceptance,
}: {
  orderId: number;
  orderNumber: string;
  acceptance: CustomerWorkAcceptanceJson;
}) {
  const download = async () => {
    try {
      openFile(await loadAcceptancePdf(orderId), `Abnahmeprotokoll-${orderNumber}.pdf`);
    } catch (error) {
      showToast({ title: 'Fehler', description: messageOf(error, m.pdfFailed), variant: 'destructive' });
    }
  };
  return (
    <section
      className="mt-3 grid gap-2 rounded-lg border border-slate-200 p-3 text-sm text-slate-700"
      aria-label={`${m.customerTitle} Bestellung ${orderNumber}`}
    >
      <h3 className="font-semibold text-brand-900">{m.customerTitle}</h3>
      {acceptance.state === 'requested' && acceptance.requestDeadline && (
        <p>{m.customerRequested(germanDay(acceptance.requestDeadline))}</p>
      )}
      {acceptance.state === 'defects_named' && <p>{m.customerDefectsNamed}</p>}
      {acceptance.acceptedOn && acceptance.warrantyEndsOn && (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          <dt>Abnahme am</dt>
          <dd className="font-semibold">{germanDay(acceptance.acceptedOn)}</dd>
          <dt>Gewährleistung bis</dt>
          <dd className="font-semibold">{germanDay(acceptance.warrantyEndsOn)}</dd>
        </dl>
      )}
      {acceptance.defects.length > 0 && (
        <ul className="grid gap-2" aria-label={`Mängel Bestellung ${orderNumber}`}>
          {acceptance.defects.map((defect) => (
            <li key={defect.id} className="rounded-md bg-slate-50 p-2">
              <p className="break-words">
                {defect.text}
                {defect.lineTitle && ` (${defect.lineTitle})`}
              </p>
              <p className="text-xs text-slate-600">
                {defectStateLabels[defect.state]}
                {defect.state === 'open' && defect.fixBy && ` · zu beseitigen bis ${germanDay(defect.fixBy)}`}
              </p>
            </li>
          ))}
        </ul>
      )}
      {acceptance.protocol && (
        <button type="button" className="btn-outline min-h-11 justify-self-start" onClick={() => void download()}>
          {m.customerPdf}
          <span className="sr-only"> zu Bestellung {orderNumber}</span>
        </button>
      )}
    </section>
  );
}
