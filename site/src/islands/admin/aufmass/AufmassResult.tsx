import { aufmassScreenMessages as m } from '#features/aufmass/contract/aufmass-messages.ts';
import type { AufmassScreenJson } from '#features/aufmass/contract/aufmass.ts';
import { germanDay } from '#shared/dates.ts';
import { formatSizeMm } from '#shared/format.ts';
import { openFile } from '../../../lib/download.ts';
import { showToast } from '../../../stores/toast.ts';
import { navigate } from '../router.ts';
import { useBusyAction } from '../ui/busy-action.ts';
import { showFailureToast } from '../ui/failure-toast.ts';
import { loadAufmassPdf, quoteFromAufmass, type RecordedAufmass } from './api.ts';

/** The saved Aufmaß: each opening's Bestellmaß, the protocol, the quote made from it, a new version. */
export function AufmassResult({
  leadId,
  screen,
  recorded,
  onNew,
}: {
  leadId: number;
  screen: AufmassScreenJson;
  recorded: RecordedAufmass | null;
  onNew: () => void;
}) {
  const latest = screen.latest;
  const openings = recorded?.openings ?? latest?.openings ?? [];
  const version = recorded?.version ?? latest?.version ?? 0;
  const { busy, run } = useBusyAction();
  const pdf = async () => {
    try {
      openFile(await loadAufmassPdf(leadId), `Aufmassprotokoll-V${version}.pdf`);
    } catch (error) {
      showFailureToast(error, m.pdfFailed);
    }
  };
  const quote = () =>
    run(async () => {
      const made = await quoteFromAufmass(leadId);
      showToast({ title: m.quoteMade });
      navigate(`/admin/quotes/${made.quoteId}`);
    }, m.quoteFailed);
  return (
    <section className="card grid min-w-0 gap-3" aria-labelledby="admin-screen-title">
      <h1 id="admin-screen-title" className="text-2xl font-bold text-brand-900">
        Aufmaß – Version {version}
      </h1>
      {latest && !recorded && (
        <p className="text-slate-700">
          Aufgemessen am {germanDay(latest.measuredOn)} von {latest.fitterName}
        </p>
      )}
      <ol className="grid gap-2">
        {openings.map((opening, index) => (
          <li key={index} className="rounded-md border border-slate-200 p-2">
            <span className="font-semibold">{opening.position}</span>
            <span className="block whitespace-nowrap">
              Bestellmaß {formatSizeMm({ width: opening.orderWidthMm, height: opening.orderHeightMm })}
            </span>
          </li>
        ))}
      </ol>
      <div className="grid gap-2 sm:grid-cols-3">
        <button type="button" className="btn-secondary min-h-11" onClick={() => void pdf()}>
          Aufmaßprotokoll (PDF)
        </button>
        <button type="button" className="btn-primary min-h-11" disabled={busy} onClick={() => void quote()}>
          Angebot aus Aufmaß
        </button>
        <button type="button" className="btn-secondary min-h-11" onClick={onNew}>
          Neu aufmessen
        </button>
      </div>
    </section>
  );
}
