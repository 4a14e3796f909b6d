import { useState } from 'react';
import { reviewMessages as m } from '#features/reviews/contract/review-messages.ts';
import { reviewStatusLabels, type CustomerReviewJson } from '#features/reviews/contract/reviews.ts';
import { accountAnswerOf, accountApi } from '../../lib/account-api.ts';
import { messageOf } from '../../lib/api.ts';
import { showToast } from '../../stores/toast.ts';
import { deleteReview } from '../review-link/api.ts';
import { useConfirm } from '../ui/use-confirm.tsx';

const reviews = accountApi.customer.reviews;

export const loadCustomerReviews = () => accountAnswerOf(reviews.$get());

/** Only the link's hash is stored, so each use from the account mints a fresh link for the own order. */
const freshToken = async (orderId: number) =>
  (await accountAnswerOf(reviews[':orderId'].link.$post({ param: { orderId: String(orderId) } }))).token;

/**
 * "Bewerten" under a completed order in Mein Konto (issue 38): the personal review page, or the review
 * written with "Ändern" and "Löschen".
 */
export function OrderReviewAction({ entry, onChanged }: { entry: CustomerReviewJson; onChanged: () => void }) {
  const { confirm, dialog } = useConfirm();
  const [busy, setBusy] = useState(false);
  const target = `Bewertung zu Bestellung ${entry.orderNumber}`;

  async function run(action: () => Promise<void>) {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      showToast({ title: 'Fehler', description: messageOf(error, m.actionFailed), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }
  const open = () => run(async () => window.location.assign(`/bewertung/${await freshToken(entry.orderId)}`));
  const remove = async () => {
    if (!(await confirm({ title: 'Bewertung löschen', message: m.customerDeleteConfirm, confirmLabel: 'Löschen' }))) return;
    await run(async () => {
      await deleteReview(await freshToken(entry.orderId));
      showToast({ title: m.customerDeleted });
      onChanged();
    });
  };

  return (
    <div className="mt-3 grid gap-2 rounded-lg border border-slate-200 p-3 text-sm">
      {entry.review ? (
        <>
          <p>
            <span className="font-semibold">Ihre Bewertung:</span>{' '}
            <span role="img" aria-label={`${entry.review.stars} von 5 Sternen`} className="text-amber-600">
              {'★'.repeat(entry.review.stars)}
            </span>{' '}
            · {reviewStatusLabels[entry.status]}
          </p>
          <p className="whitespace-pre-wrap text-slate-700">{entry.review.text}</p>
          {entry.withheldReason && <p className="text-red-800">Zurückgehalten: {entry.withheldReason}</p>}
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className="btn-outline min-h-9 px-3 py-1.5 text-sm"
              disabled={busy}
              aria-label={`Ändern: ${target}`}
              onClick={() => void open()}
            >
              Ändern
            </button>
            <button
              type="button"
              className="btn min-h-9 border border-red-200 bg-white px-3 py-1.5 text-sm text-red-700 hover:bg-red-50"
              disabled={busy}
              aria-label={`Löschen: ${target}`}
              onClick={() => void remove()}
            >
              Löschen
            </button>
          </div>
        </>
      ) : (
        <button
          type="button"
          className="btn-primary min-h-9 justify-self-start px-3 py-1.5 text-sm"
          disabled={busy}
          onClick={() => void open()}
        >
          Bewerten<span className="sr-only"> – Bestellung {entry.orderNumber}</span>
        </button>
      )}
      {dialog}
    </div>
  );
}
