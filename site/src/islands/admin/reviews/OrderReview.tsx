import { reviewMessages as m } from '#features/reviews/contract/review-messages.ts';
import { reviewStatusLabels } from '#features/reviews/contract/reviews.ts';
import { showToast } from '../../../stores/toast.ts';
import { useConfirm } from '../../ui/use-confirm.tsx';
import { useLoad } from '../../ui/use-load.ts';
import { AdminLink } from '../AdminLink.tsx';
import { LoadState } from '../ui/LoadState.tsx';
import { inviteToReview, loadOrderReview } from './api.ts';
import { Stars } from './Stars.tsx';
import { useBusyAction } from '../ui/busy-action.ts';
import { formatShortDate } from '#shared/dates.ts';

/**
 * The order page's "Bewertung": the review's state and "Zur Bewertung einladen", disabled with the reason
 * while the final invoice is unpaid or a review exists (ADR 060).
 */
export function OrderReview({ orderId, orderNumber }: { orderId: number; orderNumber: string }) {
  const { data, state, reload } = useLoad((signal) => loadOrderReview(orderId, signal), orderId);
  const { confirm, dialog } = useConfirm();
  const { busy, run } = useBusyAction();

  async function invite() {
    if (!(await confirm({ title: 'Zur Bewertung einladen', message: m.inviteConfirm(orderNumber), confirmLabel: 'Einladung senden' })))
      return;
    await run(async () => {
      await inviteToReview(orderId);
      showToast({ title: m.invited });
    }, m.actionFailed);
    reload();
  }

  const review = data?.review;
  return (
    <section className="grid gap-3" aria-labelledby="order-review-title">
      <h2 id="order-review-title" className="text-lg font-semibold text-brand-900">
        Bewertung
      </h2>
      <LoadState state={state} error={m.orderReviewLoadFailed} empty={null} onRetry={reload}>
        {data && (
          <>
            {review ? (
              <div className="grid gap-1 text-sm">
                <p>
                  <strong>{reviewStatusLabels[review.status]}</strong> · eingeladen am {formatShortDate(new Date(review.invitedAt))}
                </p>
                {review.stars !== null && (
                  <p>
                    <Stars stars={review.stars} /> {review.text}
                  </p>
                )}
                {review.stars !== null && (
                  <AdminLink href={`/admin/reviews?status=${review.status}`} className="w-fit text-brand-700 underline">
                    In „Bewertungen“ ansehen
                  </AdminLink>
                )}
              </div>
            ) : (
              <p className="text-sm text-slate-600">Noch keine Einladung zur Bewertung.</p>
            )}
            <button
              type="button"
              className="btn-outline justify-self-start"
              disabled={busy || data.blocked !== ''}
              aria-describedby={data.blocked ? 'order-review-blocked' : undefined}
              onClick={() => void invite()}
            >
              Zur Bewertung einladen
            </button>
            {data.blocked && (
              <p id="order-review-blocked" className="text-sm text-slate-600">
                {data.blocked}
              </p>
            )}
          </>
        )}
      </LoadState>
      {dialog}
    </section>
  );
}
