import { orderMessages } from './contract/order-messages.ts';
import { eq } from 'drizzle-orm';
import type { Client, InStatement } from '@libsql/client';
import { describe, expect, it, vi } from 'vitest';
import { adminTestApiForFile } from '../../../testing/fixtures.ts';
import { openDatabase } from '../../platform/db/client.ts';
import { orders, outbox, savedConfigurations } from '../../platform/db/schema.ts';
import { canMoveOrder, orderStatuses } from './contract/orders.ts';
import { asCustomer, sentQuote } from '../../../testing/test-quotes.ts';
import { acceptanceLink } from '../../../testing/test-acceptance.ts';

const test = adminTestApiForFile();

/** A customer's accepted quote and the order it became. */
async function acceptedOrder() {
  const quote = await sentQuote(test);
  const { body } = await asCustomer(test, quote.token, 'POST', `/api/customer/quotes/${quote.quoteId}/accept`, { termsAccepted: true });
  return { ...quote, orderId: body.order.id as number, orderNumber: body.order.order_number as string };
}

describe('GET /api/admin/orders', () => {
  it('lists newest first, filters by status and by number or customer, pages like the inbox', async () => {
    const first = await acceptedOrder();
    const second = await acceptedOrder();
    await test.db.update(orders).set({ customerName: 'Zacharias Quer' }).where(eq(orders.id, second.orderId));
    const all = await test.call('GET', '/api/admin/orders');
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ total: 2, page: 1, pageSize: 25 });
    expect(all.body.orders.map((order: { id: number }) => order.id)).toEqual([second.orderId, first.orderId]);
    expect(all.body.orders[1]).toMatchObject({
      order_number: first.orderNumber,
      quote: { id: first.quoteId, number: first.number },
      customer: { name: 'Erika Muster', email: first.user.email, userId: first.user.id },
      // The consumer quote's gross lines (ADR 076): 1.426,81 €, containing 227,81 € USt.; 1.199,00 € net.
      priceBasis: 'gross',
      totals: { net: 119_900, vat: 22_781, gross: 142_681 },
      status: 'pending',
    });
    expect((await test.call('GET', '/api/admin/orders?q=zacharias')).body.orders.map((order: { id: number }) => order.id)).toEqual([
      second.orderId,
    ]);
    expect((await test.call('GET', `/api/admin/orders?q=${first.orderNumber}`)).body.total).toBe(1);
    expect((await test.call('GET', `/api/admin/orders?q=${first.user.email}`)).body.total).toBe(1);
    expect((await test.call('GET', '/api/admin/orders?q=%25')).body.total).toBe(0);
    expect((await test.call('GET', '/api/admin/orders?status=confirmed')).body.total).toBe(0);
    const paged = await test.call('GET', '/api/admin/orders?page=2&pageSize=1');
    expect(paged.body).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(paged.body.orders.map((order: { id: number }) => order.id)).toEqual([first.orderId]);
    expect((await test.call('GET', '/api/admin/orders?status=unbekannt')).status).toBe(400);
    expect((await test.call('GET', '/api/admin/orders?pageSize=101')).status).toBe(400);
  });

  it('reads its page newest first along an index, without sorting every order (2,000 orders: 7 ms → 1 ms)', async () => {
    // On the client's class: drizzle's batch does not go through a spy on the instance.
    const batch = vi.spyOn(Object.getPrototypeOf(test.db.$client) as Client, 'batch');
    let statements: Exclude<InStatement, string>[];
    try {
      expect((await test.call('GET', '/api/admin/orders')).status).toBe(200);
      statements = batch.mock.calls.flatMap(([list]) => list as Exclude<InStatement, string>[]);
    } finally {
      batch.mockRestore();
    }
    const page = statements.find((statement) => /order by/i.test(statement.sql))!;
    // On a connection of its own: the plan's statement keeps its read open, and the next write here would be refused.
    const reader = await openDatabase({ url: test.url });
    const plan = await reader.$client.execute({ sql: `explain query plan ${page.sql}`, args: page.args });
    reader.$client.close();
    expect(plan.rows.map((row) => String(row.detail))).not.toContainEqual(expect.stringContaining('TEMP B-TREE'));
  });
});

describe('GET /api/admin/orders/{id}', () => {
  it('shows the lines, the customer, the quote and the history', async () => {
    const { orderId, number } = await acceptedOrder();
    const { status, body } = await test.call('GET', `/api/admin/orders/${orderId}`);
    expect(status).toBe(200);
    expect(body.lines.map((line: { title: string }) => line.title)).toEqual(['Kunststofffenster', 'Montage']);
    expect(body.quote.number).toBe(number);
    expect(body.history).toEqual([expect.objectContaining({ status: 'pending', by: 'Erika Muster' })]);
    expect(await test.call('GET', '/api/admin/orders/999999')).toEqual({ status: 404, body: { error: orderMessages.orderNotFound } });
  });
});

describe('PUT /api/admin/orders/{id}/status', () => {
  it('moves the order on, records each change, mails the customer only when asked, and the configuration follows', async () => {
    const { orderId, orderNumber, configuration, user, token } = await acceptedOrder();
    const changes = [
      { status: 'confirmed', notifyCustomer: true, note: 'Die Fertigung dauert etwa sechs Wochen.' },
      { status: 'in_production' },
      { status: 'completed', notifyCustomer: true },
    ] as const;
    for (const change of changes) {
      const status = change.status;
      const { status: code, body } = await test.call('PUT', `/api/admin/orders/${orderId}/status`, change);
      expect(code).toBe(200);
      expect(body.status).toBe(status);
      const [after] = await test.db.select().from(savedConfigurations).where(eq(savedConfigurations.id, configuration.id));
      expect(after!.status).toBe(status);
    }
    const { body } = await test.call('GET', `/api/admin/orders/${orderId}`);
    expect(body.history.map((entry: { status: string; by: string }) => [entry.status, entry.by])).toEqual([
      ['pending', 'Erika Muster'],
      ['confirmed', test.adminName],
      ['in_production', test.adminName],
      ['completed', test.adminName],
    ]);
    expect(body.history[2].text).toBe('Status: Bestätigt → In Produktion');
    const mails = (await test.db.select().from(outbox).where(eq(outbox.recipient, user.email))).filter(
      (mail) => mail.topic === 'order-status',
    );
    // "In Produktion" was recorded without a mail: the office did not ask for one.
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Ihre Bestellung ${orderNumber}: Bestätigt`,
      `Ihre Bestellung ${orderNumber}: Abgeschlossen`,
    ]);
    expect(mails[0]!.textBody).toContain('Die Fertigung dauert etwa sechs Wochen.');
    expect(body.history.map((entry: { customerNotified: boolean }) => entry.customerNotified).slice(1)).toEqual([true, false, true]);
    expect(body.history[1]).toMatchObject({ customerNote: 'Die Fertigung dauert etwa sechs Wochen.' });
    const own = (await asCustomer(test, token, 'GET', '/api/customer/orders')).body[0];
    expect(own.status).toBe('completed');
    // The account shows the office's note with its change.
    expect(own.updates).toEqual([{ at: expect.any(String), status: 'confirmed', note: 'Die Fertigung dauert etwa sechs Wochen.' }]);
  });

  it('requires a reason to cancel, and refuses every change of a cancelled order', async () => {
    const { orderId, user } = await acceptedOrder();
    const noReason = await test.call('PUT', `/api/admin/orders/${orderId}/status`, { status: 'cancelled' });
    expect(noReason.status).toBe(400);
    expect(JSON.stringify(noReason.body)).toContain(orderMessages.cancelReason);
    const cancelled = await test.call('PUT', `/api/admin/orders/${orderId}/status`, {
      status: 'cancelled',
      reason: 'Kunde verzichtet',
      notifyCustomer: true,
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.history.at(-1).text).toBe('Status: In Bearbeitung → Storniert (Grund: Kunde verzichtet)');
    const [mail] = (await test.db.select().from(outbox).where(eq(outbox.recipient, user.email))).filter(
      (row) => row.topic === 'order-status',
    );
    expect(mail!.textBody).toContain('Grund: Kunde verzichtet');
    for (const status of orderStatuses) {
      const refused = await test.call('PUT', `/api/admin/orders/${orderId}/status`, { status, reason: 'nochmal' });
      expect(refused, status).toEqual({ status: 409, body: { error: orderMessages.transition } });
    }
    expect((await test.call('GET', `/api/admin/orders/${orderId}`)).body.history).toHaveLength(2);
  });

  it('follows the transition table for every pair of statuses', async () => {
    const { orderId } = await acceptedOrder();
    const results: string[] = [];
    for (const from of orderStatuses) {
      for (const to of orderStatuses) {
        await test.db.update(orders).set({ status: from }).where(eq(orders.id, orderId));
        const { status } = await test.call('PUT', `/api/admin/orders/${orderId}/status`, { status: to, reason: 'Test' });
        results.push(`${from}→${to}:${status}`);
        expect(status, `${from} → ${to}`).toBe(canMoveOrder(from, to) ? 200 : 409);
      }
    }
    expect(results.filter((result) => result.endsWith(':200'))).toHaveLength(7);
  });

  it('closes a confirmed order after its Abnahme directly, with one mail "Abgeschlossen" and none "In Produktion"', async () => {
    const { orderId, orderNumber, user } = await acceptedOrder();
    expect((await test.call('PUT', `/api/admin/orders/${orderId}/status`, { status: 'confirmed' })).status).toBe(200);
    const token = await acceptanceLink(test, orderId);
    const accept = new FormData();
    accept.set('answer', JSON.stringify({ accept: true, defects: [] }));
    expect((await test.request(`/api/acceptance/${token}`, { method: 'POST', body: accept })).status).toBe(200);

    const closed = await test.call('PUT', `/api/admin/orders/${orderId}/status`, { status: 'completed', notifyCustomer: true });
    expect(closed.status).toBe(200);
    expect(closed.body.history.at(-1).text).toBe('Status: Bestätigt → Abgeschlossen');
    const mails = (await test.db.select().from(outbox).where(eq(outbox.recipient, user.email))).filter(
      (mail) => mail.topic === 'order-status',
    );
    expect(mails.map((mail) => mail.subject)).toEqual([`Ihre Bestellung ${orderNumber}: Abgeschlossen`]);
  });

  it('lets one of two simultaneous changes win', async () => {
    const { orderId } = await acceptedOrder();
    const answers = await Promise.all([
      test.call('PUT', `/api/admin/orders/${orderId}/status`, { status: 'confirmed' }),
      test.call('PUT', `/api/admin/orders/${orderId}/status`, { status: 'cancelled', reason: 'Doppelt' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect((await test.call('GET', `/api/admin/orders/${orderId}`)).body.history).toHaveLength(2);
  });
});

describe('closing an order before its Montage', () => {
  it('asks first: "Abschließen" with the Montage ahead is a 409 naming its day, and goes through once the office confirms it', async () => {
    const { orderId } = await acceptedOrder();
    for (const status of ['confirmed', 'in_production']) await test.call('PUT', `/api/admin/orders/${orderId}/status`, { status });
    const montage = await test.call('POST', `/api/admin/orders/${orderId}/appointments`, {
      date: '2099-07-14',
      lastDate: '2099-07-15',
      from: '07:30',
      to: '16:00',
    });
    expect(montage.status).toBe(201);
    const details = await test.call('GET', `/api/admin/orders/${orderId}`);
    expect(details.body.montage).toEqual({ startsAt: '2099-07-14T05:30:00.000Z', endsAt: '2099-07-15T14:00:00.000Z' });

    const early = await test.call('PUT', `/api/admin/orders/${orderId}/status`, { status: 'completed' });
    expect(early.status).toBe(409);
    expect(early.body.error).toBe(orderMessages.montageAhead('Dienstag, 14. Juli 2099, 07:30 Uhr bis Mittwoch, 15. Juli 2099, 16:00 Uhr'));
    expect((await test.call('GET', `/api/admin/orders/${orderId}`)).body.status).toBe('in_production');

    const confirmed = await test.call('PUT', `/api/admin/orders/${orderId}/status`, { status: 'completed', beforeMontage: true });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.status).toBe('completed');
  });
});
