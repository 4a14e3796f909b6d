import type { PostalAddress } from '../../documents/contract/lines.ts';

/**
 * Who a quote is addressed to (issue 20): name, company, phone, the postal address of the DIN 5008
 * address window and, when it differs, where to install. Browser-safe and zod-free: the editor, the
 * customer's views, the PDF and the send check share the words and the rules here.
 */

/** The parts of a postal address, in the order the address window and the messages name them. */
export const postalAddressParts = ['street', 'postcode', 'city'] as const;
export type PostalAddressPart = (typeof postalAddressParts)[number];

export const postalAddressLabels: Record<PostalAddressPart, string> = {
  street: 'Straße und Hausnummer',
  postcode: 'PLZ',
  city: 'Ort',
};

export const quoteCustomerMessages = {
  name: 'Bitte geben Sie den Namen des Kunden an (höchstens 200 Zeichen).',
  company: 'Die Firma darf höchstens 200 Zeichen lang sein.',
  phone: 'Bitte geben Sie eine Telefonnummer aus Ziffern, Leerzeichen und + / - ( ) an (höchstens 50 Zeichen).',
  street: 'Bitte geben Sie Straße und Hausnummer an (höchstens 200 Zeichen).',
  postcode: 'Bitte geben Sie eine fünfstellige PLZ an, z. B. 10115.',
  city: 'Bitte geben Sie den Ort an (höchstens 100 Zeichen).',
  installationStreet: 'Bitte geben Sie Straße und Hausnummer der Montageadresse an.',
  installationPostcode: 'Bitte geben Sie die fünfstellige PLZ der Montageadresse an, z. B. 10115.',
  installationCity: 'Bitte geben Sie den Ort der Montageadresse an.',
  /** Sending: the address window needs a complete postal address. */
  addressMissing: (missing: readonly PostalAddressPart[]) =>
    `Das Angebot kann noch nicht versendet werden, in der Postanschrift des Kunden fehlen Angaben: ${missing
      .map((part) => postalAddressLabels[part])
      .join(', ')}. Bitte ergänzen Sie sie unter „Kunde und Anschrift“.`,
} as const;

/** The parts still empty; all three when there is no address at all. */
export function missingAddressParts(address: PostalAddress | null | undefined): PostalAddressPart[] {
  return postalAddressParts.filter((part) => !address?.[part]?.trim());
}

/** "Musterstraße 1", "12345 Musterstadt": the address as lines; empty parts left out. */
export function postalAddressLines(address: PostalAddress | null | undefined): string[] {
  if (!address) return [];
  const place = [address.postcode, address.city].filter((part) => part.trim()).join(' ');
  return [address.street, place].filter((line) => line.trim());
}

/** The address window's recipient lines (DIN 5008): company, name, street, postcode and city. */
export function recipientLines(customer: { company: string; name: string; address: PostalAddress | null }): string[] {
  return [customer.company, customer.name, ...postalAddressLines(customer.address)].filter((line) => line.trim());
}

/** The same address twice (the installation address is kept only when it differs). */
export function sameAddress(a: PostalAddress | null | undefined, b: PostalAddress | null | undefined): boolean {
  const folded = (address: PostalAddress | null | undefined) =>
    postalAddressParts.map((part) => (address?.[part] ?? '').trim().toLocaleLowerCase('de-DE').replace(/\s+/g, ' ')).join('|');
  return folded(a) === folded(b);
}
