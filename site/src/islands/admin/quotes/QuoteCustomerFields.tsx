import { postalAddressLabels, postalAddressLines } from '#features/quotes/contract/quote-customer.ts';
import type { PostalAddress } from '#features/documents/contract/lines.ts';
import type { QuoteCustomerJson } from '#features/quotes/contract/quotes.ts';
import { CheckboxField, TextField } from '../../ui/Field.tsx';
import type { CustomerDraft } from './customer-draft.ts';

/**
 * "Kunde und Anschrift": whom the quote is addressed to (the PDF's address window) and where to install
 * if that differs. In a draft the fields, else what was sent. Error keys are the server's paths
 * ("customer.address.postcode").
 */
export function QuoteCustomerFields({
  customer,
  draft,
  errors,
  onChange,
}: {
  customer: QuoteCustomerJson;
  /** null: read-only. */
  draft: CustomerDraft | null;
  errors: Record<string, string>;
  onChange: (draft: CustomerDraft) => void;
}) {
  return (
    <section className="card grid gap-4" aria-labelledby="quote-customer-title">
      <h2 id="quote-customer-title" className="text-lg font-bold text-brand-900">
        Kunde und Anschrift
      </h2>
      {draft ? <CustomerForm draft={draft} errors={errors} onChange={onChange} /> : <CustomerFacts customer={customer} />}
    </section>
  );
}

function CustomerForm({
  draft,
  errors,
  onChange,
}: {
  draft: CustomerDraft;
  errors: Record<string, string>;
  onChange: (draft: CustomerDraft) => void;
}) {
  const update = (patch: Partial<CustomerDraft>) => onChange({ ...draft, ...patch });
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Firma"
          maxLength={200}
          value={draft.company}
          error={errors['customer.company']}
          onChange={(event) => update({ company: event.target.value })}
        />
        <TextField
          label="Name"
          required
          maxLength={200}
          autoComplete="off"
          value={draft.name}
          error={errors['customer.name']}
          onChange={(event) => update({ name: event.target.value })}
        />
        <TextField
          label="Telefon"
          type="tel"
          maxLength={50}
          value={draft.phone}
          error={errors['customer.phone']}
          onChange={(event) => update({ phone: event.target.value })}
        />
      </div>
      <AddressFields
        legend="Postanschrift (für das Adressfeld des Angebots)"
        address={draft.address}
        errorOf={(part) => errors[`customer.address.${part}`]}
        hint="Zum Versenden werden Straße und Hausnummer, PLZ und Ort gebraucht."
        onChange={(address) => update({ address })}
      />
      <CheckboxField
        label="Montageadresse weicht ab"
        checked={draft.installationDiffers}
        onChange={(event) => update({ installationDiffers: event.target.checked })}
      />
      {draft.installationDiffers && (
        <AddressFields
          legend="Montageadresse"
          required
          address={draft.installationAddress}
          errorOf={(part) => errors[`customer.installationAddress.${part}`]}
          onChange={(installationAddress) => update({ installationAddress })}
        />
      )}
    </>
  );
}

function AddressFields({
  legend,
  address,
  errorOf,
  hint,
  required = false,
  onChange,
}: {
  legend: string;
  address: PostalAddress;
  errorOf: (part: keyof PostalAddress) => string | undefined;
  hint?: string;
  required?: boolean;
  onChange: (address: PostalAddress) => void;
}) {
  const field = (part: keyof PostalAddress) => ({
    label: postalAddressLabels[part],
    required,
    value: address[part],
    error: errorOf(part),
    onChange: (event: { target: { value: string } }) => onChange({ ...address, [part]: event.target.value }),
  });
  return (
    <fieldset className="grid gap-4">
      <legend className="mb-2 text-sm font-semibold text-slate-800">{legend}</legend>
      {hint && <p className="-mt-2 text-sm text-slate-600">{hint}</p>}
      <TextField {...field('street')} maxLength={200} />
      <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
        <TextField {...field('postcode')} inputMode="numeric" maxLength={5} />
        <TextField {...field('city')} maxLength={100} />
      </div>
    </fieldset>
  );
}

function CustomerFacts({ customer }: { customer: QuoteCustomerJson }) {
  const rows: [string, string][] = [
    ['Firma', customer.company],
    ['Name', customer.name],
    ['Telefon', customer.phone],
    ['Postanschrift', postalAddressLines(customer.address).join(', ')],
    ['Montageadresse', postalAddressLines(customer.installationAddress).join(', ') || 'wie Postanschrift'],
  ];
  return (
    <dl className="grid gap-1 text-sm sm:grid-cols-[12rem_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-slate-600">{label}</dt>
          <dd>{value || '–'}</dd>
        </div>
      ))}
    </dl>
  );
}
