import { useState } from 'react';
import { quoteLinkMessages, type QuoteLinkAcceptedJson } from '#features/quotes/contract/quote-link.ts';
import { VAT_RATE_PERCENT } from '#features/documents/contract/totals.ts';
import { AcceptanceRecordView } from '../ui/AcceptanceRecordView.tsx';
import { OrderThanksHeading } from '../ui/OrderThanksHeading.tsx';
import { QuoteTotals } from '../ui/QuoteTotals.tsx';
import { AcceptForm } from './AcceptForm.tsx';
import { ChangeRequestForm } from './ChangeRequestForm.tsx';
import { loadQuoteLink, quotePdfHref } from './api.ts';
import { QuoteLinkLines } from './QuoteLinkLines.tsx';
import { OrderAppointmentsOnLink } from './OrderAppointmentsOnLink.tsx';
import { LinkLoadFailed, LinkNotice } from '../ui/LinkNotice.tsx';
import { useLinkLoad } from '../ui/use-link-load.ts';
import { FUNDING_CONDITION, FUNDING_CONDITION_TITLE } from '#features/quotes/contract/funding-condition.ts';
import { quoteScreenMessages } from '#features/quotes/contract/quote-screen-messages.ts';
import { formatShortDate, germanDay } from '#shared/dates.ts';

/** The thanks after the acceptance, in view and focused: the button that sent it was far down the page. */
function AcceptedNotice({ accepted }: { accepted: QuoteLinkAcceptedJson }) {
  return (
    <div role="status" className="scroll-mt-24 rounded-xl border border-slate-200 bg-white p-5 sm:p-6">
      <OrderThanksHeading level={1} className="scroll-mt-24 text-2xl font-bold text-brand-900" />
      <div className="mt-3 grid gap-3 text-slate-700">
        <p>{quoteLinkMessages.accepted(accepted.orderNumber)}</p>
        {accepted.acceptance.fundingCondition && <p>{quoteScreenMessages.acceptedUnderFundingCondition}</p>}
        <AcceptanceRecordView record={accepted.acceptance} headingLevel={2} />
      </div>
    </div>
  );
}

/**
 * /angebot/{token}: the quote behind a customer's personal link, without an account (issue 20). While it
 * is open: the lines (with the drawing of configured windows), the totals, the PDF, the acceptance and a
 * change request; once accepted, expired, changed or superseded, what that means, in German.
 */
export default function QuoteLinkPage({ token }: { token: string }) {
  const [accepted, setAccepted] = useState<QuoteLinkAcceptedJson | null>(null);
  const { loaded, reload } = useLinkLoad(loadQuoteLink, token);

  if (accepted) return <AcceptedNotice accepted={accepted} />;
  if (loaded.kind === 'loading') return <p role="status">Angebot wird geladen …</p>;
  if (loaded.kind === 'failed' && loaded.status === 404)
    return <LinkNotice title="Link nicht gefunden">{quoteLinkMessages.notFound}</LinkNotice>;
  if (loaded.kind === 'failed')
    return <LinkLoadFailed title="Angebot nicht geladen" message={quoteLinkMessages.loadFailed} onRetry={reload} />;

  const answer = loaded.data;
  switch (answer.state) {
    case 'accepted':
      return (
        <LinkNotice title={`Angebot ${answer.number} angenommen`}>
          <p>{quoteLinkMessages.acceptedState(answer.number, answer.orderNumber)}</p>
          {answer.acceptance && <AcceptanceRecordView record={answer.acceptance} headingLevel={2} />}
          <OrderAppointmentsOnLink token={token} />
        </LinkNotice>
      );
    case 'superseded':
      return (
        <LinkNotice title="Es gibt eine neuere Version dieses Angebots">
          <p>{quoteLinkMessages.supersededState(answer.number, answer.newerNumber)}</p>
        </LinkNotice>
      );
    case 'changes_requested':
      return (
        <LinkNotice title={`Änderung zu Angebot ${answer.number} gewünscht`}>
          <p>{quoteLinkMessages.changesRequestedState(answer.number)}</p>
        </LinkNotice>
      );
    case 'expired':
      return (
        <LinkNotice title={`Angebot ${answer.number} abgelaufen`}>
          <p>{quoteLinkMessages.expiredState(answer.number, answer.validUntil)}</p>
          <ChangeRequestForm token={token} onSent={reload} />
        </LinkNotice>
      );
    case 'open': {
      const { quote } = answer;
      return (
        <article className="grid gap-6" aria-labelledby="angebot">
          <header className="grid gap-1">
            <h1 id="angebot" className="text-2xl font-bold text-brand-900 sm:text-3xl">
              Ihr Angebot {quote.number}
            </h1>
            <p className="text-slate-700">
              Für {quote.customer.company ? `${quote.customer.company}, ` : ''}
              {quote.customer.name}
              {quote.sentAt && <> · vom {formatShortDate(new Date(quote.sentAt))}</>} · gültig bis {germanDay(quote.validUntil)}
            </p>
          </header>
          <QuoteLinkLines lines={quote.lines} priceBasis={quote.priceBasis} number={quote.number} />
          {quote.note && <p className="rounded-xl bg-white p-4 text-sm whitespace-pre-wrap text-slate-700">{quote.note}</p>}
          {quote.fundingCondition && (
            <section aria-labelledby="foerderbedingung" className="rounded-xl bg-white p-4 text-sm text-slate-700">
              <h2 id="foerderbedingung" className="font-semibold text-brand-900">
                {FUNDING_CONDITION_TITLE}
              </h2>
              <p className="mt-1">{FUNDING_CONDITION}</p>
            </section>
          )}
          <div className="grid gap-2 rounded-xl bg-white p-4">
            <QuoteTotals totals={quote.totals} basis={quote.priceBasis} />
            <p className="text-right text-sm text-slate-600">Der Gesamtbetrag enthält {VAT_RATE_PERCENT} % Umsatzsteuer.</p>
          </div>
          <p>
            <a className="text-brand-700 underline" href={quotePdfHref(token)} download>
              Angebot als PDF herunterladen
            </a>
          </p>
          <div className="rounded-xl bg-white p-4 sm:p-6">
            <AcceptForm token={token} quote={quote} onAccepted={setAccepted} />
          </div>
          <div className="rounded-xl bg-white p-4 sm:p-6">
            <ChangeRequestForm token={token} onSent={reload} />
          </div>
        </article>
      );
    }
  }
}
