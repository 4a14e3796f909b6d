import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadHistory, leads } from '../../platform/db/schema.ts';
import type { LeadDetailJson } from './contract/leads-admin.ts';
import { createTestApi, type TestApi } from '../../../testing/test-api.ts';
import { insertLeads, leadValues } from '../../../testing/test-leads.ts';
import { createTestUser } from '../../../testing/test-users.ts';

let test: TestApi;
let token: string;
let adminName: string;

beforeAll(async () => {
  test = await createTestApi();
  const admin = await createTestUser(test.db, { role: 'admin' });
  token = admin.token;
  adminName = admin.user.username;
});
afterAll(() => test.cleanup());

const asAdmin = (path: string, init: RequestInit & { json?: unknown } = {}) =>
  test.request(path, { ...init, headers: { Authorization: `Bearer ${token}`, ...(init.headers as Record<string, string>) } });

async function oneLead(overrides: Parameters<typeof leadValues>[0] = {}) {
  return (await insertLeads(test.db, [leadValues(overrides)]))[0]!;
}

describe('/api/admin/leads/{id}', () => {
  it('shows a lead with configuration, consents and its history; a status change is recorded with the admin', async () => {
    const lead = await oneLead({
      marketingConsent: true,
      marketingConsentAt: new Date('2026-03-01T10:00:00Z'),
      marketingConsentVersion: '2026-11-01',
      configuration: [
        {
          productId: 1,
          productName: 'Kunststofffenster',
          options: [
            { id: 2, category: 'Farbe', name: 'Weiß', price: 0 },
            { id: 3, key: 'farbe_und_dekore', category: 'Farbe und Dekore', name: 'Nussbaum', price: 2682, colorCode: '#5B3A22' },
          ],
          breite: 100,
          hoehe: 120,
          menge: 2,
          unitPrice: 15600,
          totalPrice: 31200,
        },
      ],
    });
    const changed = await asAdmin(`/api/admin/leads/${lead.id}/status`, { method: 'PUT', json: { status: 'in_bearbeitung' } });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toEqual({ id: lead.id, status: 'in_bearbeitung' });

    const detail = (await (await asAdmin(`/api/admin/leads/${lead.id}`)).json()) as LeadDetailJson;
    expect(detail).toMatchObject({ id: lead.id, status: 'in_bearbeitung', marketing_ok: true, datenschutz: true });
    expect(detail.configuration).toEqual([
      {
        productName: 'Kunststofffenster',
        // Lines stored before the drawing came have no key and no colour code; newer ones keep both.
        options: [
          { category: 'Farbe', name: 'Weiß', price: 0 },
          { key: 'farbe_und_dekore', category: 'Farbe und Dekore', name: 'Nussbaum', price: 2682, colorCode: '#5B3A22' },
        ],
        breite: 100,
        hoehe: 120,
        menge: 2,
        unitPrice: 15600,
        totalPrice: 31200,
      },
    ]);
    expect(detail.consents).toEqual({
      privacyAt: lead.privacyConsentAt.toISOString(),
      privacyVersion: '2026-11-01',
      marketingAt: '2026-03-01T10:00:00.000Z',
      marketingVersion: '2026-11-01',
    });
    expect(detail.history.map(({ kind, by, text }) => ({ kind, by, text }))).toEqual([
      { kind: 'created', by: 'Angebotsstrecke', text: `Anfrage ${lead.reference} eingegangen` },
      { kind: 'status', by: adminName, text: 'Status: Offen → In Bearbeitung' },
    ]);
  });

  it('adds notes of 1 to 5000 characters to the history: 201', async () => {
    const lead = await oneLead();
    const added = await asAdmin(`/api/admin/leads/${lead.id}/notes`, { method: 'POST', json: { text: '  Rückruf am Montag  ' } });
    expect(added.status).toBe(201);
    expect(await added.json()).toMatchObject({ kind: 'note', by: adminName, text: 'Rückruf am Montag' });
    expect((await asAdmin(`/api/admin/leads/${lead.id}/notes`, { method: 'POST', json: { text: 'x'.repeat(5000) } })).status).toBe(201);
    const tooLong = await asAdmin(`/api/admin/leads/${lead.id}/notes`, { method: 'POST', json: { text: 'x'.repeat(5001) } });
    expect(await tooLong.json()).toEqual({
      error: 'Bitte prüfen Sie Ihre Eingaben.',
      issues: { text: ['Die Notiz darf höchstens 5000 Zeichen lang sein.'] },
    });
    const blank = await asAdmin(`/api/admin/leads/${lead.id}/notes`, { method: 'POST', json: { text: '   ' } });
    expect(blank.status).toBe(400);
    expect((await blank.json()).issues).toEqual({ text: ['Bitte geben Sie eine Notiz ein.'] });
    const history = (await (await asAdmin(`/api/admin/leads/${lead.id}`)).json()) as LeadDetailJson;
    expect(history.history.filter((entry) => entry.kind === 'note')).toHaveLength(2);
  });

  it('refuses an unknown status, a non-numeric id (400) and an unknown id (404), in German', async () => {
    const lead = await oneLead();
    const wrong = await asAdmin(`/api/admin/leads/${lead.id}/status`, { method: 'PUT', json: { status: 'erledigt' } });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({
      error: 'Bitte prüfen Sie Ihre Eingaben.',
      issues: { status: ['Unbekannter Status. Erlaubt sind offen, in_bearbeitung und abgeschlossen.'] },
    });
    for (const [method, path] of [
      ['GET', '/api/admin/leads/abc'],
      ['PUT', '/api/admin/leads/1.5/status'],
      ['DELETE', '/api/admin/leads/-3'],
      ['POST', '/api/admin/leads/0/notes'],
    ] as const) {
      const response = await asAdmin(path, {
        method,
        ...(method === 'PUT' ? { json: { status: 'offen' } } : method === 'POST' ? { json: { text: 'x' } } : {}),
      });
      expect(response.status, `${method} ${path}`).toBe(400);
      // GET takes the reference too, so its parameter is named key.
      expect((await response.json()).issues, path).toEqual({
        [method === 'GET' ? 'key' : 'id']: ['Die Nummer muss eine ganze Zahl ab 1 sein.'],
      });
    }
    for (const [method, path, json] of [
      ['GET', '/api/admin/leads/999999', undefined],
      ['PUT', '/api/admin/leads/999999/status', { status: 'offen' }],
      ['POST', '/api/admin/leads/999999/notes', { text: 'x' }],
      ['DELETE', '/api/admin/leads/999999', undefined],
      // A well-formed number is looked up however large; no record means 404, not a 400 about its form.
      ['PUT', '/api/admin/leads/99999999/status', { status: 'offen' }],
      ['GET', '/api/admin/leads/999999999999999', undefined],
    ] as const) {
      const response = await asAdmin(path, { method, ...(json ? { json } : {}) });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(await response.json()).toEqual({ error: 'Diesen Lead gibt es nicht (mehr).' });
    }
    const broken = await asAdmin(`/api/admin/leads/${lead.id}/status`, {
      method: 'PUT',
      body: '{kaputt',
      headers: { 'Content-Type': 'application/json', 'Content-Length': '7' },
    });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ error: 'Die Anfrage enthält kein gültiges JSON.' });
  });

  it('deletes a lead for good, with its notes and history', async () => {
    const lead = await oneLead();
    await asAdmin(`/api/admin/leads/${lead.id}/notes`, { method: 'POST', json: { text: 'Notiz' } });
    const deleted = await asAdmin(`/api/admin/leads/${lead.id}`, { method: 'DELETE' });
    expect(deleted.status).toBe(200);
    expect(await test.db.select().from(leads).where(eq(leads.id, lead.id))).toEqual([]);
    expect(await test.db.select().from(leadHistory).where(eq(leadHistory.leadId, lead.id))).toEqual([]);
    expect((await asAdmin(`/api/admin/leads/${lead.id}`)).status).toBe(404);
  });

  it('sets the status of the selected leads at once, and deletes them at once', async () => {
    const rows = await insertLeads(test.db, [leadValues(), leadValues(), leadValues()]);
    const ids = rows.map((row) => row.id);
    const status = await asAdmin('/api/admin/leads/bulk', { method: 'POST', json: { action: 'status', ids, status: 'abgeschlossen' } });
    expect(await status.json()).toEqual({ updated: 3, status: 'abgeschlossen' });
    const stored = await test.db.select({ status: leads.status }).from(leads).where(eq(leads.id, ids[0]!));
    expect(stored).toEqual([{ status: 'abgeschlossen' }]);
    expect(await test.db.select().from(leadHistory).where(eq(leadHistory.leadId, ids[2]!))).toHaveLength(1);
    const removed = await asAdmin('/api/admin/leads/bulk', { method: 'POST', json: { action: 'delete', ids: [...ids, 999999] } });
    expect(await removed.json()).toEqual({ deleted: 3 });
    for (const json of [
      { action: 'delete', ids: [] },
      { action: 'delete', ids: Array.from({ length: 101 }, (_, i) => i + 1) },
      { action: 'status', ids: [1], status: 'neu' },
      { action: 'archivieren', ids: [1] },
    ]) {
      const response = await asAdmin('/api/admin/leads/bulk', { method: 'POST', json });
      expect(response.status, JSON.stringify(json).slice(0, 40)).toBe(400);
      expect((await response.json()).error).toBe('Bitte prüfen Sie Ihre Eingaben.');
    }
  });
});
