import { describe, expect, it } from 'vitest';
import { adminTestApiForFile } from '../../../testing/fixtures.ts';
import { insertLeads, leadValues } from '../../../testing/test-leads.ts';
import { createTestUser } from '../../../testing/test-users.ts';

const test = adminTestApiForFile();

describe('"Wie kam der Kunde zu uns?": the owner\'s list and the lead\'s answer', () => {
  it("offers the six answers at first, takes the owner's own list, and a lead keeps the answer chosen from it", async () => {
    expect((await test.call('GET', '/api/admin/settings/lead-origins')).body).toEqual({
      choices: ['Empfehlung', 'Telefon', 'Google', 'Anzeige', 'Bestandskunde', 'Sonstiges'],
    });
    const saved = await test.call('PUT', '/api/admin/settings/lead-origins', { choices: ['Empfehlung', ' Messe Hamburg ', 'Telefon'] });
    expect(saved.status).toBe(200);
    expect(saved.body.choices).toEqual(['Empfehlung', 'Messe Hamburg', 'Telefon']);

    // Sales reads the list on the lead page but does not change it.
    const sales = await createTestUser(test.db, { role: 'vertrieb' });
    const asSales = (method: string, json?: unknown) =>
      test.request('/api/admin/settings/lead-origins', {
        method,
        headers: { Authorization: `Bearer ${sales.token}` },
        ...(json ? { json } : {}),
      });
    expect(await (await asSales('GET')).json()).toEqual({ choices: ['Empfehlung', 'Messe Hamburg', 'Telefon'] });
    expect((await asSales('PUT', { choices: ['Flyer'] })).status).toBe(403);

    const [lead] = await insertLeads(test.db, [leadValues({ source: 'kundenkonto' })]);
    expect((await test.call('PUT', `/api/admin/leads/${lead!.id}/origin`, { origin: 'Messe Hamburg' })).status).toBe(200);
    const detail = await test.call('GET', `/api/admin/leads/${lead!.id}`);
    expect(detail.body.attribution).toEqual({ origin: 'Messe Hamburg', landingPath: null, referrerHost: null });
  });

  it('refuses an empty list, a doubled answer and more than 20 in German', async () => {
    for (const choices of [[], ['Google', 'Google'], Array.from({ length: 21 }, (_, index) => `Quelle ${index}`), ['']]) {
      const answer = await test.call('PUT', '/api/admin/settings/lead-origins', { choices });
      expect(answer.status, JSON.stringify(choices)).toBe(400);
      expect(JSON.stringify(answer.body)).toContain('Bitte geben Sie 1 bis 20 verschiedene Antworten an');
    }
  });
});
