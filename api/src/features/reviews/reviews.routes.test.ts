import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminTestApiForFile } from '../../../testing/fixtures.ts';
import { outbox, reviews } from '../../platform/db/schema.ts';
import { enterTestCompany, testCompany } from '../../../testing/test-company.ts';
import { asCustomer, completedOrder, payInvoice, sentQuote } from '../../../testing/test-quotes.ts';
import { reviewMessages as m } from './contract/review-messages.ts';
import { distributionLines, reviewCountText, starCount, verifiedRatingText } from './contract/rating-texts.ts';
import type { ReviewSummaryJson } from './contract/reviews.ts';

const test = adminTestApiForFile();

const pay = (invoiceId: number, amount: number) => payInvoice(test, invoiceId, amount);

/** A customer's accepted, completed order with its deposit paid and the final invoice issued (1.426,81 € gross). */
async function orderWithFinalInvoice() {
  const quote = await sentQuote(test);
  const { orderId, final } = await completedOrder(test, quote.token, quote.quoteId);
  return { orderId, email: quote.user.email, customerToken: quote.token, final };
}

const invitationsOf = (orderId: number) => test.db.select().from(reviews).where(eq(reviews.orderId, orderId));
const invitationMails = (recipient: string) =>
  test.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.topic, 'review-invitation'), eq(outbox.recipient, recipient)));
const linkIn = (text: string) => /\/bewertung\/([A-Za-z0-9_-]{43})/.exec(text)![1]!;

/** A paid order's invitation link, as the customer finds it in the mail. */
async function invitedCustomer() {
  const order = await orderWithFinalInvoice();
  await pay(order.final.id, order.final.amountDue);
  const [mail] = await invitationMails(order.email);
  return { ...order, token: linkIn(mail!.textBody) };
}

const byLink = (token: string, method = 'GET', json?: unknown) =>
  test.request(`/api/reviews/by-link/${token}`, { method, ...(json === undefined ? {} : { json }) });
const summary = async () =>
  (await (await test.request('/api/reviews?pageSize=50')).json()) as {
    summary: { average: number | null; count: number; distribution: number[] };
    items: { id: number; stars: number; text: string; author: string; verified: string; reply: { text: string } | null }[];
  };

describe('invitations', () => {
  it('invites only with the payment that completes the final invoice: none for the deposit or a part payment, one mail then', async () => {
    const order = await orderWithFinalInvoice();
    // The deposit was paid in full above: no invitation for that.
    expect(await invitationsOf(order.orderId)).toEqual([]);
    await pay(order.final.id, 10_000);
    expect(await invitationsOf(order.orderId)).toEqual([]);
    expect(await invitationMails(order.email)).toEqual([]);
    await pay(order.final.id, order.final.amountDue - 10_000);
    const [invitation] = await invitationsOf(order.orderId);
    expect(invitation).toMatchObject({ status: 'invited', authorName: 'Erika M.', city: 'Hamburg', product: 'Kunststofffenster' });
    const mails = await invitationMails(order.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.textBody).toContain('Jede Bewertung wird veröffentlicht');
    expect(mails[0]!.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
    // Only the link's hash is stored.
    expect(invitation!.tokenHash).not.toContain(linkIn(mails[0]!.textBody));
    expect(invitation!.linkExpiresAt.getTime() - invitation!.invitedAt.getTime()).toBe(60 * 24 * 60 * 60 * 1000);
  });

  it('waits the days of Einstellungen → Firma before the mail goes', async () => {
    await enterTestCompany(test.db, { ...testCompany, reviewInvitationDelayDays: 7 });
    try {
      const order = await orderWithFinalInvoice();
      const before = Date.now();
      await pay(order.final.id, order.final.amountDue);
      const [mail] = await invitationMails(order.email);
      expect(mail!.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before + 7 * 24 * 60 * 60 * 1000);
    } finally {
      await enterTestCompany(test.db);
    }
  });

  it('lets the office send it from an order once paid, with a new link that replaces the old one; never for a written review', async () => {
    const unpaid = await orderWithFinalInvoice();
    expect(await test.call('POST', `/api/admin/orders/${unpaid.orderId}/review-invitation`)).toEqual({
      status: 409,
      body: { error: m.notCompleted },
    });
    const { orderId, email, token } = await invitedCustomer();
    expect((await test.call('POST', `/api/admin/orders/${orderId}/review-invitation`)).status).toBe(201);
    const mails = await invitationMails(email);
    expect(mails).toHaveLength(1);
    const fresh = linkIn(mails[0]!.textBody);
    expect(fresh).not.toBe(token);
    expect((await byLink(token)).status).toBe(404);
    expect((await byLink(fresh, 'POST', { stars: 4, text: 'Alles bestens.' })).status).toBe(200);
    expect(await test.call('POST', `/api/admin/orders/${orderId}/review-invitation`)).toEqual({
      status: 409,
      body: { error: m.alreadyReviewed },
    });
    expect(await invitationsOf(orderId)).toHaveLength(1);
  });
});

describe('the personal link', () => {
  it('refuses a forged link, keeps one review per order, and honours a change and a deletion at once', async () => {
    const { token, orderId } = await invitedCustomer();
    const forged = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    expect(await (await byLink(forged)).json()).toEqual({ error: m.linkNotFound });
    expect((await byLink(forged, 'POST', { stars: 5, text: 'Super' })).status).toBe(404);
    expect((await byLink('kein-token', 'POST', { stars: 5, text: 'Super' })).status).toBe(404);

    const first = await byLink(token, 'POST', { stars: 5, text: 'Pünktlich und sauber.', showName: true });
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ status: 'published', review: { stars: 5, showName: true } });
    // The same link again changes the one review; it never adds a second.
    expect((await byLink(token, 'POST', { stars: 3, text: 'Nachträglich: Fuge undicht.' })).status).toBe(200);
    const rows = await invitationsOf(orderId);
    expect(rows).toHaveLength(1);
    let listed = (await summary()).items.filter((item) => item.id === rows[0]!.id);
    expect(listed).toEqual([expect.objectContaining({ stars: 3, text: 'Nachträglich: Fuge undicht.', author: 'Kunde aus Hamburg' })]);
    expect(listed[0]!.verified).toMatch(/^Verifizierter Auftrag · Kunststofffenster · Montage \d{2}\/\d{4} · Hamburg$/);

    expect((await byLink(token, 'DELETE')).status).toBe(200);
    listed = (await summary()).items.filter((item) => item.id === rows[0]!.id);
    expect(listed).toEqual([]);
    expect((await byLink(token, 'DELETE')).status).toBe(404);
  });

  it('refuses writing after the 60 days', async () => {
    const { token, orderId } = await invitedCustomer();
    await test.db
      .update(reviews)
      .set({ linkExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(reviews.orderId, orderId));
    expect(await (await byLink(token, 'POST', { stars: 4, text: 'Gut' })).json()).toEqual({ error: m.linkExpired });
  });
});

describe('publishing', () => {
  it('publishes a 1-star review like a 5-star one, and the average, count and distribution follow every change and deletion', async () => {
    const before = (await summary()).summary;
    const one = await invitedCustomer();
    const five = await invitedCustomer();
    expect(await (await byLink(one.token, 'POST', { stars: 1, text: 'Drei Wochen zu spät gekommen.' })).json()).toMatchObject({
      status: 'published',
    });
    expect(await (await byLink(five.token, 'POST', { stars: 5, text: 'Sehr zufrieden.' })).json()).toMatchObject({ status: 'published' });
    const after = (await summary()).summary;
    expect(after.count).toBe(before.count + 2);
    expect(after.distribution[0]).toBe(before.distribution[0]! + 1);
    expect(after.distribution[4]).toBe(before.distribution[4]! + 1);
    const rows = await test.db.select({ stars: reviews.stars }).from(reviews).where(eq(reviews.status, 'published'));
    const average = (list: { stars: number | null }[]) =>
      Math.round((list.reduce((sum, row) => sum + row.stars!, 0) / list.length) * 10) / 10;
    expect(after.average).toBe(average(rows));
    await byLink(five.token, 'DELETE');
    const afterDeletion = (await summary()).summary;
    expect(afterDeletion.count).toBe(before.count + 1);
    const left = await test.db.select({ stars: reviews.stars }).from(reviews).where(eq(reviews.status, 'published'));
    expect(afterDeletion.average).toBe(average(left));
  });

  // The trust bar and the home page (verified-rating.ts: GET /api/reviews?pageSize=1) and /bewertungen
  // (reviews-page.ts: pageSize=10) read the figures when viewed and word them with rating-texts.ts. This
  // follows both calls through a change and a deletion and compares their text with the database's rows,
  // without switching the company's rating mode, which the parallel e2e specs share.
  it('shows on the trust bar, the home page and /bewertungen the average and count the database holds, after a change and a deletion', async () => {
    const seen = async () => {
      const bar = ((await (await test.request('/api/reviews?pageSize=1')).json()) as { summary: ReviewSummaryJson }).summary;
      const page = ((await (await test.request('/api/reviews?page=1&pageSize=10')).json()) as { summary: ReviewSummaryJson }).summary;
      return { bar: verifiedRatingText(bar), page: [reviewCountText(page.count), ...distributionLines(page)] };
    };
    const expected = async () => {
      const rows = await test.db.select({ stars: reviews.stars }).from(reviews).where(eq(reviews.status, 'published'));
      const stars = rows.map((row) => row.stars!);
      const mean = (Math.round((stars.reduce((sum, value) => sum + value, 0) / stars.length) * 10) / 10).toFixed(1).replace('.', ',');
      const count = (value: number) => stars.filter((star) => star === value).length;
      return {
        bar: `${mean}/5 aus ${stars.length} verifizierten ${stars.length === 1 ? 'Bewertung' : 'Bewertungen'}`,
        page: [reviewCountText(stars.length), ...[5, 4, 3, 2, 1].map((value) => `${starCount(value)}: ${count(value)}`)],
      };
    };
    const customer = await invitedCustomer();
    await byLink(customer.token, 'POST', { stars: 2, text: 'Montage in Ordnung, Lieferung spät.' });
    expect(await seen()).toEqual(await expected());
    // The customer changes the review: 2 stars become 4.
    expect((await byLink(customer.token, 'POST', { stars: 4, text: 'Nachgebessert, jetzt gut.' })).status).toBeLessThan(300);
    expect(await seen()).toEqual(await expected());
    // … and deletes it.
    await byLink(customer.token, 'DELETE');
    expect(await seen()).toEqual(await expected());
  });

  it('counts stars in German: 1 Stern, 2 Sterne; one review is "1 verifizierte Bewertung"', () => {
    const one: ReviewSummaryJson = { average: 1, count: 1, distribution: [1, 0, 0, 0, 0] };
    expect(distributionLines(one)).toEqual(['5 Sterne: 0', '4 Sterne: 0', '3 Sterne: 0', '2 Sterne: 0', '1 Stern: 1']);
    expect(verifiedRatingText(one)).toBe('1,0/5 aus 1 verifizierten Bewertung');
    expect(reviewCountText(1)).toBe('1 verifizierte Bewertung');
    expect(verifiedRatingText({ average: null, count: 0, distribution: [0, 0, 0, 0, 0] })).toBeNull();
  });

  it('holds a review with an insult or someone’s phone number for a look, never for its stars; the withholding reason reaches the customer', async () => {
    const { token, orderId } = await invitedCustomer();
    const held = await (await byLink(token, 'POST', { stars: 5, text: 'Der Monteur ist ein Idiot, ruft ihn an: 0171 2345678' })).json();
    expect(held.status).toBe('checking');
    const [row] = await invitationsOf(orderId);
    expect(row!.checkFindings).toEqual(['Mögliche Beleidigung', 'Telefonnummer oder Kontonummer']);
    expect((await summary()).items.map((item) => item.id)).not.toContain(row!.id);
    const reason = 'Die Bewertung nennt die Telefonnummer einer anderen Person.';
    expect((await test.call('POST', `/api/admin/reviews/${row!.id}/withhold`, { reason: 'kurz' })).status).toBe(400);
    expect((await test.call('POST', `/api/admin/reviews/${row!.id}/withhold`, { reason })).status).toBe(200);
    expect(await (await byLink(token)).json()).toMatchObject({ status: 'withheld', withheldReason: reason });
    const listed = await test.call('GET', '/api/admin/reviews?status=withheld');
    expect(listed.body.items).toContainEqual(expect.objectContaining({ id: row!.id, withheldReason: reason, withheldBy: test.adminName }));
    // The customer changes it: a person looks again, with the earlier reason beside it, and publishes it.
    expect(await (await byLink(token, 'POST', { stars: 2, text: 'Der Monteur war unfreundlich.' })).json()).toMatchObject({
      status: 'checking',
    });
    expect((await invitationsOf(orderId))[0]!.checkFindings).toEqual([m.rewrittenAfterWithholding(reason)]);
    expect((await test.call('POST', `/api/admin/reviews/${row!.id}/publish`)).status).toBe(200);
    expect((await summary()).items.map((item) => item.id)).toContain(row!.id);
  });

  it('keeps a withheld review withheld when the customer sends the same text again, and lets no other version onto the site unseen', async () => {
    const { token, orderId } = await invitedCustomer();
    const text = 'Frau Schmidt aus der Buchhaltung hat uns belogen.';
    expect(await (await byLink(token, 'POST', { stars: 1, text })).json()).toMatchObject({ status: 'published' });
    const [row] = await invitationsOf(orderId);
    const reason = 'Die Bewertung nennt eine Mitarbeiterin mit Namen.';
    expect((await test.call('POST', `/api/admin/reviews/${row!.id}/withhold`, { reason })).status).toBe(200);
    const shown = async () => (await summary()).items.some((item) => item.id === row!.id);

    // The same text, once as it was, once in other case and punctuation with other stars: still withheld, for the same reason.
    for (const again of [
      { stars: 1, text },
      { stars: 2, text: '  frau SCHMIDT, aus der Buchhaltung – hat uns belogen!!! ' },
    ]) {
      expect(await (await byLink(token, 'POST', again)).json()).toMatchObject({ status: 'withheld', withheldReason: reason });
      expect(await shown()).toBe(false);
    }
    // Another text goes to a person, and the withheld one sent after it does not slip through either.
    for (const next of ['Eine Mitarbeiterin hat uns falsch informiert.', text]) {
      expect(await (await byLink(token, 'POST', { stars: 1, text: next })).json()).toMatchObject({ status: 'checking' });
      expect(await shown()).toBe(false);
    }
    expect((await invitationsOf(orderId))[0]!.checkFindings).toEqual([m.rewrittenAfterWithholding(reason)]);
  });

  it('takes the office’s answer off a review the customer rewrites, and tells the office with both versions', async () => {
    const { token, orderId } = await invitedCustomer();
    const text = 'Fenster undicht, niemand kam.';
    await byLink(token, 'POST', { stars: 1, text });
    const [row] = await invitationsOf(orderId);
    const answer = 'Das tut uns leid; unser Monteur kommt am Montag.';
    expect((await test.call('POST', `/api/admin/reviews/${row!.id}/reply`, { text: answer })).status).toBe(200);
    const listed = async () => (await summary()).items.find((item) => item.id === row!.id)!;
    const withdrawnMails = () =>
      test.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.topic, 'review-reply-withdrawn'), like(outbox.subject, `%${row!.orderNumber}%`)));

    // Only the name shown changes: the answer still answers what is there.
    await byLink(token, 'POST', { stars: 1, text, showName: true });
    expect((await listed()).reply).toMatchObject({ text: answer });
    expect(await withdrawnMails()).toEqual([]);

    const rewritten = { stars: 5, text: 'Nachgebessert, jetzt alles dicht. Danke!' };
    expect((await byLink(token, 'POST', rewritten)).status).toBe(200);
    expect(await listed()).toMatchObject({ stars: 5, text: rewritten.text, reply: null });
    expect(await (await byLink(token)).json()).toMatchObject({ reply: '' });
    const [mail, ...more] = await withdrawnMails();
    expect(more).toEqual([]);
    for (const part of ['1 Stern:', text, '5 Sterne:', rewritten.text, answer, '/admin/reviews']) expect(mail!.textBody).toContain(part);
    // The office may answer the new version.
    expect((await test.call('POST', `/api/admin/reviews/${row!.id}/reply`, { text: 'Schön, dass es jetzt passt.' })).status).toBe(200);
  });

  it('answers a review publicly once', async () => {
    const { token, orderId } = await invitedCustomer();
    await byLink(token, 'POST', { stars: 2, text: 'Beratung gut, Montage schlecht.' });
    const [row] = await invitationsOf(orderId);
    const reply = (text: string) => test.call('POST', `/api/admin/reviews/${row!.id}/reply`, { text });
    expect((await reply('Das tut uns leid; wir melden uns.')).status).toBe(200);
    expect(await reply('Noch eine Antwort')).toEqual({ status: 409, body: { error: m.replyExists } });
    const listed = (await summary()).items.find((item) => item.id === row!.id);
    expect(listed!.reply).toMatchObject({ text: 'Das tut uns leid; wir melden uns.' });
  });
});

describe('the order page', () => {
  it('shows the order’s review and why an invitation would be refused, before anyone presses', async () => {
    const order = await orderWithFinalInvoice();
    const state = () => test.call('GET', `/api/admin/orders/${order.orderId}/review`);
    expect(await state()).toEqual({ status: 200, body: { review: null, blocked: m.notCompleted } });
    await pay(order.final.id, order.final.amountDue);
    expect((await state()).body).toMatchObject({ review: { status: 'invited', stars: null }, blocked: '' });
    const [mail] = await invitationMails(order.email);
    await byLink(linkIn(mail!.textBody), 'POST', { stars: 3, text: 'Ordentlich.' });
    expect((await state()).body).toMatchObject({
      review: { status: 'published', stars: 3, text: 'Ordentlich.' },
      blocked: m.alreadyReviewed,
    });
  });
});

describe('Mein Konto', () => {
  it('lists only the account’s own reviews and mints a fresh link for its own order, never for another’s', async () => {
    const mine = await invitedCustomer();
    const other = await invitedCustomer();
    await byLink(other.token, 'POST', { stars: 5, text: 'Vom Nachbarn.' });
    const asMe = (method: string, path: string) => asCustomer(test, mine.customerToken, method, path);
    expect(await asMe('GET', '/api/customer/reviews')).toEqual({
      status: 200,
      body: [{ orderId: mine.orderId, orderNumber: expect.any(String), status: 'invited', review: null, withheldReason: '' }],
    });
    expect(await asMe('POST', `/api/customer/reviews/${other.orderId}/link`)).toEqual({ status: 404, body: { error: m.notFound } });
    expect((await byLink(other.token)).status).toBe(200);
    const minted = await asMe('POST', `/api/customer/reviews/${mine.orderId}/link`);
    expect(minted.status).toBe(201);
    // Only the hash is kept: the fresh link replaces the mailed one.
    expect((await byLink(mine.token)).status).toBe(404);
    expect((await byLink(minted.body.token, 'POST', { stars: 1, text: 'Zu spät gekommen.' })).status).toBe(200);
    expect((await invitationsOf(mine.orderId))[0]!.tokenHash).not.toContain(minted.body.token);
    expect((await asMe('GET', '/api/customer/reviews')).body).toEqual([
      expect.objectContaining({ status: 'published', review: { stars: 1, text: 'Zu spät gekommen.' } }),
    ]);
  });
});
