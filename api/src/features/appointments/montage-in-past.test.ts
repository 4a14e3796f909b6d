import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminTestApiForFile } from '../../../testing/fixtures.ts';
import { confirmedOrder } from '../../../testing/test-acceptance.ts';
import { appointments, outbox } from '../../platform/db/schema.ts';
import { addDays, berlinDay } from '../../shared/dates.ts';

const test = adminTestApiForFile();

const yesterday = () => addDays(berlinDay(new Date()), -1);
const montageMails = async () => (await test.db.select().from(outbox)).filter((mail) => mail.subject.includes('Montage'));

describe('a Montage on a day that is over', () => {
  it('is refused in German unless the office confirms it records a past date; then it is booked', async () => {
    const { orderId } = await confirmedOrder(test);
    const body = { date: yesterday(), from: '07:30', to: '16:00', note: '' };
    const mailsBefore = (await montageMails()).length;
    const refused = await test.call('POST', `/api/admin/orders/${orderId}/appointments`, body);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatch(
      /^Der Termin \(.+\) liegt in der Vergangenheit\. Bitte bestätigen Sie, dass Sie einen vergangenen Termin nachtragen\.$/,
    );
    expect(await test.db.select().from(appointments).where(eq(appointments.orderId, orderId))).toEqual([]);
    expect(await montageMails()).toHaveLength(mailsBefore);

    const recorded = await test.call('POST', `/api/admin/orders/${orderId}/appointments`, { ...body, pastConfirmed: true });
    expect(recorded.status).toBe(201);
  });

  it('is refused when an appointment is moved into the past without saying so', async () => {
    const { orderId } = await confirmedOrder(test);
    const ahead = await test.call('POST', `/api/admin/orders/${orderId}/appointments`, {
      date: addDays(berlinDay(new Date()), 3),
      from: '07:30',
      to: '16:00',
    });
    expect(ahead.status).toBe(201);
    const moved = await test.call('PUT', `/api/admin/appointments/${ahead.body.id}`, { date: yesterday(), from: '07:30', to: '16:00' });
    expect(moved.status).toBe(409);
    expect(moved.body.error).toContain('liegt in der Vergangenheit');
  });
});
