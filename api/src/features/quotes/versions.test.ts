import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminTestApiForFile } from '../../../testing/fixtures.ts';
import { leadHistory, outbox, quotes } from '../../platform/db/schema.ts';
import { quoteVersionMessages } from './contract/quote-versions.ts';
import { quoteMessages } from './contract/quotes.ts';
import { pdfText } from '../../../testing/pdf-text.ts';
import { asCustomer, sentQuote } from '../../../testing/test-quotes.ts';
import { berlinDay } from '../../shared/dates.ts';

const test = adminTestApiForFile();

const DAY = 24 * 60 * 60 * 1000;
const newVersion = (id: number) => test.call('POST', `/api/admin/quotes/${id}/new-version`);
const send = (id: number) => test.call('POST', `/api/admin/quotes/${id}/send`);
const row = async (id: number) => (await test.db.select().from(quotes).where(eq(quotes.id, id)))[0]!;

describe('POST /api/admin/quotes/{id}/new-version', () => {
  it('copies a sent quote as a draft with the same number and version 2: lines, customer, addresses, note, lead, account; valid 30 days', async () => {
    const { quoteId, number, lead, user, configuration } = await sentQuote(test);
    const address = { street: 'Lindenweg 3', postcode: '12345', city: 'Musterstadt' };
    const site = { street: 'Am Hang 1', postcode: '12346', city: 'Bergdorf' };
    // An old validity, so the reset to 30 days from today is visible.
    await test.db
      .update(quotes)
      .set({
        customerCompany: 'Muster GmbH',
        customerPhone: '0301234567',
        customerAddress: address,
        installationAddress: site,
        note: 'Mit Aufmaß',
        validUntil: berlinDay(new Date(Date.now() + 3 * DAY)),
      })
      .where(eq(quotes.id, quoteId));
    const original = await row(quoteId);

    const { status, body } = await newVersion(quoteId);
    expect(status).toBe(201);
    expect(body).toMatchObject({
      number,
      version: 2,
      supersededBy: null,
      status: 'draft',
      leadId: lead.id,
      leadReference: lead.reference,
      userId: user.id,
      configurationId: configuration.id,
      customer: { name: 'Erika Muster', email: user.email },
      lines: original.lines,
      totals: { gross: original.gross, vat: original.vat, net: original.net },
      note: 'Mit Aufmaß',
      validUntil: berlinDay(new Date(Date.now() + 30 * DAY)),
      sentAt: null,
      acceptedAt: null,
      orderId: null,
    });
    expect(body.id).not.toBe(quoteId);
    const copy = await row(body.id);
    expect(copy).toMatchObject({
      customerCompany: 'Muster GmbH',
      customerPhone: '0301234567',
      customerAddress: address,
      installationAddress: site,
      priceBasis: original.priceBasis,
      createdBy: test.adminName,
    });
    // The older version stays as it was until the new one is sent.
    expect(await row(quoteId)).toEqual(original);
    expect((await test.call('GET', `/api/admin/quotes/${quoteId}/versions`)).body.versions).toEqual([
      expect.objectContaining({ id: quoteId, number, version: 1, status: 'sent' }),
      expect.objectContaining({ id: body.id, number, version: 2, status: 'draft', sentAt: null }),
    ]);
  });

  it('sending version 2 supersedes version 1 (status, superseded_by); mail, PDF and history say AN-…-2', async () => {
    const { quoteId, number, lead, user } = await sentQuote(test);
    const { body: second } = await newVersion(quoteId);
    const label = `${number}-2`;

    const sent = await send(second.id);
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ id: second.id, version: 2, status: 'sent' });
    expect(await test.call('GET', `/api/admin/quotes/${quoteId}`)).toMatchObject({
      status: 200,
      body: { status: 'superseded', supersededBy: second.id },
    });

    const mails = await test.db.select().from(outbox).where(eq(outbox.recipient, user.email));
    const quoteMails = mails.filter((mail) => mail.topic === 'quote-sent');
    expect(quoteMails.map((mail) => mail.attachments?.[0]?.filename)).toEqual([`Angebot-${number}.pdf`, `Angebot-${label}.pdf`]);
    const history = await test.db.select().from(leadHistory).where(eq(leadHistory.leadId, lead.id));
    expect(history.at(-1)!.text).toContain(`Angebot ${label} über`);
    const pdf = await test.request(`/api/admin/quotes/${second.id}/pdf`, { headers: { Authorization: `Bearer ${test.adminToken}` } });
    expect(pdf.headers.get('Content-Disposition')).toBe(`attachment; filename="Angebot-${label}.pdf"`);
    expect(pdfText(Buffer.from(await pdf.arrayBuffer()))).toContain(`Angebot ${label}`);
  });

  it('numbers the next version after the highest one; version 3 supersedes both older ones and they point at it', async () => {
    const { quoteId, number } = await sentQuote(test);
    const { body: second } = await newVersion(quoteId);
    await send(second.id);
    const third = await newVersion(second.id);
    expect(third).toMatchObject({ status: 201, body: { number, version: 3, status: 'draft' } });
    expect((await send(third.body.id)).status).toBe(200);
    expect(await row(quoteId)).toMatchObject({ status: 'superseded', supersededBy: third.body.id });
    expect(await row(second.id)).toMatchObject({ status: 'superseded', supersededBy: third.body.id });
    expect(await row(third.body.id)).toMatchObject({ status: 'sent', supersededBy: null });
  });

  it('answers a change request: a quote with changes asked for gets a new version, which then supersedes it', async () => {
    const { quoteId, token } = await sentQuote(test);
    const asked = await asCustomer(test, token, 'POST', `/api/customer/quotes/${quoteId}/change-request`, {
      message: 'Bitte mit Rollladen',
    });
    expect(asked.status).toBe(200);
    const { status, body } = await newVersion(quoteId);
    expect(status).toBe(201);
    await send(body.id);
    expect(await row(quoteId)).toMatchObject({ status: 'superseded', supersededBy: body.id });
  });

  it('refuses drafts, superseded and accepted quotes, a second new version and unknown quotes, in German', async () => {
    const draft = await sentQuote(test, { send: false });
    expect(await newVersion(draft.quoteId)).toEqual({ status: 409, body: { error: quoteVersionMessages.ofDraft } });

    const { quoteId, number } = await sentQuote(test);
    const { body: second } = await newVersion(quoteId);
    expect(await newVersion(quoteId)).toEqual({ status: 409, body: { error: quoteVersionMessages.newerExists(`${number}-2`) } });
    expect(await newVersion(second.id)).toEqual({ status: 409, body: { error: quoteVersionMessages.ofDraft } });
    await send(second.id);
    expect(await newVersion(quoteId)).toEqual({ status: 409, body: { error: quoteVersionMessages.ofSuperseded } });

    const accepted = await sentQuote(test);
    const answer = await asCustomer(test, accepted.token, 'POST', `/api/customer/quotes/${accepted.quoteId}/accept`, {
      termsAccepted: true,
    });
    expect(answer.status).toBe(201);
    expect(await newVersion(accepted.quoteId)).toEqual({ status: 409, body: { error: quoteVersionMessages.ofAccepted } });

    expect(await newVersion(999_999)).toEqual({ status: 404, body: { error: quoteMessages.quoteNotFound } });
    expect((await test.call('GET', '/api/admin/quotes/999999/versions')).status).toBe(404);
  });

  it('makes one draft of two simultaneous clicks', async () => {
    const { quoteId, number } = await sentQuote(test);
    const answers = await Promise.all([newVersion(quoteId), newVersion(quoteId)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect((await test.db.select().from(quotes).where(eq(quotes.number, number))).map((quote) => quote.version).sort()).toEqual([1, 2]);
  });

  it('does not send a version once the customer accepted an older one, and leaves the accepted one as it is', async () => {
    const { quoteId, number, token } = await sentQuote(test);
    const { body: second } = await newVersion(quoteId);
    const accepted = await asCustomer(test, token, 'POST', `/api/customer/quotes/${quoteId}/accept`, { termsAccepted: true });
    expect(accepted.status).toBe(201);
    expect(await send(second.id)).toEqual({ status: 409, body: { error: quoteVersionMessages.olderAccepted(number) } });
    expect(await row(quoteId)).toMatchObject({ status: 'accepted', supersededBy: null });
    expect(await row(second.id)).toMatchObject({ status: 'draft', sentAt: null });
  });

  it('never leaves an accepted version beside a sent newer one when the acceptance and the send race', async () => {
    // The send checks for an accepted older version before its batch; the batch checks again, so an
    // acceptance that lands in between stops the send. Raced ten times: one of the two wins each time.
    for (let round = 0; round < 10; round += 1) {
      const { quoteId, token } = await sentQuote(test);
      const { body: second } = await newVersion(quoteId);
      const [accepted, sent] = await Promise.all([
        asCustomer(test, token, 'POST', `/api/customer/quotes/${quoteId}/accept`, { termsAccepted: true }),
        send(second.id),
      ]);
      const older = await row(quoteId);
      const newer = await row(second.id);
      expect([older.status, newer.status], `Runde ${round}: ${accepted.status}/${sent.status}`).not.toEqual(['accepted', 'sent']);
      expect(accepted.status === 201 || sent.status === 200).toBe(true);
    }
  });
});
