import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminTestApiForFile } from '../../../testing/fixtures.ts';
import { orders, users } from '../../platform/db/schema.ts';
import { apiMessages } from '../../shared/messages.ts';
import { quoteCustomerMessages } from './contract/quote-customer.ts';
import { insertLeads, leadValues } from '../../../testing/test-leads.ts';
import { pdfText } from '../../../testing/pdf-text.ts';
import { asCustomer, customerWithLead, sendableCustomer, sentQuote } from '../../../testing/test-quotes.ts';

/** Issue 20: whom a quote is addressed to, where it is installed, and that a quote is sent only with an address. */

const test = adminTestApiForFile();

const draftOf = async (leadId: number) => {
  const created = await test.call('POST', '/api/admin/quotes', { leadId });
  expect(created.status).toBe(201);
  return created.body;
};
const line = { kind: 'service', title: 'Montage', description: '', quantity: 1, unitPrice: 19_900, discount: 0 };

describe('the draft: customer and address from the account or the lead', () => {
  it("takes the account's name, company, phone and postal address, and its delivery address as the installation address", async () => {
    const { lead, user } = await customerWithLead(test);
    await test.db
      .update(users)
      .set({
        company: 'Muster Bau GmbH',
        phone: '040 5550123',
        deliveryStreet: 'Gartenweg',
        deliveryHouseNumber: '3',
        deliveryPostalCode: '21029',
        deliveryCity: 'Hamburg',
      })
      .where(eq(users.id, user.id));
    const draft = await draftOf(lead.id);
    expect(draft.customer).toEqual({
      name: 'Erika Muster',
      email: user.email,
      company: 'Muster Bau GmbH',
      phone: '040 5550123',
      address: { street: 'Musterstraße 12', postcode: '20095', city: 'Hamburg' },
      installationAddress: { street: 'Gartenweg 3', postcode: '21029', city: 'Hamburg' },
    });
  });

  it('keeps no installation address when the delivery address is the postal address', async () => {
    const { lead, user } = await customerWithLead(test);
    await test.db
      .update(users)
      .set({ deliveryStreet: 'musterstraße', deliveryHouseNumber: '12', deliveryPostalCode: '20095', deliveryCity: 'Hamburg' })
      .where(eq(users.id, user.id));
    expect((await draftOf(lead.id)).customer.installationAddress).toBeNull();
  });

  it("takes a funnel lead's name, phone and PLZ (with the town typed after it), nothing more", async () => {
    const [lead] = await insertLeads(test.db, [
      leadValues({ vorname: 'Jürgen', nachname: 'Funnel', telefon: '0171 234567', plz: '12345 Musterstadt' }),
    ]);
    const draft = await draftOf(lead!.id);
    expect(draft.userId).toBeNull();
    expect(draft.customer).toEqual({
      name: 'Jürgen Funnel',
      email: 'erika@example.de',
      company: '',
      phone: '0171 234567',
      address: { street: '', postcode: '12345', city: 'Musterstadt' },
      installationAddress: null,
    });
  });

  it("keeps a configured line's drawing data (sizes, options with key, category, name and colour code)", async () => {
    const { lead } = await customerWithLead(test);
    const draft = await draftOf(lead.id);
    expect(draft.lines[0].drawing).toEqual({
      breite: 100,
      hoehe: 120,
      options: expect.arrayContaining([
        expect.objectContaining({ key: 'fenstertyp', category: 'Fenstertyp', name: 'Einteilig' }),
        expect.objectContaining({ key: 'farbe_und_dekore', name: 'Weiß' }),
      ]),
    });
    // Saving the draft as the editor does keeps it.
    const saved = await test.call('PUT', `/api/admin/quotes/${draft.id}`, { lines: draft.lines, validUntil: draft.validUntil });
    expect(saved.status).toBe(200);
    expect(saved.body.lines[0].drawing).toEqual(draft.lines[0].drawing);
  });
});

describe('PUT /api/admin/quotes/{id}: the customer fields', () => {
  it('saves name, company, phone, postal and installation address, and leaves them when the body has none', async () => {
    const [lead] = await insertLeads(test.db, [leadValues()]);
    const draft = await draftOf(lead!.id);
    const customer = {
      name: 'Erika Muster-Neu',
      company: 'Muster Bau GmbH',
      phone: '+49 (40) 555-0123',
      address: { street: ' Musterstraße 12 ', postcode: '20095', city: 'Hamburg' },
      installationAddress: { street: 'Gartenweg 3', postcode: '21029', city: 'Hamburg' },
    };
    const saved = await test.call('PUT', `/api/admin/quotes/${draft.id}`, { lines: [line], validUntil: draft.validUntil, customer });
    expect(saved.status).toBe(200);
    expect(saved.body.customer).toEqual({
      ...customer,
      email: 'erika@example.de',
      address: { street: 'Musterstraße 12', postcode: '20095', city: 'Hamburg' },
    });
    const untouched = await test.call('PUT', `/api/admin/quotes/${draft.id}`, { lines: [line], validUntil: draft.validUntil });
    expect(untouched.body.customer).toEqual(saved.body.customer);
    // The same address as the postal one is no installation address of its own; an empty address is none.
    const same = await test.call('PUT', `/api/admin/quotes/${draft.id}`, {
      lines: [line],
      validUntil: draft.validUntil,
      customer: { ...customer, installationAddress: { street: 'Musterstraße 12', postcode: '20095', city: 'HAMBURG' } },
    });
    expect(same.body.customer.installationAddress).toBeNull();
    const emptied = await test.call('PUT', `/api/admin/quotes/${draft.id}`, {
      lines: [line],
      validUntil: draft.validUntil,
      customer: { name: 'Erika Muster', address: { street: '', postcode: '', city: '' } },
    });
    expect(emptied.body.customer).toMatchObject({ company: '', phone: '', address: null, installationAddress: null });
  });

  it('refuses a missing name, a wrong PLZ or phone and an incomplete installation address, each at its field, in German', async () => {
    const [lead] = await insertLeads(test.db, [leadValues()]);
    const draft = await draftOf(lead!.id);
    const refused = await test.call('PUT', `/api/admin/quotes/${draft.id}`, {
      lines: [line],
      validUntil: draft.validUntil,
      customer: {
        name: ' ',
        phone: 'ruf an',
        address: { street: 'Musterstraße 12', postcode: '2009', city: 'Hamburg' },
        installationAddress: { street: '', postcode: '21029', city: '' },
      },
    });
    expect(refused).toEqual({
      status: 400,
      body: {
        error: apiMessages.invalidInput,
        issues: {
          'customer.name': [quoteCustomerMessages.name],
          'customer.phone': [quoteCustomerMessages.phone],
          'customer.address.postcode': [quoteCustomerMessages.postcode],
          'customer.installationAddress.street': [quoteCustomerMessages.installationStreet],
          'customer.installationAddress.city': [quoteCustomerMessages.installationCity],
        },
      },
    });
    expect((await test.call('GET', `/api/admin/quotes/${draft.id}`)).body.customer.name).toBe('Erika Muster');
  });
});

describe('sending needs a postal address', () => {
  it('refuses a funnel lead’s quote with only a PLZ, naming what is missing; sends it once the address is typed in', async () => {
    const [lead] = await insertLeads(test.db, [leadValues({ plz: '20095' })]);
    const draft = await draftOf(lead!.id);
    await test.call('PUT', `/api/admin/quotes/${draft.id}`, { lines: [line], validUntil: draft.validUntil });
    const refused = await test.call('POST', `/api/admin/quotes/${draft.id}/send`);
    expect(refused).toEqual({ status: 409, body: { error: quoteCustomerMessages.addressMissing(['street', 'city']) } });
    expect(refused.body.error).toBe(
      'Das Angebot kann noch nicht versendet werden, in der Postanschrift des Kunden fehlen Angaben: Straße und Hausnummer, Ort. Bitte ergänzen Sie sie unter „Kunde und Anschrift“.',
    );
    expect((await test.call('GET', `/api/admin/quotes/${draft.id}`)).body.status).toBe('draft');
    await test.call('PUT', `/api/admin/quotes/${draft.id}`, { lines: [line], validUntil: draft.validUntil, customer: sendableCustomer() });
    expect((await test.call('POST', `/api/admin/quotes/${draft.id}/send`)).status).toBe(200);
  });

  it('prints the address window and the installation address in the PDF of the sent quote', async () => {
    const [lead] = await insertLeads(test.db, [leadValues()]);
    const draft = await draftOf(lead!.id);
    const customer = {
      ...sendableCustomer('Erika Muster'),
      company: 'Muster Bau GmbH',
      installationAddress: { street: 'Gartenweg 3', postcode: '21029', city: 'Hamburg' },
    };
    await test.call('PUT', `/api/admin/quotes/${draft.id}`, { lines: [line], validUntil: draft.validUntil, customer });
    const response = await test.request(`/api/admin/quotes/${draft.id}/pdf`, { headers: { Authorization: `Bearer ${test.adminToken}` } });
    const text = pdfText(Buffer.from(await response.arrayBuffer())).split('\n');
    const start = text.indexOf('Muster Bau GmbH');
    expect(text.slice(start - 1, start + 4)).toEqual([
      'Fensterwerk Nord GmbH · Hafenstraße 7 · 20457 Hamburg',
      'Muster Bau GmbH',
      'Erika Muster',
      'Musterstraße 12',
      '20095 Hamburg',
    ]);
    const installation = text.indexOf('Montageadresse');
    expect(text.slice(installation, installation + 3)).toEqual(['Montageadresse', 'Gartenweg 3', '21029 Hamburg']);
  });
});

describe('the order', () => {
  it("keeps the accepted quote's addresses and phone, shown to the customer and the back office", async () => {
    const { quoteId, token } = await sentQuote(test);
    const accepted = await asCustomer(test, token, 'POST', `/api/customer/quotes/${quoteId}/accept`, { termsAccepted: true });
    expect(accepted.status).toBe(201);
    const postal = { street: 'Musterstraße 12', postcode: '20095', city: 'Hamburg' };
    const { addresses } = accepted.body.order;
    expect(addresses).toMatchObject({ company: '', phone: '', billingAddress: postal });
    // Installed at the postal address: kept as none or as that address (the acceptance may confirm it).
    expect([null, postal]).toContainEqual(addresses.installationAddress);
    const [order] = await test.db.select().from(orders).where(eq(orders.quoteId, quoteId));
    expect((await test.call('GET', `/api/admin/orders/${order!.id}`)).body.addresses).toEqual(addresses);
    expect((await asCustomer(test, token, 'GET', '/api/customer/orders')).body[0].addresses).toEqual(addresses);
  });
});
