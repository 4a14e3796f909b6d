import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { contactMessages, leads } from '../../platform/db/schema.ts';
import { berlinDay, berlinDayStart } from '../../shared/dates.ts';
import { createAdminTestApi, type AdminTestApi } from '../../../testing/test-admin.ts';
import { insertLeads, leadValues } from '../../../testing/test-leads.ts';
import type { DashboardJson, LeadDetailJson, WorkspaceCountsJson } from './contract/leads-admin.ts';

const HOUR = 3_600_000;
let test: AdminTestApi;
let fresh: number;
let waiting: number;
let answered: number;
let freshReference: string;

beforeAll(async () => {
  test = await createAdminTestApi();
  const now = Date.now();
  const rows = await insertLeads(test.db, [
    // Two hours old, but never before today's Berlin midnight: "neu-heute" counts from there, also at 00:30.
    leadValues({ vorname: 'Frisch', createdAt: new Date(Math.max(now - 2 * HOUR, berlinDayStart(berlinDay(now)))) }),
    leadValues({ vorname: 'Wartend', createdAt: new Date(now - 30 * HOUR) }),
    leadValues({
      vorname: 'Beantwortet',
      createdAt: new Date(now - 50 * HOUR),
      firstAnsweredAt: new Date(now - 40 * HOUR),
      openedAt: new Date(now - 45 * HOUR),
    }),
  ]);
  [fresh, waiting, answered] = rows.map((row) => row.id) as [number, number, number];
  freshReference = rows[0]!.reference;
  await test.db.insert(contactMessages).values({
    reference: 'K-AAAAAA',
    salutation: 'herr',
    name: 'Max Kontakt',
    email: 'max@example.de',
    subject: 'beratung',
    message: 'Hallo',
    privacyConsentAt: new Date(),
    privacyConsentVersion: '1',
  });
});
afterAll(() => test.cleanup());

const counts = async () => (await test.call('GET', '/api/admin/counts')).body as WorkspaceCountsJson;
const view = async (name: string) =>
  ((await test.call('GET', `/api/admin/dashboard?view=${name}`)).body as DashboardJson).leads.leads.map((lead) => lead.vorname);

describe('the workspace: new, overdue, opened, answered', () => {
  it('counts new leads and messages and the leads waiting longer than 24 hours', async () => {
    expect(await counts()).toEqual({ newLeads: 2, newMessages: 1, overdueLeads: 1 });
    const dashboard = (await test.call('GET', '/api/admin/dashboard')).body as DashboardJson;
    expect(dashboard.counters).toMatchObject({ overdue: 1, unread: 2 });
  });

  it('offers the one-click views "neu-heute", "ueberfaellig" and "ungelesen", and refuses others in German', async () => {
    expect(await view('ueberfaellig')).toEqual(['Wartend']);
    expect(await view('ungelesen')).toEqual(['Frisch', 'Wartend']);
    expect(await view('neu-heute')).toContain('Frisch');
    expect(await view('neu-heute')).not.toContain('Beantwortet');
    const refused = await test.call('GET', '/api/admin/dashboard?view=alle');
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('Unbekannte Ansicht');
  });

  it('finds a lead by its reference, as the notification mail links it', async () => {
    const byReference = await test.call('GET', `/api/admin/leads/${freshReference}`);
    expect(byReference.status).toBe(200);
    expect((byReference.body as LeadDetailJson).id).toBe(fresh);
    expect((await test.call('GET', '/api/admin/leads/A-NICHTS')).status).toBe(404);
    expect((await test.call('GET', '/api/admin/leads/irgendwas')).status).toBe(400);
  });

  it('marks a lead opened once, with who opened it in its history, and the sidebar count follows', async () => {
    const first = await test.call('POST', `/api/admin/leads/${fresh}/opened`);
    const second = await test.call('POST', `/api/admin/leads/${fresh}/opened`);
    expect([first.body.first, second.body.first]).toEqual([true, false]);
    const detail = (await test.call('GET', `/api/admin/leads/${fresh}`)).body as LeadDetailJson;
    expect(detail.opened).toBe(true);
    expect(detail.history.filter((entry) => entry.kind === 'opened')).toEqual([
      expect.objectContaining({ by: test.adminName, text: 'Anfrage geöffnet' }),
    ]);
    expect((await counts()).newLeads).toBe(1);
    expect((await test.call('POST', '/api/admin/leads/999999/opened')).status).toBe(404);
  });

  it('takes a status beyond "offen" as the first answer: the lead is no longer overdue, and a later change keeps the time', async () => {
    await test.call('PUT', `/api/admin/leads/${waiting}/status`, { status: 'in_bearbeitung' });
    const [row] = await test.db.select().from(leads).where(eq(leads.id, waiting));
    expect(row!.firstAnsweredAt).not.toBeNull();
    expect(row!.openedAt).not.toBeNull();
    expect((await counts()).overdueLeads).toBe(0);
    await test.call('PUT', `/api/admin/leads/${waiting}/status`, { status: 'abgeschlossen' });
    const [later] = await test.db.select().from(leads).where(eq(leads.id, waiting));
    expect(later!.firstAnsweredAt).toEqual(row!.firstAnsweredAt);
    const [other] = await test.db.select().from(leads).where(eq(leads.id, answered));
    expect(other!.firstAnsweredAt!.getTime()).toBeLessThan(row!.firstAnsweredAt!.getTime());
  });

  it('marks a message read, and the sidebar count follows', async () => {
    const [message] = await test.db.select().from(contactMessages);
    expect((await test.call('POST', `/api/admin/messages/${message!.id}/opened`)).status).toBe(200);
    expect((await counts()).newMessages).toBe(0);
    expect((await test.call('POST', '/api/admin/messages/999999/opened')).status).toBe(404);
  });
});
