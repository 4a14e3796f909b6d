import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminTestApiForFile } from '../../../testing/fixtures.ts';
import { documentCounters, invoices, orders, outbox } from '../../platform/db/schema.ts';
import { ciiFacts, embeddedFiles, en16931Problems } from '../../../testing/e-invoice-xml.ts';
import { pdfText } from '../../../testing/pdf-text.ts';
import { asCustomer, sentQuote } from '../../../testing/test-quotes.ts';
import { invoiceMessages } from './contract/invoice-messages.ts';
import { depositAmounts } from './contract/invoice-amounts.ts';
import { issueInvoice } from './issue-invoice.ts';
import { saveCompany } from '../settings/current-company.ts';
import { defaultCompany } from '../settings/contract/company-defaults.ts';
import { placeholderCompanyMessages } from '../settings/contract/placeholder-company.ts';
import { enterTestCompany, testCompany } from '../../../testing/test-company.ts';
import { berlinDay } from '../../shared/dates.ts';

const test = adminTestApiForFile();

const actor = { username: 'buero-test', name: 'Berta Büro' };
const year = new Date().getFullYear();

/** A customer's accepted quote and its order (1.199,00 € net + 227,81 € USt. = 1.426,81 €), moved on to `status`. */
async function order(status: 'pending' | 'confirmed' | 'completed' = 'confirmed', { company = '', labour = false } = {}) {
  const quote = await sentQuote(test);
  const { body } = await asCustomer(test, quote.token, 'POST', `/api/customer/quotes/${quote.quoteId}/accept`, { termsAccepted: true });
  const orderId = body.order.id as number;
  if (company || labour) {
    const [row] = await test.db.select().from(orders).where(eq(orders.id, orderId));
    await test.db
      .update(orders)
      .set({ customerCompany: company, lines: row!.lines.map((line) => ({ ...line, labour: labour && line.title === 'Montage' })) })
      .where(eq(orders.id, orderId));
  }
  const path = ['confirmed', 'in_production', 'completed'];
  for (const next of path.slice(0, status === 'pending' ? 0 : status === 'confirmed' ? 1 : 3)) {
    const moved = await test.call('PUT', `/api/admin/orders/${orderId}/status`, { status: next });
    if (moved.status !== 200) throw new Error(`Status ${next}: ${moved.status}`);
  }
  return { ...quote, orderId, orderNumber: body.order.order_number as string };
}

const issue = (orderId: number, kind: string) => test.call('POST', `/api/admin/orders/${orderId}/invoices`, { kind });
const download = (path: string, token = test.adminToken) => test.request(path, { headers: { Authorization: `Bearer ${token}` } });
const bytes = async (response: Response) => Buffer.from(await response.arrayBuffer());
/** The PDF's text with its line breaks as spaces: pdfkit wraps long sentences anywhere. */
const flatText = async (response: Response) => pdfText(await bytes(response)).replace(/ *\n */g, ' ');

describe('issuing invoices', () => {
  it('numbers 20 deposit invoices issued at once gap-free (RE-YYYY-NNNN), each order once', async () => {
    const orderIds: number[] = [];
    for (let index = 0; index < 20; index += 1) orderIds.push((await order('confirmed')).orderId);
    const answers = await Promise.all(orderIds.map((id) => issue(id, 'deposit')));
    expect(answers.map((answer) => answer.status)).toEqual(orderIds.map(() => 201));
    const numbers = answers.map((answer) => answer.body.number as string).sort();
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, index) => `RE-${year}-${String(index + 1).padStart(4, '0')}`));
    // A second deposit for the same order is refused and counts no number.
    const again = await Promise.all([issue(orderIds[0]!, 'deposit'), issue(orderIds[0]!, 'deposit')]);
    expect(again).toEqual([
      { status: 409, body: { error: invoiceMessages.depositExists } },
      { status: 409, body: { error: invoiceMessages.depositExists } },
    ]);
    const [counter] = await test.db.select().from(documentCounters).where(eq(documentCounters.kind, 'invoice'));
    expect(counter!.last).toBe(20);
  });

  it('asks 30 % of 1.426,81 € (428,04 €, half up) and the final invoice deducts it to exactly the balance', async () => {
    expect(depositAmounts(142_681, 30)).toEqual({ net: 35_970, vat: 6_834, gross: 42_804 });
    // Half a cent rounds up: 30 % of 0,05 € = 1,5 ct → 2 ct.
    expect(depositAmounts(5, 30).gross).toBe(2);
    const { orderId, orderNumber } = await order('confirmed');
    expect((await issue(orderId, 'final')).body).toEqual({ error: invoiceMessages.finalNotYet });
    const deposit = await issue(orderId, 'deposit');
    expect(deposit.body).toMatchObject({
      kind: 'deposit',
      status: 'open',
      gross: 42_804,
      net: 35_970,
      vat: 6_834,
      amountDue: 42_804,
      orderNumber,
    });
    expect(deposit.body.dueDate).toBe(addDays(berlinDay(new Date()), 14));
    // The order's value with the thousands separator, as every amount the customer reads.
    expect(deposit.body.document.lines[0].description).toMatch(/^Auftragswert 1\.426,81\u00a0€ brutto; Leistung: /);
    expect(deposit.body.events).toEqual([
      expect.objectContaining({ by: test.adminName, kind: 'issued' }),
      expect.objectContaining({ by: test.adminName, kind: 'mailed' }),
    ]);
    for (const status of ['in_production', 'completed']) await test.call('PUT', `/api/admin/orders/${orderId}/status`, { status });
    const final = await issue(orderId, 'final');
    expect(final.status).toBe(201);
    expect(final.body).toMatchObject({ kind: 'final', net: 119_900, vat: 22_781, gross: 142_681, amountDue: 142_681 - 42_804 });
    expect(final.body.serviceDate).toBe(berlinDay(new Date()));
    expect(final.body.document.prepaid).toEqual([
      { number: deposit.body.number, issueDate: deposit.body.issueDate, net: 35_970, vat: 6_834, gross: 42_804 },
    ]);
    expect((await issue(orderId, 'final')).body).toEqual({ error: invoiceMessages.finalExists });
    const text = await flatText(await download(`/api/admin/invoices/${final.body.id}/pdf`));
    expect(text).toContain(`Schlussrechnung ${final.body.number}`);
    expect(text).toContain(`Anzahlungsrechnung ${deposit.body.number} vom`);
    expect(text).toContain('netto 359,70\u00a0€, zzgl. 19 % USt. 68,34\u00a0€, brutto 428,04\u00a0€');
    expect(text).toContain('998,77\u00a0€');
    // The seller's tax id and address from "Einstellungen → Firma".
    expect(text).toContain(`USt-IdNr. ${testCompany.vatId}`);
    expect(text).toContain(`${testCompany.street}`);
    // The phone as the website and the quote print it, not the international form the e-invoice sends.
    expect(text).toContain(`Telefon ${testCompany.phoneDisplay}`);
    expect(text).not.toContain(testCompany.phone);
  });

  it('takes the seller from "Einstellungen → Firma", and refuses to issue without a bank account', async () => {
    const { orderId } = await order('confirmed');
    await saveCompany(test.db, { ...testCompany, taxNumber: '12/345/67890', iban: '' }, test.adminName);
    const refused = await issue(orderId, 'deposit');
    expect(refused).toEqual({ status: 409, body: { error: invoiceMessages.sellerBankMissing } });
    await saveCompany(
      test.db,
      { ...testCompany, taxNumber: '12/345/67890', iban: 'DE89370400440532013000', bankName: 'Hausbank' },
      test.adminName,
    );
    const issued = await issue(orderId, 'deposit');
    expect(issued.status).toBe(201);
    const text = await flatText(await download(`/api/admin/invoices/${issued.body.id}/pdf`));
    expect(text).toContain('Steuernummer 12/345/67890');
    expect(text).toContain('IBAN DE89370400440532013000');
    await enterTestCompany(test.db);
  });

  it('issues no deposit, final or cancellation invoice while the company data are the shipped placeholders (409)', async () => {
    const confirmed = await order('confirmed');
    const completed = await order('completed');
    const { body: issued } = await issue(confirmed.orderId, 'deposit');
    const before = await test.db.select({ id: invoices.id }).from(invoices);
    // Each placeholder on its own refuses: here the sample address, then the shipped defaults as a whole.
    for (const company of [{ ...testCompany, street: defaultCompany.street }, defaultCompany]) {
      await saveCompany(test.db, company, test.adminName);
      const refused = { status: 409, body: { error: placeholderCompanyMessages.refused } };
      expect(await issue(completed.orderId, 'deposit')).toEqual(refused);
      expect(await issue(completed.orderId, 'final')).toEqual(refused);
      expect(await test.call('POST', `/api/admin/invoices/${issued.id}/cancel`)).toEqual(refused);
    }
    expect(await test.db.select({ id: invoices.id }).from(invoices)).toEqual(before);
    await enterTestCompany(test.db);
    expect((await issue(completed.orderId, 'final')).status).toBe(201);
    const cancellation = await test.call('POST', `/api/admin/invoices/${issued.id}/cancel`);
    expect(cancellation.status).toBe(201);
    expect(cancellation.body.document.seller).toMatchObject({ street: testCompany.street, vatId: testCompany.vatId });
  });

  it('refuses a deposit before confirmation and for a cancelled order', async () => {
    const pending = await order('pending');
    expect(await issue(pending.orderId, 'deposit')).toEqual({ status: 409, body: { error: invoiceMessages.depositNotYet } });
    await test.call('PUT', `/api/admin/orders/${pending.orderId}/status`, { status: 'cancelled', reason: 'Test' });
    expect(await issue(pending.orderId, 'deposit')).toEqual({ status: 409, body: { error: invoiceMessages.depositCancelledOrder } });
    expect((await issue(999_999, 'deposit')).status).toBe(404);
    expect((await issue(pending.orderId, 'storno')).status).toBe(400);
  });

  it('shows a consumer the labour share (§ 35a EStG) with its VAT, a business customer not', async () => {
    const consumer = await order('completed', { labour: true });
    const invoice = await issue(consumer.orderId, 'final');
    // Montage 199,00 € net + 37,81 € USt. = 236,81 €.
    expect(invoice.body.document.labour).toEqual({ net: 19_900, vat: 3_781, gross: 23_681 });
    const text = await flatText(await download(`/api/admin/invoices/${invoice.body.id}/pdf`));
    expect(text).toContain('Arbeitskosten (§ 35a EStG)');
    expect(text).toContain('netto 199,00\u00a0€, zzgl. 19 % USt. 37,81\u00a0€, brutto 236,81\u00a0€');
    const business = await order('completed', { labour: true, company: 'Muster Bau GmbH' });
    const businessInvoice = await issue(business.orderId, 'final');
    expect(businessInvoice.body).toMatchObject({ business: true, document: { labour: null } });
  });

  it('declares on the final invoice only the labour its deposit invoice did not (§ 35a EStG, issue 47)', async () => {
    const consumer = await order('confirmed', { labour: true });
    const deposit = await issue(consumer.orderId, 'deposit');
    // 30 % of the Montage's 236,81 €: 71,04 €, declared with the deposit (deductible in the year it is paid).
    expect(deposit.body.document.labour).toEqual({ net: 5_970, vat: 1_134, gross: 7_104 });
    for (const status of ['in_production', 'completed']) await test.call('PUT', `/api/admin/orders/${consumer.orderId}/status`, { status });
    const final = await issue(consumer.orderId, 'final');
    expect(final.body.document.labour).toEqual({ net: 13_930, vat: 2_647, gross: 16_577 });
    expect(final.body.document.labourSplit).toEqual({
      order: { net: 19_900, vat: 3_781, gross: 23_681 },
      deposits: [{ number: deposit.body.number, labour: { net: 5_970, vat: 1_134, gross: 7_104 } }],
    });
    // Declared across both invoices: the order's labour, not 71,04 € + 236,81 €.
    expect(deposit.body.document.labour.gross + final.body.document.labour.gross).toBe(23_681);
    const text = await flatText(await download(`/api/admin/invoices/${final.body.id}/pdf`));
    expect(text).toContain(
      `Davon mit der Anzahlungsrechnung ${deposit.body.number} bereits ausgewiesen: netto 59,70\u00a0€, zzgl. 19 % USt. 11,34\u00a0€, brutto 71,04\u00a0€.`,
    );
    expect(text).toContain('Mit dieser Rechnung ausgewiesen: netto 139,30\u00a0€, zzgl. 19 % USt. 26,47\u00a0€, brutto 165,77\u00a0€.');
  });

  it("prints a consumer's lines with the quote's gross prices, their net sum kept for the totals (ADR 076)", async () => {
    const consumer = await order('completed');
    const final = await issue(consumer.orderId, 'final');
    // 2 × 595,00 € and 236,81 €, as the consumer's quote priced them; net 1.000,00 € + 199,00 € = the order's net.
    expect(final.body.document).toMatchObject({
      priceBasis: 'gross',
      lines: [
        { quantity: 2, net: 100_000, gross: { unitPrice: 59_500, discount: 0, amount: 119_000 } },
        { quantity: 1, net: 19_900, gross: { unitPrice: 23_681, discount: 0, amount: 23_681 } },
      ],
      totals: { net: 119_900, vat: 22_781, gross: 142_681 },
    });
    const text = await flatText(await download(`/api/admin/invoices/${final.body.id}/pdf`));
    expect(text).toContain('Einzelpreis Rabatt Gesamt brutto brutto brutto');
    expect(text).toContain('595,00\u00a0€ – 1.190,00\u00a0€');
    expect(text).toContain('Gesamtbetrag inkl. 19 % USt. 1.426,81\u00a0€ enthaltene 19 % USt. 227,81\u00a0€ Nettobetrag 1.199,00\u00a0€');
    const cancelled = await test.call('POST', `/api/admin/invoices/${final.body.id}/cancel`);
    expect(cancelled.body.document.lines[0].gross).toEqual({ unitPrice: 59_500, discount: 0, amount: -119_000 });
  });
});

describe('an issued invoice', () => {
  it('refuses every change (409) and cancels once with a Stornorechnung of negative amounts', async () => {
    const { orderId } = await order('confirmed');
    const { body: invoice } = await issue(orderId, 'deposit');
    for (const method of ['PUT', 'PATCH', 'DELETE'])
      expect(await test.call(method, `/api/admin/invoices/${invoice.id}`, method === 'DELETE' ? undefined : { gross: 1 })).toEqual({
        status: 409,
        body: { error: invoiceMessages.immutable },
      });
    const cancelled = await test.call('POST', `/api/admin/invoices/${invoice.id}/cancel`);
    expect(cancelled.status).toBe(201);
    expect(cancelled.body).toMatchObject({
      kind: 'cancellation',
      status: 'cancelled',
      cancelsInvoiceId: invoice.id,
      net: -invoice.net,
      vat: -invoice.vat,
      gross: -invoice.gross,
      amountDue: -invoice.amountDue,
      document: { cancels: { number: invoice.number, issueDate: invoice.issueDate } },
    });
    expect(cancelled.body.number).not.toBe(invoice.number);
    const original = await test.call('GET', `/api/admin/invoices/${invoice.id}`);
    expect(original.body).toMatchObject({ status: 'cancelled', cancelledById: cancelled.body.id, balance: 0 });
    expect(original.body.events.map((event: { kind: string }) => event.kind)).toEqual(['issued', 'mailed', 'cancelled']);
    const twice = await Promise.all([
      test.call('POST', `/api/admin/invoices/${invoice.id}/cancel`),
      test.call('POST', `/api/admin/invoices/${invoice.id}/cancel`),
    ]);
    expect(twice).toEqual([
      { status: 409, body: { error: invoiceMessages.alreadyCancelled } },
      { status: 409, body: { error: invoiceMessages.alreadyCancelled } },
    ]);
    expect((await test.call('POST', `/api/admin/invoices/${cancelled.body.id}/cancel`)).body).toEqual({
      error: invoiceMessages.cancellationNotCancellable,
    });
    const text = await flatText(await download(`/api/admin/invoices/${cancelled.body.id}/pdf`));
    expect(text).toContain(`Stornorechnung ${cancelled.body.number}`);
    expect(text).toContain(`hebt die Rechnung ${invoice.number}`);
    expect(text).toContain('-428,04\u00a0€');
    // After the cancellation a new deposit may be issued.
    expect((await issue(orderId, 'deposit')).status).toBe(201);
  });
});

describe('payments and status', () => {
  it('records partial and full payments, refuses more than is open, and is overdue after the due date', async () => {
    const { orderId } = await order('confirmed');
    const { body: invoice } = await issue(orderId, 'deposit');
    const pay = (amount: number, date = berlinDay(new Date())) =>
      test.call('POST', `/api/admin/invoices/${invoice.id}/payments`, { amount, date });
    const partial = await pay(10_000);
    expect(partial.status).toBe(201);
    expect(partial.body).toMatchObject({ status: 'partly_paid', paid: 10_000, balance: 32_804 });
    expect(partial.body.payments).toEqual([
      expect.objectContaining({ amount: 10_000, createdBy: test.adminName, createdByName: 'Erika Muster' }),
    ]);
    // Histories name the person, not only the username (issue 47).
    expect(partial.body.events.at(-1)).toMatchObject({ kind: 'payment', by: test.adminName, byName: 'Erika Muster' });
    expect(await pay(32_805)).toEqual({ status: 409, body: { error: invoiceMessages.overpaid('328,04\u00a0€') } });
    expect((await pay(0)).status).toBe(400);
    expect(await pay(100, '2999-01-01')).toEqual({ status: 400, body: { error: invoiceMessages.paymentInFuture } });
    expect((await pay(100, '2026-02-30')).status).toBe(400);
    // Two payments entered at once cannot together pass the amount due.
    const both = await Promise.all([pay(32_804), pay(32_804)]);
    expect(both.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const paid = await test.call('GET', `/api/admin/invoices/${invoice.id}`);
    expect(paid.body).toMatchObject({ status: 'paid', paid: 42_804, balance: 0 });
    expect(paid.body.events.map((event: { kind: string; by: string }) => [event.kind, event.by])).toEqual([
      ['issued', test.adminName],
      ['mailed', test.adminName],
      ['payment', test.adminName],
      ['payment', test.adminName],
    ]);

    // Issued 20 days ago with 14 days to pay: overdue today, also when partly paid; not on its due day.
    const late = await order('confirmed');
    const twentyDaysAgo = new Date(Date.now() - 20 * 86_400_000);
    const lateId = await issueInvoice(test.db, late.orderId, 'deposit', actor, twentyDaysAgo);
    const listed = await test.call('GET', `/api/admin/invoices?status=overdue`);
    expect(listed.body.invoices.map((row: { id: number }) => row.id)).toContain(lateId);
    expect(listed.body.invoices.map((row: { id: number }) => row.id)).not.toContain(invoice.id);
    await test.call('POST', `/api/admin/invoices/${lateId}/payments`, { amount: 100, date: berlinDay(twentyDaysAgo) });
    expect((await test.call('GET', `/api/admin/invoices/${lateId}`)).body.status).toBe('overdue');
    const onDueDay = await order('confirmed');
    const fourteenDaysAgo = new Date(Date.now() - 14 * 86_400_000);
    const dueTodayId = await issueInvoice(test.db, onDueDay.orderId, 'deposit', actor, fourteenDaysAgo);
    expect((await test.call('GET', `/api/admin/invoices/${dueTodayId}`)).body.status).toBe('open');
  });

  it('sends the payment reminder only for an overdue invoice, on the explicit call', async () => {
    const current = await order('confirmed');
    const { body: open } = await issue(current.orderId, 'deposit');
    expect(await test.call('POST', `/api/admin/invoices/${open.id}/reminder`)).toEqual({
      status: 409,
      body: { error: invoiceMessages.notOverdue },
    });
    const late = await order('confirmed');
    const lateId = await issueInvoice(test.db, late.orderId, 'deposit', actor, new Date(Date.now() - 30 * 86_400_000));
    expect(await test.db.select().from(outbox).where(eq(outbox.topic, 'invoice-reminder'))).toEqual([]);
    const reminded = await test.call('POST', `/api/admin/invoices/${lateId}/reminder`);
    expect(reminded.status).toBe(200);
    expect(reminded.body.events.at(-1)).toMatchObject({ kind: 'reminder', by: test.adminName });
    const mails = await test.db.select().from(outbox).where(eq(outbox.topic, 'invoice-reminder'));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ recipient: late.user.email, sentBy: test.adminName });
    expect(mails[0]!.textBody).toContain(reminded.body.number);
    expect(mails[0]!.textBody).toContain('428,04\u00a0€');
  });
});

describe('e-invoice of a business customer', () => {
  it('embeds the EN 16931 CII in the Factur-X PDF with the PDF totals, and serves the XRechnung', async () => {
    const { orderId } = await order('confirmed', { company: 'Muster Bau GmbH' });
    const { body: deposit } = await issue(orderId, 'deposit');
    for (const status of ['in_production', 'completed']) await test.call('PUT', `/api/admin/orders/${orderId}/status`, { status });
    const { body: final } = await issue(orderId, 'final');
    const pdf = await bytes(await download(`/api/admin/invoices/${final.id}/pdf`));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const files = await embeddedFiles(pdf);
    expect([...files.keys()]).toContain('factur-x.xml');
    const embedded = ciiFacts(files.get('factur-x.xml')!);
    expect(en16931Problems(embedded)).toEqual([]);
    expect(embedded).toMatchObject({
      guideline: 'urn:cen.eu:en16931:2017',
      number: final.number,
      typeCode: '380',
      buyer: { name: 'Muster Bau GmbH', city: 'Hamburg' },
      totals: { lineTotal: 119_900, taxBasis: 119_900, taxTotal: 22_781, grandTotal: 142_681, prepaid: 42_804, duePayable: 99_877 },
    });
    expect(embedded.lines.map((line) => line.name)).toEqual(['Kunststofffenster', 'Montage']);

    const xml = await download(`/api/admin/invoices/${final.id}/xrechnung.xml`);
    expect(xml.status).toBe(200);
    expect(xml.headers.get('Content-Disposition')).toContain(`XRechnung-${final.number}.xml`);
    const xrechnung = ciiFacts(await xml.text());
    expect(en16931Problems(xrechnung)).toEqual([]);
    expect(xrechnung.guideline).toBe('urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0');
    expect(xrechnung.totals).toEqual(embedded.totals);

    const depositXml = ciiFacts(await (await download(`/api/admin/invoices/${deposit.id}/xrechnung.xml`)).text());
    expect(en16931Problems(depositXml)).toEqual([]);
    expect(depositXml).toMatchObject({ typeCode: '386', totals: { grandTotal: 42_804, duePayable: 42_804, prepaid: 0 } });

    const { body: storno } = await test.call('POST', `/api/admin/invoices/${deposit.id}/cancel`);
    const stornoXml = ciiFacts(await (await download(`/api/admin/invoices/${storno.id}/xrechnung.xml`)).text());
    expect(en16931Problems(stornoXml)).toEqual([]);
    expect(stornoXml).toMatchObject({ typeCode: '380', totals: { grandTotal: -42_804, duePayable: -42_804 } });
    expect(stornoXml.note).toContain(`Stornorechnung zur Rechnung ${deposit.number}`);

    // A consumer's invoice is a plain PDF and has no XRechnung.
    const consumer = await order('confirmed');
    const { body: consumerInvoice } = await issue(consumer.orderId, 'deposit');
    expect((await embeddedFiles(await bytes(await download(`/api/admin/invoices/${consumerInvoice.id}/pdf`)))).size).toBe(0);
    expect((await download(`/api/admin/invoices/${consumerInvoice.id}/xrechnung.xml`)).status).toBe(404);
  });
});

describe('lists and the customer', () => {
  it('filters, searches and exports; customers see and download only their own', async () => {
    const first = await order('confirmed');
    const second = await order('confirmed');
    await test.db
      .update(orders)
      .set({ customerName: 'Zacharias Quer', customerCompany: 'Quer Fensterbau GmbH' })
      .where(eq(orders.id, second.orderId));
    const { body: mine } = await issue(first.orderId, 'deposit');
    const { body: theirs } = await issue(second.orderId, 'deposit');
    const searched = await test.call('GET', '/api/admin/invoices?q=zacharias');
    expect(searched.body.invoices.map((row: { id: number }) => row.id)).toEqual([theirs.id]);
    expect((await test.call('GET', `/api/admin/invoices?q=${mine.number}`)).body.total).toBe(1);
    // A business customer's invoice names the company in the list, is found by it and carries it in the CSV.
    const byCompany = await test.call('GET', '/api/admin/invoices?q=fensterbau');
    expect(byCompany.body.invoices).toEqual([expect.objectContaining({ id: theirs.id, company: 'Quer Fensterbau GmbH', business: true })]);
    const companyCsv = (await bytes(await download(`/api/admin/invoices/export.csv?q=${theirs.number}`))).toString('utf8');
    expect(companyCsv).toContain(';Kunde;Firma;Geschäftskunde;');
    expect(companyCsv).toContain(';Zacharias Quer;Quer Fensterbau GmbH;ja;');
    expect((await test.call('GET', '/api/admin/invoices?kind=final&q=zacharias')).body.total).toBe(0);
    expect((await test.call('GET', '/api/admin/invoices?status=bezahlt')).status).toBe(400);
    const csv = await download(`/api/admin/invoices/export.csv?q=${mine.number}`);
    expect(csv.headers.get('Content-Type')).toContain('text/csv');
    const text = (await bytes(csv)).toString('utf8');
    expect(text.startsWith('\uFEFFRechnungsnummer;Art;Status')).toBe(true);
    expect(text).toContain(`${mine.number};Anzahlungsrechnung;Offen;`);
    expect(text).toContain(';428,04;');

    const own = await asCustomer(test, first.token, 'GET', '/api/customer/invoices');
    expect(own.body).toEqual([
      expect.objectContaining({ id: mine.id, number: mine.number, status: 'open', gross: 42_804, balance: 42_804 }),
    ]);
    const pdf = await download(`/api/customer/invoices/${mine.id}/pdf`, first.token);
    expect(pdf.status).toBe(200);
    expect(pdfText(await bytes(pdf))).toContain(`Anzahlungsrechnung ${mine.number}`);
    expect((await asCustomer(test, first.token, 'GET', `/api/customer/invoices/${theirs.id}/pdf`)).status).toBe(404);
    expect((await test.db.select().from(invoices).where(eq(invoices.id, theirs.id)))[0]!.userId).toBe(second.user.id);
  });
});

describe('privacy', () => {
  it('lists the invoices in the access report; the erasure keeps them as issued, without the account and the e-mail', async () => {
    const { orderId, user } = await order('confirmed');
    const { body: invoice } = await issue(orderId, 'deposit');
    const report = await (await download(`/api/admin/privacy?email=${encodeURIComponent(user.email)}`)).text();
    expect(report).toContain(`Anzahlungsrechnung ${invoice.number} vom`);
    const erased = await test.request(`/api/admin/privacy?email=${encodeURIComponent(user.email)}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${test.adminToken}` },
    });
    const body = await erased.json();
    expect(body.anonymised).toEqual({ quotes: 1, orders: 1, invoices: 1, reviews: 0 });
    const [kept] = await test.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(kept).toMatchObject({ userId: null, customerEmail: null, number: invoice.number, gross: invoice.gross });
    expect(JSON.stringify(kept!.document)).not.toContain(user.email);
    expect((kept!.document as { buyer: { name: string } }).buyer.name).toBe('Erika Muster');
  });
});

function addDays(day: string, days: number) {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

describe('the final invoice’s Leistungsdatum (§ 14 Abs. 4 Nr. 6 UStG)', () => {
  /** A Berlin day some days back. */
  const daysAgo = (days: number) => berlinDay(new Date(Date.now() - days * 86_400_000));
  // Days that are over: the office enters them knowingly (ADR 077).
  const montage = (orderId: number, body: object) =>
    test.call('POST', `/api/admin/orders/${orderId}/appointments`, { ...body, pastConfirmed: true });

  it('is the last day of the order’s Montage, printed and in the XRechnung, not the day the invoice was made', async () => {
    const { orderId, orderNumber } = await order('confirmed', { company: 'Muster Bau GmbH' });
    expect((await montage(orderId, { date: daysAgo(6), lastDate: daysAgo(5), from: '07:30', to: '16:00' })).status).toBe(201);
    // A cancelled Montage later on does not count.
    const dropped = await montage(orderId, { date: daysAgo(2), from: '07:30', to: '16:00' });
    await test.call('POST', `/api/admin/appointments/${dropped.body.id}/cancel`);
    for (const status of ['in_production', 'completed']) await test.call('PUT', `/api/admin/orders/${orderId}/status`, { status });
    const final = await issue(orderId, 'final');
    expect(final.status, JSON.stringify(final.body)).toBe(201);
    expect(final.body.serviceDate).toBe(daysAgo(5));
    const german = daysAgo(5).split('-').reverse().join('.');
    expect(await flatText(await download(`/api/admin/invoices/${final.body.id}/pdf`))).toContain(
      `Leistungsdatum: ${german} (Montage, Auftrag ${orderNumber}).`,
    );
    // BT-72 in CII: the ActualDeliverySupplyChainEvent's OccurrenceDateTime.
    const xml = await (await download(`/api/admin/invoices/${final.body.id}/xrechnung.xml`)).text();
    expect(xml).toMatch(
      new RegExp(
        `<ram:ActualDeliverySupplyChainEvent>\\s*<ram:OccurrenceDateTime>\\s*<udt:DateTimeString format="102">${daysAgo(5).replace(/-/g, '')}<`,
      ),
    );
  });

  it('is the day the office enters in the issue dialog; a day after the invoice’s own is refused', async () => {
    const { orderId } = await order('completed');
    const later = await test.call('POST', `/api/admin/orders/${orderId}/invoices`, { kind: 'final', serviceDate: '2099-01-01' });
    expect(later.status).toBe(400);
    expect(later.body.error).toBe(invoiceMessages.serviceDateAfterIssue);
    const entered = await test.call('POST', `/api/admin/orders/${orderId}/invoices`, { kind: 'final', serviceDate: daysAgo(9) });
    expect(entered.status, JSON.stringify(entered.body)).toBe(201);
    expect(entered.body.serviceDate).toBe(daysAgo(9));
  });
});
