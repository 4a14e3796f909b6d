import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminTestApiForFile } from '../../../testing/fixtures.ts';
import { acceptanceLink, confirmedOrder, photoFile } from '../../../testing/test-acceptance.ts';
import { acceptanceDefects, acceptancePhotos, appointments, orders, workAcceptances } from '../../platform/db/schema.ts';
import { berlinDay, germanDay } from '../../shared/dates.ts';

const test = adminTestApiForFile();

/** The fitter's record as the form sends it: one defect naming the given photo parts, two signatures. */
async function record(orderId: number, acceptedOn: string, photos = ['photo-0']) {
  const data = new FormData();
  data.set(
    'record',
    JSON.stringify({
      acceptedOn,
      place: 'Hamburg',
      present: 'Erika Muster, Max Monteur',
      installedLines: [0],
      defects: [{ text: 'Kratzer im Rahmen', lineIndex: null, fixBy: null, photos }],
      reservations: '',
      customerSigner: 'Erika Muster',
      fitterName: 'Max Monteur',
    }),
  );
  data.set('photo-0', await photoFile(80));
  data.set('customerSignature', await photoFile(10));
  data.set('fitterSignature', await photoFile(20));
  const response = await test.request(`/api/admin/orders/${orderId}/acceptance`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${test.adminToken}` },
    body: data,
  });
  return { status: response.status, body: await response.json() };
}

const stored = async (orderId: number) => ({
  acceptances: await test.db.select().from(workAcceptances).where(eq(workAcceptances.orderId, orderId)),
  photos: await test.db.select().from(acceptancePhotos).where(eq(acceptancePhotos.orderId, orderId)),
});

describe('the day of the Abnahme', () => {
  it('refuses a day in the future, also one a stored warranty end could not be written for', async () => {
    const { orderId } = await confirmedOrder(test);
    for (const day of ['2030-06-01', '9999-12-31']) {
      const answer = await record(orderId, day);
      expect(answer).toEqual({
        status: 400,
        body: expect.objectContaining({ error: 'Das Datum der Abnahme darf nicht in der Zukunft liegen.' }),
      });
    }
    expect((await stored(orderId)).acceptances).toEqual([]);
  });

  it('refuses a day before the order, and takes today', async () => {
    const { orderId } = await confirmedOrder(test);
    const [order] = await test.db
      .update(orders)
      .set({ createdAt: new Date('2026-10-01T10:00:00Z') })
      .where(eq(orders.id, orderId))
      .returning();
    const before = await record(orderId, '2026-09-30');
    expect(before).toMatchObject({
      status: 400,
      body: { error: `Das Datum der Abnahme darf nicht vor dem Auftrag vom ${germanDay(berlinDay(order!.createdAt))} liegen.` },
    });
    const today = berlinDay(new Date());
    expect(await record(orderId, today)).toMatchObject({ status: 201, body: { acceptedOn: today } });
  });
});

describe('the photos of a defect', () => {
  it('refuses a record that names one photo part more than once, on site and through the link', async () => {
    const { orderId } = await confirmedOrder(test);
    const twice = await record(
      orderId,
      berlinDay(new Date()),
      Array.from({ length: 6 }, () => 'photo-0'),
    );
    expect(twice.status).toBe(400);
    expect(JSON.stringify(twice.body)).toContain('Jedes Foto kann nur einmal angegeben werden.');

    const token = await acceptanceLink(test, orderId);
    const data = new FormData();
    data.set(
      'answer',
      JSON.stringify({
        accept: false,
        defects: Array.from({ length: 20 }, () => ({ text: 'Mangel', photos: Array.from({ length: 6 }, () => 'photo-0') })),
      }),
    );
    data.set('photo-0', await photoFile(50));
    const linked = await test.request(`/api/acceptance/${token}`, { method: 'POST', body: data });
    expect(linked.status).toBe(400);
    expect((await stored(orderId)).photos).toEqual([]);
  });
});

describe('the repair appointment of a defect', () => {
  it("takes one of the order's appointments and refuses an unknown one and another order's with a German 400", async () => {
    const { orderId } = await confirmedOrder(test);
    const other = await confirmedOrder(test);
    expect((await record(orderId, berlinDay(new Date()))).status).toBe(201);
    const [defect] = await test.db.select().from(acceptanceDefects).where(eq(acceptanceDefects.orderId, orderId));
    const appointment = (orderOfIt: number) => ({
      kind: 'montage' as const,
      orderId: orderOfIt,
      startsAt: new Date(Date.now() + 86_400_000),
      endsAt: new Date(Date.now() + 90_000_000),
      uid: `${orderOfIt}-${Math.random()}@test`,
      createdBy: 'admin',
    });
    const [own] = await test.db.insert(appointments).values(appointment(orderId)).returning();
    const [foreign] = await test.db.insert(appointments).values(appointment(other.orderId)).returning();
    const put = (appointmentId: number) =>
      test.call('PUT', `/api/admin/orders/${orderId}/defects/${defect!.id}`, { state: 'open', appointmentId });

    for (const wrong of [999_999, foreign!.id])
      expect(await put(wrong)).toMatchObject({ status: 400, body: { error: 'Diesen Termin gibt es zu diesem Auftrag nicht.' } });
    const taken = await put(own!.id);
    expect(taken.status).toBe(200);
    expect(taken.body.acceptance.defects[0].appointmentId).toBe(own!.id);
  });
});
