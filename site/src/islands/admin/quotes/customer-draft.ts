import type { QuoteCustomerBody } from '#features/quotes/contract/quote-customer-schema.ts';
import type { PostalAddress } from '#features/documents/contract/lines.ts';
import type { QuoteCustomerJson } from '#features/quotes/contract/quotes.ts';

/**
 * The editor's customer fields as typed (issue 20): the addressee and the postal address of the address
 * window, and, once "Montageadresse weicht ab" is ticked, the installation address. Turned into the PUT
 * body's `customer`, which the shared schema checks in the browser and on the server alike.
 */
export interface CustomerDraft {
  company: string;
  name: string;
  phone: string;
  address: PostalAddress;
  installationDiffers: boolean;
  installationAddress: PostalAddress;
}

const EMPTY: PostalAddress = { street: '', postcode: '', city: '' };

export function customerDraftOf(customer: QuoteCustomerJson): CustomerDraft {
  return {
    company: customer.company,
    name: customer.name,
    phone: customer.phone,
    address: { ...EMPTY, ...customer.address },
    installationDiffers: customer.installationAddress !== null,
    installationAddress: { ...EMPTY, ...customer.installationAddress },
  };
}

/** The body's `customer`; the installation address only while it is said to differ. */
export function customerBodyOf(draft: CustomerDraft): QuoteCustomerBody {
  return {
    name: draft.name,
    company: draft.company,
    phone: draft.phone,
    address: draft.address,
    installationAddress: draft.installationDiffers ? draft.installationAddress : null,
  };
}
