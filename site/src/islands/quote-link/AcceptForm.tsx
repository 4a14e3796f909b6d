import { ACCEPT_BUTTON_LABEL } from '#features/quotes/contract/acceptance.ts';
import { quoteLinkMessages, type QuoteLinkAcceptedJson } from '#features/quotes/contract/quote-link.ts';
import { initialInstallationDetails, InstallationDetailsFields } from '../ui/InstallationDetailsFields.tsx';
import { AgreementPoints, TermsConfirmation } from '../ui/QuoteAgreement.tsx';
import { useQuoteAcceptance } from '../ui/use-quote-acceptance.ts';
import { acceptByLink, type OpenQuote } from './api.ts';

/**
 * The acceptance: where to install (prefilled from the quote), a phone number for the appointment, what
 * is agreed in plain words directly above the button, the terms to confirm, and the button that names
 * the payment obligation (§ 312j Abs. 3 BGB).
 */
export function AcceptForm({
  token,
  quote,
  onAccepted,
}: {
  token: string;
  quote: OpenQuote;
  onAccepted: (answer: QuoteLinkAcceptedJson) => void;
}) {
  const { details, setDetails, termsAccepted, setTermsAccepted, submit, errors, sending } = useQuoteAcceptance(
    {
      initialDetails: () => initialInstallationDetails({ ...quote, phone: quote.customer.phone }),
      send: (body) => acceptByLink(token, body),
      onSent: onAccepted,
      failedMessage: quoteLinkMessages.acceptFailed,
    },
    { keepSendingAfterSuccess: true },
  );
  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-labelledby="annehmen">
      <h2 id="annehmen" className="text-xl font-bold text-brand-900">
        Angebot annehmen
      </h2>
      <InstallationDetailsFields details={details} postalAddress={quote.customerAddress} errors={errors} onChange={setDetails} />
      <section aria-labelledby="vereinbart" className="rounded-xl bg-brand-50 p-4 text-sm text-slate-800">
        <h3 id="vereinbart" className="font-semibold text-brand-900">
          Was Sie mit der Annahme vereinbaren
        </h3>
        <AgreementPoints quote={quote} className="mt-2 grid list-disc gap-1 pl-5" data-testid="agreement" />
        <p className="mt-2">
          <a className="text-brand-700 underline" href="/agb" target="_blank" rel="noopener">
            Allgemeine Geschäftsbedingungen lesen (öffnet in neuem Tab)
          </a>
        </p>
      </section>
      <TermsConfirmation checked={termsAccepted} error={errors.termsAccepted} onChange={setTermsAccepted} />
      <button type="submit" className="btn-primary w-full sm:w-auto sm:justify-self-start" disabled={sending}>
        {sending ? 'Wird gesendet …' : ACCEPT_BUTTON_LABEL}
      </button>
    </form>
  );
}
