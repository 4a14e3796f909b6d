import { eq, like } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { testApiForFile } from '../../../testing/fixtures.ts';
import { funnelEvents, leads, options, outbox, products } from '../../platform/db/schema.ts';
import { writeQueueFor } from '../../platform/db/write-queue.ts';

const test = testApiForFile({ NOTIFY_EMAIL: 'team@example.de' });

const request = (overrides: Record<string, unknown> = {}) => ({
  projektart: 'sanierung',
  produkt_fenster: true,
  produkt_rollladen: true,
  dimensions: [{ typ: 'fenster', breite: 120, hoehe: 140, menge: 3 }, {}],
  material: 'kunststoff',
  verglasung: '3-fach',
  montage: 'ja',
  plz: '12345 Musterstadt',
  zeitraum: '1-3-monate',
  vorname: 'Eva',
  nachname: 'Nord',
  email: 'eva.nord@example.de',
  telefon: '0401234',
  nachricht: 'Bitte mit Aufmaß.',
  datenschutz: true,
  marketing_ok: true,
  website: '',
  session_id: 'abc123xyz',
  utm_params: { utm_source: 'newsletter', gclid: 'g-1' },
  ...overrides,
});

const submit = (body: unknown, headers: Record<string, string> = {}) =>
  test.request('/api/funnel/submit', { method: 'POST', json: body, headers });

const leadsByEmail = (email: string) => test.db.select().from(leads).where(eq(leads.email, email));

describe('POST /api/funnel/submit', () => {
  it('stores the lead in the funnel vocabulary with consents, campaign and session, and queues both mails', async () => {
    const before = test.wakeCalls();
    const response = await submit(request());
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ success: true, message: 'Ihre Anfrage wurde erfolgreich übermittelt.' });

    const [lead] = await leadsByEmail('eva.nord@example.de');
    expect(lead).toMatchObject({
      projektart: 'sanierung',
      produkte: ['fenster', 'rollladen'],
      material: 'kunststoff',
      verglasung: '3-fach',
      montage: 'ja',
      zeitraum: '1-3-monate',
      plz: '12345 Musterstadt',
      sessionId: 'abc123xyz',
      utmParams: { utm_source: 'newsletter', gclid: 'g-1' },
      privacyConsentVersion: '2026-11-01',
      marketingConsent: true,
      marketingConsentVersion: '2026-11-01',
      status: 'offen',
      source: 'funnel',
    });
    expect(lead!.reference).toMatch(/^A-[A-Z2-9]{6}$/);
    expect(lead!.dimensions).toEqual([{ typ: 'fenster', breite: 120, hoehe: 140, menge: 3 }, {}]);
    expect(Math.abs(lead!.privacyConsentAt.getTime() - Date.now())).toBeLessThan(10_000);

    const mails = await test.db.select().from(outbox).where(eq(outbox.status, 'pending'));
    const confirmation = mails.find((mail) => mail.recipient === 'eva.nord@example.de');
    const notification = mails.find((mail) => mail.recipient === 'team@example.de');
    expect(confirmation?.subject).toBe('Ihre Anfrage bei Fensterwerk Nord');
    expect(confirmation?.textBody).toContain(lead!.reference);
    expect(confirmation?.textBody).toContain('Sanierung / Austausch');
    // Nothing typed in goes to the address typed in (ADR 027); the operator gets it all.
    for (const typed of ['Eva', 'PLZ:', '0401234', 'Bitte mit Aufmaß.']) expect(confirmation?.textBody).not.toContain(typed);
    expect(notification?.textBody).toContain('Bitte mit Aufmaß.');
    expect(notification?.subject).toBe(`Neue Angebotsanfrage ${lead!.reference}: Eva Nord`);
    expect(notification?.textBody).toContain('3 × Fenster, 120 × 140 cm');
    expect(notification?.textBody).toContain('utm_source=newsletter');
    expect(test.wakeCalls()).toBe(before + 1);
  });

  it('answers a filled trap field like a success and stores nothing', async () => {
    const mailsBefore = (await test.db.select().from(outbox)).length;
    const response = await submit(request({ email: 'bot@example.de', website: 'https://spam.example' }));
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ success: true, message: 'Ihre Anfrage wurde erfolgreich übermittelt.' });
    expect(await leadsByEmail('bot@example.de')).toEqual([]);
    expect(await test.db.select().from(outbox)).toHaveLength(mailsBefore);
  });

  it('answers 400 with the German message of every bad field', async () => {
    const response = await submit(request({ projektart: 'villa', vorname: '', email: 'eva@', datenschutz: false }));
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error).toBe('Bitte prüfen Sie Ihre Eingaben.');
    expect(body.issues).toEqual({
      projektart: ['Bitte wählen Sie eine Projektart'],
      vorname: ['Vorname ist erforderlich'],
      email: ['Bitte geben Sie eine gültige E-Mail-Adresse ein'],
      datenschutz: ['Sie müssen der Datenschutzerklärung zustimmen'],
    });
  });

  it('refuses Rollläden and Insektenschutz without a main product', async () => {
    const response = await submit(request({ produkt_fenster: false, produkt_insektenschutz: true }));
    expect(response.status).toBe(400);
    expect((await response.json()).issues).toEqual({ produkte: ['Bitte wählen Sie mindestens ein Produkt aus.'] });
  });

  it.each([
    ['null', null],
    ['an array', [1, 2]],
    ['a number', 42],
    ['wrong types', { ...request(), produkt_fenster: 'ja', dimensions: 'viele', utm_params: 'x' }],
    ['a deep dimension error', { ...request(), dimensions: [{ menge: 0, breite: 'breit' }] }],
  ])('answers 400, never 500, for %s', async (_name, body) => {
    const response = await submit(body);
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe('Bitte prüfen Sie Ihre Eingaben.');
  });

  it('answers 415 for a body that is not JSON and 400 for broken JSON', async () => {
    const form = await test.request('/api/funnel/submit', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'vorname=Eva',
    });
    expect(form.status).toBe(415);
    expect((await form.json()).error).toMatch(/als JSON/);

    const broken = await test.request('/api/funnel/submit', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"vorname": ',
    });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ error: 'Die Anfrage enthält kein gültiges JSON.' });
  });

  it('answers 413 for a body over 100 KB, declared or streamed', async () => {
    const huge = JSON.stringify(request({ nachricht: 'x'.repeat(101 * 1024) }));
    const declared = await test.request('/api/funnel/submit', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(huge.length) },
      body: huge,
    });
    expect(declared.status).toBe(413);
    expect((await declared.json()).error).toBe('Die Anfrage ist zu groß (höchstens 100 KB).');

    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(huge));
        controller.close();
      },
    });
    const streamed = await test.request('/api/funnel/submit', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
  });

  it('refuses requests another site makes a browser send', async () => {
    const crossSite = await submit(request(), { Origin: 'https://boese.example', Host: 'localhost' });
    expect(crossSite.status).toBe(403);
    const fetchSite = await submit(request(), { 'Sec-Fetch-Site': 'cross-site' });
    expect(fetchSite.status).toBe(403);
    const sameSite = await submit(request({ email: 'same@example.de' }), { Origin: 'http://localhost', Host: 'localhost' });
    expect(sameSite.status).toBe(201);
  });

  it('answers 429 with Retry-After past ten requests in ten minutes from one address', async () => {
    const from = { 'X-Forwarded-For': '203.0.113.7' };
    for (let index = 0; index < 10; index += 1) {
      expect((await submit(request({ email: `viele${index}@example.de` }), from)).status).toBe(201);
    }
    const limited = await submit(request({ email: 'zuviel@example.de' }), from);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await limited.json()).error).toMatch(/^Zu viele Anfragen/);
    expect(await leadsByEmail('zuviel@example.de')).toEqual([]);
    expect((await submit(request({ email: 'anderer@example.de' }), { 'X-Forwarded-For': '203.0.113.8' })).status).toBe(201);
  });

  it('prices configurator lines on the server by the size price grid and keeps them with the lead, each line on its own', async () => {
    const [window] = await test.db.select().from(products).where(eq(products.name, 'Kunststofffenster'));
    const [oberlicht] = await test.db.select().from(options).where(eq(options.name, 'mit Oberlicht'));
    const [ideal5000] = await test.db.select().from(options).where(eq(options.name, 'Ideal 5000'));
    const grid = {
      widths: [750, 1000, 2000],
      heights: [1000, 1250, 2000],
      cells: [
        [20000, 24000, 36000],
        [23000, 28000, 42000],
        [30000, 37000, null],
      ],
    };
    await test.db.update(products).set({ priceGrid: grid }).where(eq(products.id, window!.id));
    const response = await submit(
      request({
        email: 'konfig@example.de',
        konfiguration: [
          { productId: window!.id, optionIds: [oberlicht!.id, ideal5000!.id], breite: 100, hoehe: 120, menge: 2 },
          { productId: window!.id, optionIds: [ideal5000!.id], breite: 60, hoehe: 80, menge: 1 },
          { productId: window!.id, optionIds: [ideal5000!.id], breite: 150, hoehe: 190, menge: 1 },
        ],
      }),
    );
    expect(response.status).toBe(201);
    const [lead] = await leadsByEmail('konfig@example.de');
    const profile = (price: number | null) => ({
      id: ideal5000!.id,
      key: 'profile_settings',
      category: 'Profil',
      name: 'Ideal 5000',
      price,
      colorCode: null,
    });
    // 100 × 120 cm is in the 1000 × 1250 mm cell (280,00 €), Ideal 5000 adds 10 % of it, the Oberlicht 89,00 €.
    const unit = 28000 + 8900 + 2800;
    expect(lead).toMatchObject({ source: 'konfigurator' });
    expect(lead!.configuration).toEqual([
      {
        productId: window!.id,
        productName: 'Kunststofffenster',
        options: [
          {
            id: oberlicht!.id,
            key: 'oberlicht_unterlicht',
            category: 'Ober-/Unterlicht',
            name: 'mit Oberlicht',
            price: 8900,
            colorCode: null,
          },
          profile(2800),
        ],
        breite: 100,
        hoehe: 120,
        menge: 2,
        unitPrice: unit,
        // What its consumer quote asks (ADR 053, ADR 076): 2 × 397,00 € = 794,00 € gross, no net detour.
        totalPrice: 79_400,
        // A product without declared values (ADR 063) earns no badge.
        values: null,
        funding: null,
      },
      // 60 × 80 cm: the smallest cell, 200,00 €.
      {
        productId: window!.id,
        productName: 'Kunststofffenster',
        options: [profile(2000)],
        breite: 60,
        hoehe: 80,
        menge: 1,
        unitPrice: 22000,
        totalPrice: 22000,
        values: null,
        funding: null,
      },
      // 150 × 190 cm falls in the grid's "auf Anfrage" cell: kept with the request, without a price.
      {
        productId: window!.id,
        productName: 'Kunststofffenster',
        options: [profile(null)],
        breite: 150,
        hoehe: 190,
        menge: 1,
        unitPrice: null,
        totalPrice: null,
        values: null,
        funding: null,
      },
    ]);
  });

  it('refuses configurator lines with unknown products or foreign options', async () => {
    const [rollladen] = await test.db.select().from(products).where(eq(products.name, 'Vorbaurollladen'));
    const [ideal5000] = await test.db.select().from(options).where(eq(options.name, 'Ideal 5000'));
    const response = await submit(
      request({
        email: 'falsch@example.de',
        konfiguration: [
          { productId: 99999, optionIds: [], menge: 1 },
          { productId: rollladen!.id, optionIds: [ideal5000!.id], menge: 1 },
        ],
      }),
    );
    expect(response.status).toBe(400);
    expect((await response.json()).issues).toEqual({
      'konfiguration.0.productId': ['Dieses Produkt gibt es nicht oder es ist nicht mehr verfügbar.'],
      'konfiguration.1.optionIds': ['Diese Option ist für das gewählte Produkt nicht verfügbar.'],
    });
    expect(await leadsByEmail('falsch@example.de')).toEqual([]);
  });
  it('records the last step as completed with the request itself, once, even when the browser sends it again', async () => {
    const body = request({ email: 'schritt7@example.de', session_id: 'step7sess' });
    const headers = { 'Idempotency-Key': 'schritt7-anfrage-1' };
    expect((await submit(body, headers)).status).toBe(201);
    expect((await submit(body, headers)).status).toBe(201);
    const events = await test.db.select().from(funnelEvents).where(eq(funnelEvents.sessionId, 'step7sess'));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      step: 7,
      action: 'completed',
      choices: { projektart: 'sanierung', produkte: ['fenster', 'rollladen'], material: 'kunststoff' },
      utmParams: { utm_source: 'newsletter', gclid: 'g-1' },
    });
  });
  it('commits everything a request writes in the group commit of the write queue, nothing in a commit of its own', async () => {
    const execute = vi.spyOn(test.db.$client, 'execute');
    try {
      expect((await submit(request({ email: 'ein-commit@example.de', session_id: 'onecommit' }))).status).toBe(201);
      const ownCommits = execute.mock.calls.map(([statement]: unknown[]) =>
        typeof statement === 'string' ? statement : (statement as { sql: string }).sql,
      );
      expect(ownCommits.filter((sql) => /^\s*(insert|update|delete)/i.test(sql))).toEqual([]);
    } finally {
      execute.mockRestore();
    }
    const events = await test.db.select().from(funnelEvents).where(eq(funnelEvents.sessionId, 'onecommit'));
    expect(events).toMatchObject([{ step: 7, action: 'completed' }]);
  });
  it('counts the request under its address’s limit in the same commit that stores it: one write per request', async () => {
    const queue = writeQueueFor(test.db.$client);
    const run = vi.spyOn(queue, 'run');
    try {
      const response = await submit(request({ email: 'ein-schreiben@example.de' }), { 'X-Forwarded-For': '198.51.100.77' });
      expect(response.status).toBe(201);
      expect(run).toHaveBeenCalledTimes(1);
    } finally {
      run.mockRestore();
    }
  });
  it('stores exactly ten of twelve requests arriving together from one address, and nothing of the two refused', async () => {
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        submit(request({ email: `zusammen-${index}@example.de` }), { 'X-Forwarded-For': '198.51.100.78' }),
      ),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([...Array(10).fill(201), 429, 429]);
    const refused = responses.filter((response) => response.status === 429);
    for (const response of refused) expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    const stored = await test.db.select({ email: leads.email }).from(leads).where(like(leads.email, 'zusammen-%'));
    expect(stored).toHaveLength(10);
    const mails = await test.db.select({ id: outbox.id }).from(outbox).where(like(outbox.recipient, 'zusammen-%'));
    expect(mails).toHaveLength(10);
  });
});

describe('POST /api/funnel-analytics', () => {
  it('stores the step event with campaign and non-personal choices only', async () => {
    const response = await test.request('/api/funnel-analytics', {
      method: 'POST',
      json: {
        session_id: 'evtsess01',
        step: 2,
        action: 'completed',
        data: {
          projektart: 'neubau',
          produkt_fenster: true,
          produkt_tuer: true,
          vorname: 'Eva',
          email: 'eva@example.de',
          material: 'gold',
        },
        utm_params: { utm_campaign: 'herbst' },
      },
    });
    expect(response.status).toBe(201);
    const [event] = await test.db.select().from(funnelEvents).where(eq(funnelEvents.sessionId, 'evtsess01'));
    expect(event).toMatchObject({ step: 2, action: 'completed', utmParams: { utm_campaign: 'herbst' } });
    expect(event!.choices).toEqual({ projektart: 'neubau', produkte: ['fenster', 'haustuer'] });
    expect(JSON.stringify(event)).not.toContain('eva@example.de');
  });

  it('answers 400 for unknown actions, steps outside 1–7 and bad session ids', async () => {
    for (const body of [
      { session_id: 'evtsess01', step: 2, action: 'clicked' },
      { session_id: 'evtsess01', step: 8, action: 'started' },
      { session_id: 'zu-kurz', step: 1, action: 'started' },
    ]) {
      expect((await test.request('/api/funnel-analytics', { method: 'POST', json: body })).status).toBe(400);
    }
  });

  it('stores the material the configured lines say, whatever the request answered', async () => {
    const [window] = await test.db.select().from(products).where(eq(products.name, 'Kunststofffenster'));
    const response = await submit(
      request({
        email: 'widerspruch@example.de',
        material: 'holz-alu',
        konfiguration: [{ productId: window!.id, optionIds: [], breite: 100, hoehe: 120, menge: 1 }],
      }),
    );
    expect(response.status).toBe(201);
    const [lead] = await leadsByEmail('widerspruch@example.de');
    expect(lead!.material).toBe('kunststoff');
  });
});
