import { useState } from 'react';
import { formatCents } from '#shared/format.ts';
import { quoteScreenMessages } from '#features/quotes/contract/quote-screen-messages.ts';
import { quoteMessages } from '#features/quotes/contract/quotes.ts';
import { VAT_RATE_PERCENT } from '#features/documents/contract/totals.ts';
import { ACCEPT_BUTTON_LABEL } from '#features/quotes/contract/acceptance.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { OrderThanksHeading } from '../ui/OrderThanksHeading.tsx';
import { FormDialogFooter } from '../ui/FormDialogFooter.tsx';
import { initialInstallationDetails, InstallationDetailsFields } from '../ui/InstallationDetailsFields.tsx';
import { AgreementPoints, TermsConfirmation } from '../ui/QuoteAgreement.tsx';
import { useQuoteAcceptance } from '../ui/use-quote-acceptance.ts';
import { acceptQuote, type CustomerQuote } from './api.ts';

/**
 * "Angebot annehmen" in the account: as through the personal link, where to install and a phone number
 * for the appointment (prefilled from the quote), what is agreed, the terms to confirm, then one click
 * that places the order (§ 312j Abs. 3 BGB).
 */
export function AcceptQuoteDialog({
  quote,
  onClose,
  onAccepted,
}: {
  quote: CustomerQuote | null;
  onClose: () => void;
  /** Once the customer closes the thanks after an acceptance: the lists load again. */
  onAccepted: () => void;
}) {
  const [orderNumber, setOrderNumber] = useState<string | null>(null);
  // Accepted: the thanks stay until the customer closes them; then the lists load again.
  const close = () => {
    if (orderNumber) onAccepted();
    setOrderNumber(null);
    onClose();
  };
  return (
    <Dialog open={quote !== null} title={orderNumber ? quoteMessages.acceptedTitle : 'Angebot annehmen'} onClose={close}>
      {orderNumber ? (
        <AcceptedConfirmation orderNumber={orderNumber} fundingCondition={quote?.fundingCondition ?? false} onClose={close} />
      ) : (
        // A fresh form for each quote.
        quote && <AcceptQuoteForm key={quote.id} quote={quote} onClose={close} onAccepted={setOrderNumber} />
      )}
    </Dialog>
  );
}

/** The thanks in place of the long form, its heading in view and focused (at 390 px the button was far down). */
function AcceptedConfirmation({
  orderNumber,
  fundingCondition,
  onClose,
}: {
  orderNumber: string;
  fundingCondition: boolean;
  onClose: () => void;
}) {
  return (
    <div role="status" className="grid gap-3">
      <OrderThanksHeading level={3} className="text-xl font-bold text-brand-900" />
      <p className="text-slate-700">
        Bestellung {orderNumber}. {quoteScreenMessages.accepted}
      </p>
      {fundingCondition && <p className="text-slate-700">{quoteScreenMessages.acceptedUnderFundingCondition}</p>}
      <button type="button" className="btn-primary justify-self-start" onClick={onClose}>
        Zur Übersicht
      </button>
    </div>
  );
}

function AcceptQuoteForm({
  quote,
  onClose,
  onAccepted,
}: {
  quote: CustomerQuote;
  onClose: () => void;
  onAccepted: (orderNumber: string) => void;
}) {
  const { details, setDetails, termsAccepted, setTermsAccepted, submit, errors, sending } = useQuoteAcceptance({
    initialDetails: () =>
      initialInstallationDetails({
        customerAddress: quote.customer.address,
        installationAddress: quote.customer.installationAddress,
        phone: quote.customer.phone,
      }),
    send: (body) => acceptQuote(quote.id, body),
    onSent: ({ order }) => onAccepted(order.order_number),
    failedMessage: quoteScreenMessages.acceptFailed,
  });

  return (
    <form className="grid gap-4" noValidate onSubmit={submit}>
      <p className="text-slate-700">
        Angebot {quote.number} über <strong>{formatCents(quote.totals.gross)}</strong> (inkl. {VAT_RATE_PERCENT} % USt.).
      </p>
      <InstallationDetailsFields details={details} postalAddress={quote.customer.address} errors={errors} onChange={setDetails} />
      <div className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
        <p className="font-semibold text-slate-900">Was Sie mit der Annahme vereinbaren</p>
        <AgreementPoints quote={quote} className="mt-1 grid list-disc gap-1 pl-5" />
      </div>
      <TermsConfirmation checked={termsAccepted} error={errors.termsAccepted} onChange={setTermsAccepted} />
      <div className="flex flex-wrap justify-end gap-3">
        <FormDialogFooter onCancel={onClose} sending={sending} label={ACCEPT_BUTTON_LABEL} pendingLabel="Wird gesendet …" />
      </div>
    </form>
  );
}
