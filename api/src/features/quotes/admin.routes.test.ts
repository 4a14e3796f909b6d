import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminTestApiForFile } from '../../../testing/fixtures.ts';
import { leadHistory, outbox, savedConfigurations } from '../../platform/db/schema.ts';
import { apiMessages } from '../../shared/messages.ts';
import { QUOTE_MAX_VALIDITY_DAYS, quoteMessages } from './contract/quotes.ts';
import { createAdminTestApi } from '../../../testing/test-admin.ts';
import { insertLeads, leadValues } from '../../../testing/test-leads.ts';
import { pdfText } from '../../../testing/pdf-text.ts';
import { customerWithLead, sentQuote } from '../../../testing/test-quotes.ts';
import { enterTestCompany, testCompany } from '../../../testing/test-company.ts';
import { defaultCompany } from '../settings/contract/company-defaults.ts';
import { placeholderCompanyMessages } from '../settings/contract/placeholder-company.ts';
import { berlinDay } from '../../shared/dates.ts';

const test = adminTestApiForFile();

const DAY = 24 * 60 * 60 * 1000;
const year = berlinDay(new Date()).slice(0, 4);

describe('POST /api/admin/quotes', () => {
  it("drafts a numbered quote from a customer's configuration request, linked to the account, valid 30 days", async () => {
    const { lead, user, configuration } = await customerWithLead(test);
    const { status, body } = await test.call('POST', '/api/admin/quotes', { leadId: lead.id });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      number: expect.stringMatching(new RegExp(`^AN-${year}-\\d{4}$`)),
      leadId: lead.id,
      leadReference: lead.reference,
      userId: user.id,
      configurationId: configuration.id,
      status: 'draft',
      customer: { name: 'Erika Muster', email: user.email },
      validUntil: berlinDay(new Date(Date.now() + 30 * DAY)),
      orderId: null,
    });
    expect(body.lines).toHaveLength(1);
    expect(body.lines[0]).toMatchObject({ kind: 'product', title: 'Kunststofffenster', quantity: 1, discount: 0 });
    expect(body.lines[0].description).toContain('Größe: 100 × 120 cm');
    expect(body.lines[0].description).toContain('Weiß');
    // A consumer's quote takes the catalogue's gross price as it is; the VAT is contained (ADR 076).
    expect(body.priceBasis).toBe('gross');
    expect(body.lines[0].unitPrice).toBe(lead.configuration![0]!.unitPrice!);
    expect(body.totals.gross).toBe(body.lines[0].unitPrice);
    expect(body.totals.vat).toBe(Math.round((body.totals.gross * 19) / 119));
  });

  it("takes a funnel lead's sizes as lines without a price, and no account", async () => {
    const [lead] = await insertLeads(test.db, [leadValues()]);
    const { status, body } = await test.call('POST', '/api/admin/quotes', { leadId: lead!.id });
    expect(status).toBe(201);
    expect(body.userId).toBeNull();
    expect(body.lines).toEqual([
      { kind: 'product', title: 'Fenster', description: 'Größe: 120 × 140 cm', quantity: 2, unitPrice: 0, discount: 0 },
    ]);
    expect(body.totals).toEqual({ gross: 0, vat: 0, net: 0 });
  });

  it('answers 404 for an unknown lead and 400 without one', async () => {
    expect(await test.call('POST', '/api/admin/quotes', { leadId: 999_999 })).toEqual({
      status: 404,
      body: { error: quoteMessages.leadNotFound },
    });
    expect((await test.call('POST', '/api/admin/quotes', {})).status).toBe(400);
  });

  it('numbers 20 simultaneous drafts AN-YYYY-0001 … 0020 without gaps or duplicates', async () => {
    const fresh = await createAdminTestApi();
    try {
      const leads = await insertLeads(
        fresh.db,
        Array.from({ length: 20 }, () => leadValues()),
      );
      const answers = await Promise.all(leads.map((lead) => fresh.call('POST', '/api/admin/quotes', { leadId: lead.id })));
      expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(201));
      const numbers = answers.map((answer) => answer.body.number as string).sort();
      expect(numbers).toEqual(Array.from({ length: 20 }, (_, index) => `AN-${year}-${String(index + 1).padStart(4, '0')}`));
    } finally {
      fresh.cleanup();
    }
  });
});

describe('GET and PUT /api/admin/quotes', () => {
  it("lists a lead's quotes and reads one", async () => {
    const { lead } = await customerWithLead(test);
    const first = await test.call('POST', '/api/admin/quotes', { leadId: lead.id });
    const second = await test.call('POST', '/api/admin/quotes', { leadId: lead.id });
    const list = await test.call('GET', `/api/admin/quotes?leadId=${lead.id}`);
    expect(list.status).toBe(200);
    expect(list.body.quotes.map((quote: { id: number }) => quote.id)).toEqual([first.body.id, second.body.id]);
    expect(await test.call('GET', `/api/admin/quotes/${first.body.id}`)).toEqual({ status: 200, body: first.body });
    expect((await test.call('GET', '/api/admin/quotes/999999')).status).toBe(404);
    expect((await test.call('GET', '/api/admin/quotes?leadId=abc')).status).toBe(400);
  });

  it('recomputes the totals on the server whatever the client sends, VAT once on the sum', async () => {
    const { lead } = await customerWithLead(test);
    const { body: draft } = await test.call('POST', '/api/admin/quotes', { leadId: lead.id });
    const lines = [
      { kind: 'product', title: 'Fenster', description: '', quantity: 3, unitPrice: 33_333, discount: 1_000 },
      { kind: 'service', title: 'Montage', description: 'pauschal', quantity: 1, unitPrice: 10_001, discount: 0 },
    ];
    const { status, body } = await test.call('PUT', `/api/admin/quotes/${draft.id}`, {
      lines,
      validUntil: draft.validUntil,
      note: 'Aufmaß vor Ort vorbehalten',
      totals: { gross: 1, vat: 0, net: 1 },
    });
    expect(status).toBe(200);
    // A consumer's draft: 3 × 333,33 − 10,00 + 100,01 = 1.090,00 € gross; VAT contained round(109000 × 19 / 119) = 17403.
    expect(body.totals).toEqual({ net: 91_597, vat: 17_403, gross: 109_000 });
    expect(body.note).toBe('Aufmaß vor Ort vorbehalten');
  });

  it('refuses a discount above the line, a past validity and a quote that was sent', async () => {
    const { lead } = await customerWithLead(test);
    const { body: draft } = await test.call('POST', '/api/admin/quotes', { leadId: lead.id });
    const line = { kind: 'service', title: 'Lieferung', description: '', quantity: 1, unitPrice: 5_000, discount: 0 };
    const tooMuch = await test.call('PUT', `/api/admin/quotes/${draft.id}`, {
      lines: [{ ...line, discount: 5_001 }],
      validUntil: draft.validUntil,
    });
    expect(tooMuch.status).toBe(400);
    const past = await test.call('PUT', `/api/admin/quotes/${draft.id}`, { lines: [line], validUntil: '2020-01-01' });
    expect(past).toEqual({ status: 400, body: { error: quoteMessages.validUntil } });
    const noDay = await test.call('PUT', `/api/admin/quotes/${draft.id}`, { lines: [line], validUntil: '2099-02-31' });
    expect(noDay).toEqual({ status: 400, body: { error: apiMessages.invalidInput, issues: { validUntil: [quoteMessages.validUntil] } } });
    // A quote binds prices for at most a year.
    const day = (fromToday: number) => berlinDay(new Date(Date.now() + fromToday * 24 * 60 * 60 * 1000));
    for (const validUntil of ['9999-12-31', day(QUOTE_MAX_VALIDITY_DAYS + 1)]) {
      const tooLate = await test.call('PUT', `/api/admin/quotes/${draft.id}`, { lines: [line], validUntil });
      expect(tooLate, validUntil).toEqual({ status: 400, body: { error: quoteMessages.validUntil } });
    }
    expect(
      (await test.call('PUT', `/api/admin/quotes/${draft.id}`, { lines: [line], validUntil: day(QUOTE_MAX_VALIDITY_DAYS) })).status,
    ).toBe(200);
    expect((await test.call('PUT', `/api/admin/quotes/${draft.id}`, { lines: [line], validUntil: draft.validUntil })).status).toBe(200);
    expect((await test.call('POST', `/api/admin/quotes/${draft.id}/send`)).status).toBe(200);
    const afterSending = await test.call('PUT', `/api/admin/quotes/${draft.id}`, { lines: [line], validUntil: draft.validUntil });
    expect(afterSending).toEqual({ status: 409, body: { error: quoteMessages.notEditable } });
    expect((await test.call('PUT', '/api/admin/quotes/999999', { lines: [line], validUntil: draft.validUntil })).status).toBe(404);
  });
});

describe('POST /api/admin/quotes/{id}/send', () => {
  it('mails the PDF once, marks the configuration quoted and records it in the lead history', async () => {
    const { quoteId, number, configuration, lead, user } = await sentQuote(test, { send: false });
    const [first, second] = await Promise.all([
      test.call('POST', `/api/admin/quotes/${quoteId}/send`),
      test.call('POST', `/api/admin/quotes/${quoteId}/send`),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const sent = (first.status === 200 ? first : second).body;
    expect(sent).toMatchObject({ status: 'sent', sentAt: expect.any(String) });
    const mails = await test.db.select().from(outbox).where(eq(outbox.recipient, user.email));
    const quoteMails = mails.filter((mail) => mail.topic === 'quote-sent');
    expect(quoteMails).toHaveLength(1);
    expect(quoteMails[0]!.subject).toContain(number);
    expect(quoteMails[0]!.attachments).toEqual([
      expect.objectContaining({ filename: `Angebot-${number}.pdf`, contentType: 'application/pdf' }),
    ]);
    const [after] = await test.db.select().from(savedConfigurations).where(eq(savedConfigurations.id, configuration.id));
    expect(after!.status).toBe('quoted');
    const history = await test.db.select().from(leadHistory).where(eq(leadHistory.leadId, lead.id));
    expect(history).toEqual([
      expect.objectContaining({ kind: 'mail', by: test.adminName, text: expect.stringContaining(`Angebot ${number}`) }),
    ]);
  });

  it('refuses a quote without an e-mail address and an empty one', async () => {
    const { quoteId } = await sentQuote(test, { send: false });
    await test.db.$client.execute({ sql: 'update quotes set customer_email = null where id = ?', args: [quoteId] });
    expect(await test.call('POST', `/api/admin/quotes/${quoteId}/send`)).toEqual({
      status: 409,
      body: { error: quoteMessages.noRecipient },
    });
    const [lead] = await insertLeads(test.db, [leadValues({ dimensions: [] })]);
    const { body: empty } = await test.call('POST', '/api/admin/quotes', { leadId: lead!.id });
    expect(await test.call('POST', `/api/admin/quotes/${empty.id}/send`)).toEqual({ status: 400, body: { error: quoteMessages.lines } });
  });

  it('sends nothing while the company data are the shipped placeholders, and sends once they are entered', async () => {
    const { quoteId, user } = await sentQuote(test, { send: false });
    const refused = { status: 409, body: { error: placeholderCompanyMessages.refused } };
    // A fresh installation's data as a whole, the sample VAT id alone, an example.de address alone.
    for (const company of [defaultCompany, { ...testCompany, vatId: defaultCompany.vatId }, { ...testCompany, email: 'büro@example.de' }]) {
      await test.call('PUT', '/api/admin/settings/company', company);
      expect(await test.call('POST', `/api/admin/quotes/${quoteId}/send`)).toEqual(refused);
    }
    const mails = await test.db.select().from(outbox).where(eq(outbox.recipient, user.email));
    expect(mails.filter((mail) => mail.topic === 'quote-sent')).toEqual([]);
    await enterTestCompany(test.db);
    expect((await test.call('POST', `/api/admin/quotes/${quoteId}/send`)).status).toBe(200);
  });
});

describe('GET /api/admin/quotes/{id}/pdf', () => {
  it('answers an A4 PDF with the number, the lines, gross total, VAT and net sum, the terms and umlauts', async () => {
    const { quoteId, number } = await sentQuote(test);
    const response = await test.request(`/api/admin/quotes/${quoteId}/pdf`, {
      headers: { Authorization: `Bearer ${test.adminToken}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    expect(response.headers.get('Content-Disposition')).toBe(`attachment; filename="Angebot-${number}.pdf"`);
    const pdf = Buffer.from(await response.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain('/MediaBox [0 0 595.28 841.89]');
    const text = pdfText(pdf);
    expect(text).toContain(`Angebot ${number}`);
    expect(text).toContain('Kunststofffenster');
    expect(text).toContain('Größe: 100 × 120 cm');
    // A consumer's quote: 2 × 595,00 € + 236,81 € = 1.426,81 € gross, containing 227,81 € VAT; 1.199,00 € net.
    expect(text).toContain('Nettobetrag');
    expect(text).toContain('1.199,00\u00a0€');
    expect(text).toContain('enthaltene USt. 19 %');
    expect(text).toContain('227,81\u00a0€');
    expect(text).toContain('Gesamtbetrag inkl. 19 % USt.');
    expect(text).toContain('1.426,81\u00a0€');
    expect(text).toContain('kein Widerrufsrecht');
    expect(text).toContain('Fensterwerk Nord GmbH');
  });
});
