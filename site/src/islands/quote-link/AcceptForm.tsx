import { useState } from 'react';
import { ACCEPT_BUTTON_LABEL, addressLine, agreementPoints, TERMS_CONFIRM_LABEL } from '#features/quotes/contract/acceptance.ts';
import { linkAcceptSchema } from '#features/quotes/contract/quote-link-schemas.ts';
import { quoteLinkMessages, type QuoteLinkAcceptedJson } from '#features/quotes/contract/quote-link.ts';
import type { PostalAddress } from '#features/quotes/contract/quotes.ts';
import { messageOf } from '../../lib/api.ts';
import { showToast } from '../../stores/toast.ts';
import { CheckboxField, TextField } from '../ui/Field.tsx';
import { useSubmit } from '../ui/use-submit.ts';
import { acceptByLink, type OpenQuote } from './api.ts';

const sameAddress = (a: PostalAddress | null, b: PostalAddress | null) =>
  a !== null && b !== null && a.street === b.street && a.postcode === b.postcode && a.city === b.city;

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
  const prefilled = quote.installationAddress ?? quote.customerAddress;
  const [address, setAddress] = useState<PostalAddress>(prefilled ?? { street: '', postcode: '', city: '' });
  const [samePostal, setSamePostal] = useState(
    !quote.customerAddress || sameAddress(quote.installationAddress ?? quote.customerAddress, quote.customerAddress),
  );
  const [phone, setPhone] = useState(quote.customer.phone);
  const [termsAccepted, setTermsAccepted] = useState(false);
  const { submit, errors, sending } = useSubmit(
    {
      check: () => linkAcceptSchema.safeParse({ termsAccepted, installationAddress: address, samePostalAddress: samePostal, phone }),
      send: (body) => acceptByLink(token, body),
      onSent: (answer) => onAccepted(answer),
      onFailed: (error) =>
        showToast({ title: 'Fehler', description: messageOf(error, quoteLinkMessages.acceptFailed), variant: 'destructive' }),
    },
    { keepSendingAfterSuccess: true },
  );
  const field = (key: keyof PostalAddress) => ({
    value: address[key],
    error: errors[`installationAddress.${key}`],
    onChange: (event: { target: { value: string } }) => setAddress({ ...address, [key]: event.target.value }),
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-labelledby="annehmen">
      <h2 id="annehmen" className="text-xl font-bold text-brand-900">
        Angebot annehmen
      </h2>
      <fieldset className="grid gap-3">
        <legend className="mb-1 font-semibold text-slate-800">Wo sollen wir montieren?</legend>
        <TextField label="Straße und Hausnummer" autoComplete="street-address" required {...field('street')} />
        <div className="grid gap-3 sm:grid-cols-[10rem_1fr]">
          <TextField label="PLZ" inputMode="numeric" autoComplete="postal-code" maxLength={5} required {...field('postcode')} />
          <TextField label="Ort" autoComplete="address-level2" required {...field('city')} />
        </div>
        {quote.customerAddress && (
          <CheckboxField
            label={`Diese Adresse ist auch meine Rechnungsanschrift (bisher: ${addressLine(quote.customerAddress)})`}
            checked={samePostal}
            onChange={(event) => setSamePostal(event.target.checked)}
          />
        )}
      </fieldset>
      <TextField
        label="Telefon (für die Terminabsprache)"
        type="tel"
        autoComplete="tel"
        required
        value={phone}
        error={errors.phone}
        onChange={(event) => setPhone(event.target.value)}
      />
      <section aria-labelledby="vereinbart" className="rounded-xl bg-brand-50 p-4 text-sm text-slate-800">
        <h3 id="vereinbart" className="font-semibold text-brand-900">
          Was Sie mit der Annahme vereinbaren
        </h3>
        <ul className="mt-2 grid list-disc gap-1 pl-5" data-testid="agreement">
          {agreementPoints({ numberLabel: quote.number, version: quote.version, gross: quote.totals.gross }).map((point) => (
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
