import { useState } from 'react';
import { ACCEPT_BUTTON_LABEL, agreementPoints, TERMS_CONFIRM_LABEL } from '#features/quotes/contract/acceptance.ts';
import { linkAcceptSchema } from '#features/quotes/contract/quote-link-schemas.ts';
import { quoteLinkMessages, type QuoteLinkAcceptedJson } from '#features/quotes/contract/quote-link.ts';
import { messageOf } from '../../lib/api.ts';
import { showToast } from '../../stores/toast.ts';
import { CheckboxField } from '../ui/Field.tsx';
import { initialInstallationDetails, InstallationDetailsFields } from '../ui/InstallationDetailsFields.tsx';
import { useSubmit } from '../ui/use-submit.ts';
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
  const [details, setDetails] = useState(() => initialInstallationDetails({ ...quote, phone: quote.customer.phone }));
  const [termsAccepted, setTermsAccepted] = useState(false);
  const { submit, errors, sending } = useSubmit(
    {
      check: () =>
        linkAcceptSchema.safeParse({
          termsAccepted,
          installationAddress: details.address,
          samePostalAddress: details.samePostal,
          phone: details.phone,
        }),
      send: (body) => acceptByLink(token, body),
      onSent: (answer) => onAccepted(answer),
      onFailed: (error) =>
        showToast({ title: 'Fehler', description: messageOf(error, quoteLinkMessages.acceptFailed), variant: 'destructive' }),
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
        <ul className="mt-2 grid list-disc gap-1 pl-5" data-testid="agreement">
          {agreementPoints({
            numberLabel: quote.number,
            version: quote.version,
            gross: quote.totals.gross,
            depositPercent: quote.depositPercent,
          }).map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
        <p className="mt-2">
          <a className="text-brand-700 underline" href="/agb" target="_blank" rel="noopener">
            Allgemeine Geschäftsbedingungen lesen (öffnet in neuem Tab)
          </a>
        </p>
      </section>
      <CheckboxField
        label={TERMS_CONFIRM_LABEL}
        checked={termsAccepted}
        error={errors.termsAccepted}
        onChange={(event) => setTermsAccepted(event.target.checked)}
      />
      <button type="submit" className="btn-primary w-full sm:w-auto sm:justify-self-start" disabled={sending}>
        {sending ? 'Wird gesendet …' : ACCEPT_BUTTON_LABEL}
      </button>
    </form>
  );
}
