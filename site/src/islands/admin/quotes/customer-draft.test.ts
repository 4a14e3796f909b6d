import { describe, expect, it } from 'vitest';
import { quoteCustomerMessages } from '#features/quotes/contract/quote-customer.ts';
import type { QuoteJson } from '#features/quotes/contract/quotes.ts';
import { checkDraft, draftOf } from './quote-draft.ts';

const quote: Pick<QuoteJson, 'lines' | 'validUntil' | 'note' | 'customer'> = {
  lines: [
    {
      kind: 'product',
      title: 'Kunststofffenster',
      description: '',
      quantity: 1,
      unitPrice: 80_194,
      discount: 0,
      drawing: { breite: 120, hoehe: 140, options: [{ id: 7, key: 'fenstertyp', category: 'Fenstertyp', name: 'Zweiteilig' }] },
      measure: { position: 'Küche', orderWidthMm: 1170, orderHeightMm: 1370, openingType: 'dreh_kipp', hinge: 'links' },
      productId: 3,
    },
  ],
  validUntil: '2099-12-31',
  note: '',
  customer: {
    name: 'Erika Muster',
    email: 'erika@example.de',
    company: '',
    phone: '040 123456',
    address: { street: '', postcode: '20095', city: '' },
    installationAddress: null,
  },
};

describe("the editor's customer fields", () => {
  it('sends the customer and the line drawing back; no installation address unless it differs', () => {
    const form = draftOf(quote);
    expect(form.customer).toMatchObject({ installationDiffers: false, address: { street: '', postcode: '20095', city: '' } });
    form.customer!.installationAddress = { street: 'Alt', postcode: '11111', city: 'Vergessen' };
    const checked = checkDraft(form);
    expect(checked.ok && checked.body.customer).toEqual({
      name: 'Erika Muster',
      company: '',
      phone: '040 123456',
      address: { street: '', postcode: '20095', city: '' },
      installationAddress: null,
    });
    expect(checked.ok && checked.body.lines[0]!.drawing).toEqual(quote.lines[0]!.drawing);
    // The Bestellung finds the supplier by the product and orders the Aufmaß's size (issue 49).
    expect(checked.ok && checked.body.lines[0]).toMatchObject({ productId: 3, measure: quote.lines[0]!.measure });
  });

  it('names a wrong PLZ and a missing installation address at their fields, in German', () => {
    const form = draftOf(quote);
    form.customer = {
      ...form.customer!,
      name: '',
      address: { street: 'Musterstraße 12', postcode: 'Hamburg', city: '' },
      installationDiffers: true,
      installationAddress: { street: 'Gartenweg 3', postcode: '', city: '' },
    };
    const checked = checkDraft(form);
    expect(checked.ok).toBe(false);
    expect(!checked.ok && checked.errors).toEqual({
      'customer.name': quoteCustomerMessages.name,
      'customer.address.postcode': quoteCustomerMessages.postcode,
      'customer.installationAddress.postcode': quoteCustomerMessages.installationPostcode,
      'customer.installationAddress.city': quoteCustomerMessages.installationCity,
    });
  });
});
