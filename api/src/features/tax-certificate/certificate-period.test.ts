import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminTestApiForFile } from '../../../testing/fixtures.ts';
import { pdfText } from '../../../testing/pdf-text.ts';
import { confirmedOrder } from '../../../testing/test-acceptance.ts';
import { appointments, orders } from '../../platform/db/schema.ts';
import { berlinDay, berlinInstant } from '../../shared/dates.ts';

const test = adminTestApiForFile();

/** A Montage of the order from `from` on its first day to `to` on its last (Berlin days and times). */
const montage = (orderId: number, first: string, last: string, status: 'booked' | 'cancelled' = 'booked') => ({
  kind: 'montage' as const,
  orderId,
  status,
  startsAt: berlinInstant(first, '07:30'),
  endsAt: berlinInstant(last, '16:00'),
  uid: `montage-${orderId}-${first}-${status}@test`,
  createdBy: 'admin',
});

describe('the period of the § 35c EStG certificate', () => {
  it('runs from the first to the last Montage day, a cancelled Montage left out', async () => {
    const { orderId } = await confirmedOrder(test);
    const [row] = await test.db.select().from(orders).where(eq(orders.id, orderId));
    await test.db
      .update(orders)
      .set({ lines: row!.lines.map((line) => (line.title === 'Montage' ? { ...line, labour: true } : line)) })
      .where(eq(orders.id, orderId));
    await test.db
      .insert(appointments)
      .values([
        montage(orderId, '2026-11-16', '2026-11-16'),
        montage(orderId, '2026-11-18', '2026-11-19'),
        montage(orderId, '2026-11-25', '2026-11-25', 'cancelled'),
      ]);
    expect((await test.call('PUT', `/api/admin/orders/${orderId}/status`, { status: 'completed' })).status).toBe(200);
    const invoice = (await test.call('POST', `/api/admin/orders/${orderId}/invoices`, { kind: 'final' })).body;
    const paid = await test.call('POST', `/api/admin/invoices/${invoice.id}/payments`, {
      amount: invoice.amountDue,
      date: berlinDay(new Date()),
    });
    expect(paid.status).toBe(201);
    const details = await test.call('PUT', `/api/admin/orders/${orderId}/tax-certificate`, { buildingYear: 1978, ownerOccupied: true });
    expect(details.status).toBe(200);

    const response = await test.request(`/api/admin/orders/${orderId}/tax-certificate`, {
      headers: { Authorization: `Bearer ${test.adminToken}` },
    });
    expect(response.status).toBe(200);
    const text = pdfText(Buffer.from(await response.arrayBuffer())).replace(/ *\n */g, ' ');
    expect(text).toContain('Zeitraum der Durchführung 16.11.2026 bis 19.11.2026');
  });
});
