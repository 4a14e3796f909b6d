import { existsSync, readdirSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminTestApiForFile } from '../../../testing/fixtures.ts';
import { acceptanceLink, confirmedOrder, photoFile } from '../../../testing/test-acceptance.ts';
import { acceptanceDefects, acceptancePhotos, workAcceptances } from '../../platform/db/schema.ts';
import { acceptanceFolder } from './acceptance-files.ts';
import { applyDeemedAcceptances } from './request-acceptance.ts';

const test = adminTestApiForFile();

/** The customer's answer through the link as the page sends it: the JSON part and a photo per defect. */
async function answer(token: string, accept: boolean, defect = 'Fenster schließt nicht dicht') {
  const data = new FormData();
  data.set('answer', JSON.stringify({ accept, defects: accept ? [] : [{ text: defect, photos: ['photo-0'] }] }));
  if (!accept) data.set('photo-0', await photoFile(120));
  return test.request(`/api/acceptance/${token}`, { method: 'POST', body: data });
}

const stored = async (orderId: number) => ({
  acceptance: (await test.db.select().from(workAcceptances).where(eq(workAcceptances.orderId, orderId)))[0]!,
  defects: await test.db.select().from(acceptanceDefects).where(eq(acceptanceDefects.orderId, orderId)),
  photos: await test.db.select().from(acceptancePhotos).where(eq(acceptancePhotos.orderId, orderId)),
  files: existsSync(acceptanceFolder(test.config.UPLOAD_DIR, orderId))
    ? readdirSync(acceptanceFolder(test.config.UPLOAD_DIR, orderId))
    : [],
});

describe('the answer through the "Abnahme verlangen" link counts once', () => {
  it('stores one set of defects of six sent at the same time, and refuses the other five', async () => {
    const { orderId } = await confirmedOrder(test);
    const token = await acceptanceLink(test, orderId);
    const answers = await Promise.all(Array.from({ length: 6 }, (_, index) => answer(token, false, `Mangel ${index}`)));
    expect(answers.map((response) => response.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const { acceptance, defects, photos, files } = await stored(orderId);
    expect(acceptance.state).toBe('defects_named');
    expect(defects).toHaveLength(1);
    expect(photos).toEqual([expect.objectContaining({ defectId: defects[0]!.id })]);
    // The refused answers' photos are removed again.
    expect(files).toEqual([photos[0]!.file]);
  });

  it('keeps the order consistent when accepting and naming defects race: accepted without defects, or defects without Abnahme', async () => {
    const { orderId } = await confirmedOrder(test);
    const token = await acceptanceLink(test, orderId);
    const answers = await Promise.all([answer(token, false), answer(token, true), answer(token, false), answer(token, true)]);
    expect(answers.filter((response) => response.status === 200)).toHaveLength(1);
    const { acceptance, defects, files } = await stored(orderId);
    const consistent =
      acceptance.state === 'accepted'
        ? { state: 'accepted', defects: 0, files: 0, acceptedOn: expect.any(String) }
        : { state: 'defects_named', defects: 1, files: 1, acceptedOn: null };
    expect({ state: acceptance.state, defects: defects.length, files: files.length, acceptedOn: acceptance.acceptedOn }).toEqual(
      consistent,
    );
  });

  it('opens nothing once the order is cancelled: no answer, no deemed acceptance', async () => {
    const { orderId } = await confirmedOrder(test);
    const token = await acceptanceLink(test, orderId);
    const cancelled = await test.call('PUT', `/api/admin/orders/${orderId}/status`, { status: 'cancelled', reason: 'Kunde verzichtet' });
    expect(cancelled.status).toBe(200);
    expect((await test.request(`/api/acceptance/${token}`)).status).toBe(404);
    const accepted = await answer(token, true);
    expect(accepted.status).toBe(404);
    expect(await accepted.json()).toMatchObject({ error: 'Dieser Link ist ungültig oder die Abnahme ist bereits erledigt.' });
    await applyDeemedAcceptances(test.db, new Date(Date.now() + 60 * 24 * 60 * 60 * 1000));
    expect((await stored(orderId)).acceptance).toMatchObject({ state: 'requested', acceptedOn: null });
  });
});
