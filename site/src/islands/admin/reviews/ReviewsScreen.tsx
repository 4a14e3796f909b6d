import { useState } from 'react';
import { reviewMessages as m } from '#features/reviews/contract/review-messages.ts';
import { reviewStatusLabels, type AdminReviewJson, type ReviewStatus } from '#features/reviews/contract/reviews.ts';
import { recordAddress } from '#shared/record-addresses.ts';
import { showToast } from '../../../stores/toast.ts';
import { useLoad } from '../../ui/use-load.ts';
import { AdminLink } from '../AdminLink.tsx';
import { DataTable, type Column } from '../ui/DataTable.tsx';
import { FilterSelect } from '../ui/FilterSelect.tsx';
import { listFilter } from '../ui/ListFilterBar.tsx';
import { LoadState } from '../ui/LoadState.tsx';
import { Pagination } from '../ui/Pagination.tsx';
import { RowActions, RowButton } from '../ui/RowActions.tsx';
import { ScreenTitle } from '../ui/ScreenTitle.tsx';
import { useAddressQuery } from '../use-address-query.ts';
import { loadReviews, publishReview, replyToReview, withholdReview } from './api.ts';
import { ReviewTextDialog } from './ReviewTextDialog.tsx';
import { Stars } from './Stars.tsx';
import { useBusyAction } from '../ui/busy-action.ts';
import { formatShortDate } from '#shared/dates.ts';
import { DocumentNumber } from '../ui/DocumentNumber.tsx';

/** The views of the filter: what is on the site, what the check held, what the office kept off it. */
const statusFilter = listFilter({
  label: 'Status',
  name: 'status',
  values: ['published', 'checking', 'withheld'] satisfies ReviewStatus[],
  labelOf: (status) => reviewStatusLabels[status],
});

/** The two actions that need a text: what their dialog says, what sends the text, and the toast after it. */
const textDialogs = {
  reply: {
    title: m.replyTitle,
    message: m.replyNote,
    label: 'Antwort',
    confirmLabel: 'Antwort veröffentlichen',
    minLength: 1,
    maxLength: 2000,
    error: m.reply,
    destructive: false,
    send: replyToReview,
    done: m.replied,
  },
  withhold: {
    title: m.withholdTitle,
    message: m.withholdNote,
    label: 'Grund (für den Kunden sichtbar)',
    confirmLabel: 'Zurückhalten',
    minLength: 10,
    maxLength: 500,
    error: m.reason,
    destructive: true,
    send: withholdReview,
    done: m.withheld,
  },
};

type Pending = { kind: keyof typeof textDialogs; review: AdminReviewJson };

/**
 * /admin/reviews, "Bewertungen" (issue 38, ADR 060): every written review with its stars, text and order;
 * one public answer each, withholding only with a reason the customer sees, publishing what was held.
 */
export default function ReviewsScreen() {
  const { search, update } = useAddressQuery();
  const { data, state, reload } = useLoad((signal) => loadReviews(search, signal), search.toString());
  const [pending, setPending] = useState<Pending | null>(null);
  const { busy, run: runBusy } = useBusyAction();

  async function act(run: () => Promise<unknown>, done: string) {
    await runBusy(async () => {
      await run();
      setPending(null);
      showToast({ title: done });
    }, m.actionFailed);
    reload();
  }

  const target = (review: AdminReviewJson) => `Bewertung zu ${review.orderNumber}`;
  const columns: Column<AdminReviewJson>[] = [
    { key: 'status', header: 'Status', cell: (review) => reviewStatusLabels[review.status] },
    { key: 'stars', header: 'Sterne', cell: (review) => <Stars stars={review.stars} /> },
    { key: 'text', header: 'Text', cell: (review) => <ReviewText review={review} /> },
    {
      key: 'order',
      header: 'Auftrag',
      cell: (review) =>
        review.orderId ? (
          <AdminLink href={recordAddress.order(review.orderId)} className="font-semibold text-brand-700 underline">
            <DocumentNumber>{review.orderNumber}</DocumentNumber>
          </AdminLink>
        ) : (
          review.orderNumber
        ),
    },
    { key: 'date', header: 'Datum', cell: (review) => formatShortDate(new Date(review.writtenAt ?? review.invitedAt)) },
    {
      key: 'actions',
      header: 'Aktionen',
      cell: (review) => (
        <RowActions>
          {review.status === 'published' && !review.reply && (
            <RowButton label="Öffentlich antworten" target={target(review)} onClick={() => setPending({ kind: 'reply', review })} />
          )}
          {review.status !== 'withheld' && review.stars !== null && (
            <RowButton label="Zurückhalten" target={target(review)} destructive onClick={() => setPending({ kind: 'withhold', review })} />
          )}
          {(review.status === 'checking' || review.status === 'withheld') && (
            <RowButton
              label="Veröffentlichen"
              target={target(review)}
              onClick={() => void act(() => publishReview(review.id), m.published)}
            />
          )}
        </RowActions>
      ),
    },
  ];

  return (
    <div className="grid grid-cols-1 gap-6">
      <ScreenTitle title={m.adminTitle} />
      <section className="card grid grid-cols-1 gap-5" aria-label={m.adminTitle}>
        <div className="max-w-xs">
          <FilterSelect {...statusFilter} search={search} onChange={update} />
        </div>
        <LoadState state={state} error={m.adminLoadFailed} empty={data && data.items.length === 0 ? m.adminEmpty : null} onRetry={reload}>
          {data && <DataTable caption={m.adminTitle} columns={columns} rows={data.items} rowLabel={target} />}
        </LoadState>
        <Pagination result={data} onChange={update} />
      </section>
      {pending && <TextActionDialog key={pending.kind} pending={pending} busy={busy} act={act} onClose={() => setPending(null)} />}
    </div>
  );
}

/** The dialog of a pending reply or withholding; confirming sends its text for the review. */
function TextActionDialog({
  pending,
  busy,
  act,
  onClose,
}: {
  pending: Pending;
  busy: boolean;
  act: (run: () => Promise<unknown>, done: string) => Promise<void>;
  onClose: () => void;
}) {
  const { send, done, ...texts } = textDialogs[pending.kind];
  return (
    <ReviewTextDialog {...texts} busy={busy} onConfirm={(text) => void act(() => send(pending.review.id, text), done)} onClose={onClose} />
  );
}

/** The text with who wrote it, and what the office must know: the check's findings, the reason it was withheld, the answer. */
function ReviewText({ review }: { review: AdminReviewJson }) {
  return (
    <div className="grid max-w-prose gap-1">
      <p className="whitespace-pre-wrap">{review.text || '–'}</p>
      <p className="text-xs text-slate-600">
        {review.author} · {review.verified}
      </p>
      {review.checkFindings.length > 0 && <p className="text-xs text-amber-800">Prüfhinweis: {review.checkFindings.join(', ')}</p>}
      {review.status === 'withheld' && (
        <p className="text-xs text-red-800">
          Zurückgehalten von {review.withheldBy}
          {review.withheldAt && ` am ${formatShortDate(new Date(review.withheldAt))}`}: {review.withheldReason}
        </p>
      )}
      {review.reply && (
        <p className="rounded-md bg-slate-50 p-2 text-sm">
          <span className="font-semibold">Antwort ({review.repliedBy}):</span> {review.reply}
        </p>
      )}
    </div>
  );
}
