import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { funnelEvents } from '../../platform/db/schema.ts';
import type { DashboardJson } from './contract/leads-admin.ts';
import { createTestApi, type TestApi } from '../../../testing/test-api.ts';
import { insertLeads, leadValues } from '../../../testing/test-leads.ts';
import { createTestUser } from '../../../testing/test-users.ts';

let test: TestApi;
let token: string;
const HOUR = 3600_000;
const now = Date.now();

beforeAll(async () => {
  test = await createTestApi();
  token = (await createTestUser(test.db, { role: 'admin' })).token;
  await insertLeads(test.db, [
    leadValues({
      vorname: 'Jürgen',
      nachname: 'MÜLLER',
      email: 'jm@example.de',
      plz: '22765',
      produkte: ['fenster', 'rollladen'],
      createdAt: new Date(now - 1 * HOUR),
    }),
    leadValues({
      vorname: 'Özlem',
      nachname: 'Şahin',
      email: 'oezlem@example.de',
      plz: '10115',
      projektart: 'neubau',
      produkte: ['haustuer'],
      createdAt: new Date(now - 2 * HOUR),
    }),
    leadValues({
      vorname: 'Anna',
      nachname: 'Schmidt',
      email: 'anna_s@example.de',
      plz: '80331',
      projektart: 'anbau',
      produkte: ['dachfenster'],
      source: 'konfigurator',
      status: 'in_bearbeitung',
      createdAt: new Date('2026-03-10T10:00:00Z'),
    }),
    leadValues({ vorname: 'Else', nachname: 'Größe', email: 'else@example.de', createdAt: new Date('2025-06-01T10:00:00Z') }),
    leadValues({
      vorname: 'Otto',
      nachname: 'Fertig',
      email: 'otto@example.de',
      status: 'abgeschlossen',
      // Closed in the back office: answered and opened then (lead-changes.ts sets both).
      firstAnsweredAt: new Date('2026-03-12T08:00:00Z'),
      openedAt: new Date('2026-03-12T08:00:00Z'),
      createdAt: new Date('2026-03-11T23:30:00Z'),
    }),
    ...Array.from({ length: 30 }, (_, index) =>
      leadValues({
        vorname: 'Serie',
        nachname: `Nummer${String(index).padStart(2, '0')}`,
        email: `serie${index}@example.de`,
        createdAt: new Date('2025-01-01T00:00:00Z'),
      }),
    ),
  ]);
  await test.db.insert(funnelEvents).values([
    { sessionId: 'aaaaaaaa1', step: 1, action: 'started', choices: {}, utmParams: {} },
    { sessionId: 'aaaaaaaa1', step: 7, action: 'completed', choices: {}, utmParams: {} },
    { sessionId: 'aaaaaaaa2', step: 1, action: 'started', choices: {}, utmParams: {} },
    { sessionId: 'aaaaaaaa2', step: 1, action: 'abandoned', choices: {}, utmParams: {} },
  ]);
});
afterAll(() => test.cleanup());

async function dashboard(query = '') {
  return test.request(`/api/admin/dashboard${query}`, { headers: { Authorization: `Bearer ${token}` } });
}
async function names(query: string) {
  const response = await dashboard(query);
  expect(response.status).toBe(200);
  const body = (await response.json()) as DashboardJson;
  return body.leads.leads.map((lead) => lead.vorname);
}

describe('GET /api/admin/dashboard', () => {
  it('answers in the spec shape: a page of leads in the spec names, counters and funnel stats', async () => {
    const response = await dashboard();
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as DashboardJson;
    expect(body.leads).toMatchObject({ total: 34, page: 1, pageSize: 25 });
    expect(body.leads.leads).toHaveLength(25);
    expect(Object.keys(body.leads.leads[0]!).sort()).toEqual(
      [
        'id',
        'reference',
        'vorname',
        'nachname',
        'email',
        'telefon',
        'plz',
        'projektart',
        'produkte',
        'material',
        'verglasung',
        'montage',
        'zeitraum',
        'dimensions',
        'nachricht',
        'utm_params',
        'datenschutz',
        'marketing_ok',
        'status',
        'source',
        'created_at',
        'opened',
        'new_answer',
        'first_answered_at',
        // The person who looks after it (issue 21), beside the spec's fields.
        'assignee',
      ].sort(),
    );
    expect(body.leads.leads[0]).toMatchObject({
      vorname: 'Jürgen',
      produkte: ['fenster', 'rollladen'],
      created_at: new Date(now - HOUR).toISOString(),
    });
    expect(body.counters).toEqual({
      total: 34,
      today: expect.any(Number),
      newestAt: new Date(now - HOUR).toISOString(),
      overdue: 32,
      unread: 34,
    });
    // Jürgen (an hour ago) and Özlem (two hours ago) count as today if their Berlin calendar day is today's:
    // just after midnight one or both of them came in yesterday.
    const berlinDay = (time: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(time);
    const expectedToday = [now - HOUR, now - 2 * HOUR].filter((time) => berlinDay(time) === berlinDay(Date.now())).length;
    expect(body.counters.today).toBe(expectedToday);
    expect(body.funnelStats.totalSessions).toBe(2);
    expect(body.funnelStats.completedSessions).toBe(1);
    // aaaaaaaa2 went back a moment ago: still running, not abandoned (docs/domain.md).
    expect(body.funnelStats.stepStats[0]).toEqual({ step: 1, started: 2, completed: 0, abandoned: 0 });
    expect(body.funnelStats.runningSessions).toBe(1);
    expect(body.funnelStats.stepStats).toHaveLength(7);
  });

  it('hides completed leads unless the checkbox or the status asks for them', async () => {
    expect(await names('?pageSize=100')).not.toContain('Otto');
    expect(await names('?pageSize=100&showCompleted=true')).toContain('Otto');
    expect(await names('?status=abgeschlossen')).toEqual(['Otto']);
    expect(await names('?status=in_bearbeitung')).toEqual(['Anna']);
  });

  it('searches name, e-mail, PLZ and reference without regard to case, umlauts included', async () => {
    expect(await names('?q=müller')).toEqual(['Jürgen']);
    expect(await names(`?q=${encodeURIComponent('JÜRGEN')}`)).toEqual(['Jürgen']);
    expect(await names('?q=%C3%96ZLEM')).toEqual(['Özlem']);
    expect(await names(`?q=${encodeURIComponent('GRÖSSE')}`)).toEqual(['Else']);
    expect(await names(`?q=${encodeURIComponent('größe')}`)).toEqual(['Else']);
    expect(await names('?q=80331')).toEqual(['Anna']);
    expect(await names('?q=jürgen%20müller')).toEqual(['Jürgen']);
    // % and _ are letters here, not wildcards.
    expect(await names('?q=anna_')).toEqual(['Anna']);
    expect(await names('?q=%25')).toEqual([]);
    const reference = ((await (await dashboard('?q=anna')).json()) as DashboardJson).leads.leads[0]!.reference;
    expect(await names(`?q=${reference.toLowerCase()}`)).toEqual(['Anna']);
  });

  it('filters by project, by any of several products, by source and by Berlin calendar days', async () => {
    expect(await names('?projektart=neubau')).toEqual(['Özlem']);
    expect(await names('?projektart=neubau,anbau')).toEqual(['Özlem', 'Anna']);
    expect(await names('?produkte=rollladen,dachfenster')).toEqual(['Jürgen', 'Anna']);
    expect(await names('?source=konfigurator')).toEqual(['Anna']);
    expect(await names('?from=2026-03-10&to=2026-03-10')).toEqual(['Anna']);
    // 23:30 UTC on 11 March is 00:30 on 12 March in Berlin.
    expect(await names('?from=2026-03-12&to=2026-03-12&showCompleted=true')).toEqual(['Otto']);
    expect(await names('?to=2025-12-31&pageSize=100')).toHaveLength(31);
  });

  it('sorts on the server and pages from 1; a page past the end is empty, not an error', async () => {
    expect((await names('?q=serie&sort=name&dir=asc&pageSize=3')).length).toBe(3);
    const ascending = (await (await dashboard('?q=serie&sort=name&dir=asc&pageSize=3&page=2')).json()) as DashboardJson;
    expect(ascending.leads.leads.map((lead) => lead.nachname)).toEqual(['Nummer03', 'Nummer04', 'Nummer05']);
    const last = (await (await dashboard('?q=serie&pageSize=7&page=5')).json()) as DashboardJson;
    expect(last.leads).toMatchObject({ total: 30, page: 5, pageSize: 7 });
    expect(last.leads.leads).toHaveLength(2);
    const beyond = (await (await dashboard('?q=serie&pageSize=7&page=6')).json()) as DashboardJson;
    expect(beyond.leads.leads).toEqual([]);
    expect(beyond.leads.total).toBe(30);
    expect(await names('?pageSize=100')).toHaveLength(34);
  });

  it('reads a search’s page and its number of matches in one pass over the leads, not one for each', async () => {
    const execute = vi.spyOn(test.db.$client, 'execute');
    const batch = vi.spyOn(test.db.$client, 'batch');
    try {
      const body = (await (await dashboard('?q=serie&pageSize=7&page=2')).json()) as DashboardJson;
      expect(body.leads).toMatchObject({ total: 30, page: 2 });
      const statements = [...execute.mock.calls.map(([statement]) => statement), ...batch.mock.calls.flatMap(([batched]) => batched)];
      const texts = statements.map((statement) =>
        typeof statement === 'string' ? statement : Array.isArray(statement) ? statement[0] : statement.sql,
      );
      expect(texts.filter((text) => text.includes('search_text'))).toHaveLength(1);
    } finally {
      execute.mockRestore();
      batch.mockRestore();
    }
  });

  it.each([
    ['?page=0', 'page', 'Die Seite muss eine ganze Zahl ab 1 sein.'],
    ['?page=-1', 'page', 'Die Seite muss eine ganze Zahl ab 1 sein.'],
    ['?page=zwei', 'page', 'Die Seite muss eine ganze Zahl ab 1 sein.'],
    ['?pageSize=101', 'pageSize', 'Die Seitengröße muss eine ganze Zahl von 1 bis 100 sein.'],
    ['?pageSize=0', 'pageSize', 'Die Seitengröße muss eine ganze Zahl von 1 bis 100 sein.'],
    ['?status=neu', 'status.0', 'Unbekannter Status. Erlaubt sind offen, in_bearbeitung und abgeschlossen.'],
    ['?projektart=renovation', 'projektart.0', 'Unbekannte Projektart.'],
    ['?produkte=fenster,windows', 'produkte.1', 'Unbekanntes Produkt.'],
    ['?source=fax', 'source.0', 'Unbekannte Quelle.'],
    ['?from=2026-02-30', 'from', 'Bitte geben Sie ein Datum im Format JJJJ-MM-TT an.'],
    ['?to=gestern', 'to', 'Bitte geben Sie ein Datum im Format JJJJ-MM-TT an.'],
    ['?from=2026-03-12&to=2026-03-10', 'to', 'Das Enddatum liegt vor dem Anfangsdatum.'],
    ['?showCompleted=ja', 'showCompleted', 'Bitte geben Sie true oder false an.'],
    ['?sort=email', 'sort', 'Unbekannte Sortierung.'],
    ['?dir=up', 'dir', 'Die Richtung muss asc oder desc sein.'],
    [`?q=${'x'.repeat(101)}`, 'q', 'Der Suchbegriff darf höchstens 100 Zeichen lang sein.'],
  ])('answers %s with 400 and a German message for the field', async (query, field, message) => {
    const response = await dashboard(query);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Bitte prüfen Sie Ihre Eingaben.', issues: { [field]: [message] } });
  });
});
