import { addressLine } from '#features/quotes/contract/acceptance.ts';
import type { PostalAddress } from '#features/documents/contract/lines.ts';
import { PhoneField } from './ContactFields.tsx';
import { CheckboxField, TextField } from './Field.tsx';

export interface InstallationDetails {
  address: PostalAddress;
  samePostal: boolean;
  phone: string;
}

const sameAddress = (a: PostalAddress | null, b: PostalAddress | null) =>
  a !== null && b !== null && a.street === b.street && a.postcode === b.postcode && a.city === b.city;

/** What the acceptance form starts with: the quote's installation address, else its postal address. */
export function initialInstallationDetails(quote: {
  customerAddress: PostalAddress | null;
  installationAddress: PostalAddress | null;
  phone: string;
}): InstallationDetails {
  const prefilled = quote.installationAddress ?? quote.customerAddress;
  return {
    address: prefilled ?? { street: '', postcode: '', city: '' },
    samePostal: !quote.customerAddress || sameAddress(prefilled, quote.customerAddress),
    phone: quote.phone,
  };
}

/**
 * Where to install and a phone number for the appointment, asked on every acceptance – through the
 * personal link and in the account alike – so the order holds what the customer confirmed.
 */
export function InstallationDetailsFields({
  details,
  postalAddress,
  errors,
  onChange,
}: {
  details: InstallationDetails;
  /** The quote's postal address, offered as also the billing address. */
  postalAddress: PostalAddress | null;
  errors: Record<string, string | undefined>;
  onChange: (details: InstallationDetails) => void;
}) {
  const field = (key: keyof PostalAddress) => ({
    value: details.address[key],
    error: errors[`installationAddress.${key}`],
    onChange: (event: { target: { value: string } }) =>
      onChange({ ...details, address: { ...details.address, [key]: event.target.value } }),
  });
  return (
    <>
      <fieldset className="grid gap-3">
        <legend className="mb-1 font-semibold text-slate-800">Wo sollen wir montieren?</legend>
        <TextField label="Straße und Hausnummer" autoComplete="street-address" required {...field('street')} />
        <div className="grid gap-3 sm:grid-cols-[10rem_1fr]">
          <TextField label="PLZ" inputMode="numeric" autoComplete="postal-code" maxLength={5} required {...field('postcode')} />
          <TextField label="Ort" autoComplete="address-level2" required {...field('city')} />
        </div>
        {postalAddress && (
          <CheckboxField
            label={`Diese Adresse ist auch meine Rechnungsanschrift (bisher: ${addressLine(postalAddress)})`}
            checked={details.samePostal}
            onChange={(event) => onChange({ ...details, samePostal: event.target.checked })}
          />
        )}
      </fieldset>
      <PhoneField
        label="Telefon (für die Terminabsprache)"
        required
        value={details.phone}
        error={errors.phone}
        onChange={(event) => onChange({ ...details, phone: event.target.value })}
      />
    </>
  );
}
