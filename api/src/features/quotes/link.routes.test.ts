import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminTestApiForFile } from '../../../testing/fixtures.ts';
import { leadHistory, orders, outbox, quoteLinks, quotes, type ConfiguredItemSnapshot } from '../../platform/db/schema.ts';
import { WITHDRAWAL_NOTICE } from './contract/acceptance.ts';
import { FUNDING_CONDITION } from './contract/funding-condition.ts';
import { quoteLinkMessages } from './contract/quote-link.ts';
import { quoteMessages, TERMS_VERSION } from './contract/quotes.ts';
import { type LineDrawing, type QuoteLine } from '../documents/contract/lines.ts';
import { DEFAULT_DEPOSIT_PERCENT } from '../settings/contract/deposit-share.ts';
import { insertLeads, leadValues } from '../../../testing/test-leads.ts';
import { pdfText } from '../../../testing/pdf-text.ts';
import { asCustomer, sendableCustomer, sentQuote } from '../../../testing/test-quotes.ts';
import { berlinDay } from '../../shared/dates.ts';

const NOTIFY = 'team@example.de';
const test = adminTestApiForFile({ NOTIFY_EMAIL: NOTIFY });

const drawing: LineDrawing = {
  breite: 120,
  hoehe: 140,
  options: [
    { key: 'fenstertyp', category: 'Fenstertyp', name: 'Zweiteilig' },
    { key: 'farbe_und_dekore', category: 'Farbe und Dekore', name: 'Weiß', colorCode: '#FFFFFF' },
  ],
};

const configuredItem: ConfiguredItemSnapshot = {
  productId: 1,
  productName: 'Kunststofffenster Ideal 8000',
  options: drawing.options.map((option, index) => ({ id: index + 1, price: 0, ...option })),
  breite: 120,
  hoehe: 140,
  menge: 2,
  unitPrice: 45_000,
  totalPrice: 90_000,
};

let nextEmail = 1;

/**
 * A funnel request without an account, quoted and sent by the operator through the real routes; the
 * window line carries its drawing as a configured lead's line does. The token is read from the mail.
 */
async function sentLinkQuote(fundingCondition = false) {
  const email = `link-${nextEmail++}@example.de`;
  const [lead] = await insertLeads(test.db, [leadValues({ email, configuration: [configuredItem] })]);
  const created = await test.call('POST', '/api/admin/quotes', { leadId: lead!.id });
  expect(created.status).toBe(201);
  const id = created.body.id as number;
  const lines: QuoteLine[] = [
    {
      kind: 'product',
      title: 'Kunststofffenster Ideal 8000',
      description: 'Größe: 120 × 140 cm',
      quantity: 2,
      unitPrice: 45_000,
      discount: 0,
    },
    { kind: 'service', title: 'Montage', description: '', quantity: 1, unitPrice: 19_900, discount: 0 },
  ];
  expect(
    (
      await test.call('PUT', `/api/admin/quotes/${id}`, {
        lines,
        validUntil: created.body.validUntil,
        note: '',
        fundingCondition,
        customer: sendableCustomer(),
      })
    ).status,
  ).toBe(200);
  // What the draft from a configured lead keeps for its window line (its drawing), set as it is stored.
  const [draft] = await test.db.select().from(quotes).where(eq(quotes.id, id));
  await test.db
    .update(quotes)
    .set({ lines: draft!.lines.map((line, index) => (index === 0 ? { ...line, drawing } : line)) })
    .where(eq(quotes.id, id));
  expect((await test.call('POST', `/api/admin/quotes/${id}/send`)).status).toBe(200);
  const [mail] = (await test.db.select().from(outbox)).filter((row) => row.topic === 'quote-sent' && row.recipient === email);
  const link = mail!.textBody.match(/https?:\/\/\S+\/angebot\/([A-Za-z0-9_-]+)/);
  expect(link, 'the mail carries the personal link').not.toBeNull();
  const [stored] = await test.db.select().from(quotes).where(eq(quotes.id, id));
  return { id, email, lead: lead!, number: created.body.number as string, token: link![1]!, url: link![0]!, quote: stored! };
}

/** A request on the link as the anonymous customer: no session, only the token. */
async function call(token: string, path = '', json?: unknown) {
  const response = await test.request(`/api/quotes/${token}${path}`, json === undefined ? {} : { method: 'POST', json });
  return { status: response.status, body: await response.json() };
}
const acceptance = {
  termsAccepted: true,
  installationAddress: { street: 'Gartenweg 3', postcode: '22301', city: 'Hamburg' },
  samePostalAddress: true,
  phone: '040 987654',
};
const accept = (token: string, body: unknown = acceptance) => call(token, '/accept', body);
const forgedToken = () => randomBytes(32).toString('base64url');

describe('sending a quote creates its personal link', () => {
  it('mails {siteUrl}/angebot/{token} with ≥ 128 random bits and stores only the SHA-256 of the token', async () => {
    const { id, token, url } = await sentLinkQuote();
    expect(url).toBe(new URL(`/angebot/${token}`, test.config.PUBLIC_SITE_URL).href);
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    const links = await test.db.select().from(quoteLinks).where(eq(quoteLinks.quoteId, id));
    expect(links).toEqual([expect.objectContaining({ tokenHash: createHash('sha256').update(token).digest('hex') })]);
    expect(JSON.stringify(links)).not.toContain(token);
  });

  it('gives a quote for an account holder a link too', async () => {
    const { user } = await sentQuote(test);
    const [mail] = (await test.db.select().from(outbox)).filter((row) => row.topic === 'quote-sent' && row.recipient === user.email);
    expect(mail!.textBody).toMatch(/\/angebot\/[A-Za-z0-9_-]{43}/);
  });
});

describe('GET /api/quotes/{token}', () => {
  it('shows the open quote: number, version, lines with the drawing, stored totals, validity, not the back office', async () => {
    const { token, number, quote } = await sentLinkQuote();
    const { status, body } = await call(token);
    expect(status).toBe(200);
    expect(body.state).toBe('open');
    expect(body.quote).toMatchObject({
      number,
      version: 1,
      validUntil: quote.validUntil,
      totals: { gross: quote.gross, vat: quote.vat, net: quote.net },
      customer: { name: 'Erika Muster' },
    });
    expect(body.quote.lines).toHaveLength(2);
    expect(body.quote.lines[0].drawing).toEqual(drawing);
    for (const hidden of ['leadId', 'userId', 'leadReference', 'id', 'createdBy']) expect(body.quote).not.toHaveProperty(hidden);
  });

  it('serves the PDF while open', async () => {
    const { token, number } = await sentLinkQuote();
    const response = await test.request(`/api/quotes/${token}/pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(pdfText(Buffer.from(await response.arrayBuffer()))).toContain(`Angebot ${number}`);
  });

  it('answers 404 for a forged, a malformed or a hash-for-token link, on every route', async () => {
    const { id } = await sentLinkQuote();
    const [link] = await test.db.select().from(quoteLinks).where(eq(quoteLinks.quoteId, id));
    const notFound = { status: 404, body: { error: quoteLinkMessages.notFound } };
    for (const token of [forgedToken(), 'abc', link!.tokenHash, `${forgedToken()}x`]) {
      expect(await call(token)).toEqual(notFound);
      expect((await test.request(`/api/quotes/${token}/pdf`)).status).toBe(404);
      expect(await accept(token)).toEqual(notFound);
      expect(await call(token, '/change-request', { message: 'Anders bitte' })).toEqual(notFound);
    }
    expect(await test.db.select().from(orders).where(eq(orders.quoteId, id))).toEqual([]);
  });

  it("never reaches another customer's quote: each token opens and accepts its own", async () => {
    const first = await sentLinkQuote();
    const second = await sentLinkQuote();
    expect((await call(first.token)).body.quote.number).toBe(first.number);
    expect((await call(second.token)).body.quote.number).toBe(second.number);
    expect((await accept(first.token)).status).toBe(201);
    const [secondQuote] = await test.db.select().from(quotes).where(eq(quotes.id, second.id));
    expect(secondQuote!.status).toBe('sent');
    expect(await test.db.select().from(orders).where(eq(orders.quoteId, second.id))).toEqual([]);
    expect((await call(second.token)).body.state).toBe('open');
  });
});

describe('POST /api/quotes/{token}/accept', () => {
  it('shows a ticked funding condition on the link and keeps it in the acceptance record; an unticked quote has none', async () => {
    const ticked = await sentLinkQuote(true);
    expect((await call(ticked.token)).body.quote.fundingCondition).toBe(true);
    const { body } = await accept(ticked.token);
    expect(body.acceptance.fundingCondition).toBe(FUNDING_CONDITION);
    const [order] = await test.db.select().from(orders).where(eq(orders.quoteId, ticked.id));
    expect(order!.acceptance).toMatchObject({ fundingCondition: FUNDING_CONDITION });

    const plain = await sentLinkQuote();
    expect((await call(plain.token)).body.quote.fundingCondition).toBe(false);
    expect((await accept(plain.token)).body.acceptance).not.toHaveProperty('fundingCondition');
  });

  it('places the order once, with the acceptance record, addresses and phone, and mails the record', async () => {
    const { id, token, number, email, lead, quote } = await sentLinkQuote();
    const before = Date.now();
    const { status, body } = await accept(token);
    expect(status).toBe(201);
    const record = {
      at: expect.any(String),
      quoteNumber: number,
      quoteVersion: 1,
      termsVersion: TERMS_VERSION,
      downPaymentPercent: DEFAULT_DEPOSIT_PERCENT,
      withdrawalNotice: WITHDRAWAL_NOTICE,
      via: 'link',
    };
    expect(body).toEqual({ orderNumber: expect.stringMatching(/^B-\d{4}-\d{4}$/), acceptance: record });
    expect(Date.parse(body.acceptance.at)).toBeGreaterThanOrEqual(before);

    const [order] = await test.db.select().from(orders).where(eq(orders.quoteId, id));
    expect(order).toMatchObject({
      orderNumber: body.orderNumber,
      userId: null,
      totalPrice: quote.gross,
      customerEmail: email,
      customerPhone: '040 987654',
      installationAddress: acceptance.installationAddress,
      billingAddress: acceptance.installationAddress,
      acceptance: record,
    });
    const admin = await test.call('GET', `/api/admin/orders/${order!.id}`);
    expect(admin.body.acceptance).toEqual(body.acceptance);

    const mails = (await test.db.select().from(outbox)).filter((row) => row.subject.includes(body.orderNumber));
    const customerMail = mails.find((row) => row.recipient === email)!;
    for (const text of [`Angebot ${number}, Version 1`, 'über den persönlichen Angebotslink', 'AGB in der Fassung vom 06.12.2026']) {
      expect(customerMail.textBody).toContain(text);
    }
    expect(customerMail.textBody).toContain('Montageadresse: Gartenweg 3, 22301 Hamburg');
    expect(customerMail.textBody).toContain('Telefon: 040 987654');
    expect(customerMail.textBody).toContain('kein Widerrufsrecht');
    expect(customerMail.textBody).not.toContain('Kundenkonto');
    expect(mails.find((row) => row.recipient === NOTIFY)!.textBody).toContain('Gartenweg 3, 22301 Hamburg');
    const history = await test.db.select().from(leadHistory).where(eq(leadHistory.leadId, lead.id));
    expect(history.map((entry) => entry.text)).toContain(`Angebot ${number} angenommen: Bestellung ${body.orderNumber}`);

    // Accepted once: the second click is refused, and the link says what came of it.
    expect(await accept(token)).toEqual({ status: 409, body: { error: quoteMessages.alreadyAccepted } });
    expect(await test.db.select().from(orders).where(eq(orders.quoteId, id))).toHaveLength(1);
    expect(await call(token)).toEqual({
      status: 200,
      body: { state: 'accepted', number, orderNumber: body.orderNumber, acceptance: body.acceptance },
    });
    expect((await test.request(`/api/quotes/${token}/pdf`)).status).toBe(410);
  });

  it('accepts once when clicked three times at once', async () => {
    const { id, token } = await sentLinkQuote();
    const answers = await Promise.all([accept(token), accept(token), accept(token)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
    expect(await test.db.select().from(orders).where(eq(orders.quoteId, id))).toHaveLength(1);
  });

  it('keeps the quote’s postal address as billing address when the installation address is another', async () => {
    const { id, token } = await sentLinkQuote();
    const postal = { street: 'Hauptstraße 1', postcode: '20095', city: 'Hamburg' };
    await test.db.update(quotes).set({ customerAddress: postal }).where(eq(quotes.id, id));
    expect((await accept(token, { ...acceptance, samePostalAddress: false })).status).toBe(201);
    const [order] = await test.db.select().from(orders).where(eq(orders.quoteId, id));
    expect(order).toMatchObject({ billingAddress: postal, installationAddress: acceptance.installationAddress });
  });

  it('requires the terms, a five-digit postcode, street, city and a phone number', async () => {
    const { id, token } = await sentLinkQuote();
    const refusals = [
      [{ ...acceptance, termsAccepted: false }, quoteMessages.termsRequired],
      [{ ...acceptance, installationAddress: { ...acceptance.installationAddress, postcode: '2230' } }, quoteLinkMessages.postcode],
      [{ ...acceptance, installationAddress: { ...acceptance.installationAddress, street: ' ' } }, quoteLinkMessages.street],
      [{ ...acceptance, installationAddress: { street: 'Gartenweg 3', postcode: '22301' } }, quoteLinkMessages.city],
      [{ ...acceptance, phone: '' }, quoteLinkMessages.phone],
      [{ ...acceptance, phone: 'abc' }, quoteLinkMessages.phone],
    ] as const;
    for (const [body, message] of refusals) {
      const refused = await accept(token, body);
      expect(refused.status, message).toBe(400);
      expect(JSON.stringify(refused.body)).toContain(message);
    }
    expect(await test.db.select().from(orders).where(eq(orders.quoteId, id))).toEqual([]);
  });

  it('refuses an expired link (valid until yesterday in Berlin) and accepts on the last day', async () => {
    const expired = await sentLinkQuote();
    const yesterday = berlinDay(new Date(Date.now() - 24 * 60 * 60 * 1000));
    await test.db.update(quotes).set({ validUntil: yesterday }).where(eq(quotes.id, expired.id));
    expect(await call(expired.token)).toEqual({
      status: 200,
      body: { state: 'expired', number: expired.number, validUntil: yesterday },
    });
    expect(await accept(expired.token)).toEqual({ status: 409, body: { error: quoteMessages.expired } });
    expect((await test.request(`/api/quotes/${expired.token}/pdf`)).status).toBe(410);
    expect(await test.db.select().from(orders).where(eq(orders.quoteId, expired.id))).toEqual([]);

    const lastDay = await sentLinkQuote();
    await test.db
      .update(quotes)
      .set({ validUntil: berlinDay(new Date()) })
      .where(eq(quotes.id, lastDay.id));
    expect((await call(lastDay.token)).body.state).toBe('open');
    expect((await accept(lastDay.token)).status).toBe(201);
  });

  it('refuses a superseded link and names the newer version', async () => {
    const old = await sentLinkQuote();
    // A newer version as "Neue Version" and its sending leave it: same number, version 2, the old one superseded.
    const { id: _id, createdAt: _created, updatedAt: _updated, ...copy } = old.quote;
    const [newer] = await test.db
      .insert(quotes)
      .values({ ...copy, version: 2, status: 'sent' })
      .returning();
    await test.db.update(quotes).set({ status: 'superseded', supersededBy: newer!.id }).where(eq(quotes.id, old.id));
    expect(await call(old.token)).toEqual({
      status: 200,
      body: { state: 'superseded', number: old.number, newerNumber: `${old.number}-2` },
    });
    expect(await accept(old.token)).toEqual({ status: 409, body: { error: quoteLinkMessages.superseded } });
    expect(await call(old.token, '/change-request', { message: 'Noch anders' })).toEqual({
      status: 409,
      body: { error: quoteLinkMessages.superseded },
    });

    // Superseded by its successor's id alone (status not yet changed): refused all the same.
    const other = await sentLinkQuote();
    await test.db.update(quotes).set({ supersededBy: newer!.id }).where(eq(quotes.id, other.id));
    expect((await call(other.token)).body.state).toBe('superseded');
    expect(await accept(other.token)).toEqual({ status: 409, body: { error: quoteLinkMessages.superseded } });
    expect(await test.db.select().from(orders).where(eq(orders.quoteId, other.id))).toEqual([]);
  });
});

describe('POST /api/quotes/{token}/change-request', () => {
  it('reaches the operator and the lead; the link then no longer accepts', async () => {
    const { token, number, lead } = await sentLinkQuote();
    const { status, body } = await call(token, '/change-request', { message: 'Bitte mit Rollladen.' });
    expect(status).toBe(200);
    expect(body).toEqual({ state: 'changes_requested', number });
    const history = await test.db.select().from(leadHistory).where(eq(leadHistory.leadId, lead.id));
    expect(history.map((entry) => entry.text)).toContain(`Änderungswunsch zu Angebot ${number}: Bitte mit Rollladen.`);
    const [mail] = (await test.db.select().from(outbox)).filter(
      (row) => row.topic === 'quote-change-request' && row.subject.includes(number),
    );
    expect(mail).toMatchObject({ recipient: NOTIFY, textBody: expect.stringContaining('Rollladen') });
    expect(await accept(token)).toEqual({ status: 409, body: { error: quoteMessages.changesAlreadyRequested } });
  });

  it('is rate-limited per address like the other public writes', async () => {
    const headers = { 'X-Forwarded-For': '192.0.2.77' };
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      const response = await test.request(`/api/quotes/${forgedToken()}/change-request`, {
        method: 'POST',
        headers,
        json: { message: 'x' },
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 404)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('the account path', () => {
  it('records the acceptance via the account, with the address and phone given', async () => {
    const { token, quoteId, number } = await sentQuote(test);
    const accepted = await asCustomer(test, token, 'POST', `/api/customer/quotes/${quoteId}/accept`, acceptance);
    expect(accepted.status).toBe(201);
    expect(accepted.body.order.acceptance).toMatchObject({ via: 'account', quoteNumber: number, termsVersion: TERMS_VERSION });
    const listed = await asCustomer(test, token, 'GET', '/api/customer/orders');
    expect(listed.body[0].acceptance).toEqual(accepted.body.order.acceptance);
    const [order] = await test.db.select().from(orders).where(eq(orders.quoteId, quoteId));
    expect(order).toMatchObject({ customerPhone: '040 987654', installationAddress: acceptance.installationAddress });
  });
});
