import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages } from '../../shared/messages.ts';
import { SINGLE_LINE_MESSAGE } from '../../shared/schema-helpers.ts';
import { createTestApi, type TestApi } from '../../../testing/test-api.ts';
import { createTestUser } from '../../../testing/test-users.ts';
import { defaultCompany } from '../../features/settings/contract/company-defaults.ts';

let test: TestApi;
const tokens = { admin: '', customer: '' };
beforeAll(async () => {
  test = await createTestApi();
  tokens.admin = (await createTestUser(test.db, { role: 'admin' })).token;
  tokens.customer = (await createTestUser(test.db, { role: 'customer' })).token;
});
afterAll(() => test.cleanup());

/** Routes whose request is the path alone: logging out, sending a quote, marking a lead or message read, asking for
 * the address's confirmation link, starting a two-factor setup, making a backup now, cancelling an appointment, cancelling an invoice or reminding of it. */
const TAKES_NO_BODY = new Set([
  'POST /api/logout',
  'POST /api/admin/quotes/1/send',
  'POST /api/admin/quotes/1/new-version',
  'POST /api/admin/leads/1/opened',
  'POST /api/admin/messages/1/opened',
  'POST /api/customer/email/confirmation',
  'POST /api/admin/profile/two-factor/setup',
  'POST /api/admin/backups',
  'POST /api/admin/appointments/1/cancel',
  'POST /api/admin/invoices/1/cancel',
  'POST /api/admin/invoices/1/reminder',
  'POST /api/admin/orders/1/review-invitation',
  'POST /api/admin/reports/weekly',
  'POST /api/customer/reviews/1/link',
  'POST /api/admin/reviews/1/publish',
  // The manufacturer's order: "Bestellen", "Senden", "Ändern" work on what the order holds (ADR 082).
  'POST /api/admin/orders/1/purchase-orders',
  'POST /api/admin/purchase-orders/1/send',
  'POST /api/admin/purchase-orders/1/replace',
  // "Angebot aus Aufmaß": the Aufmaß is the input (ADR 084).
  'POST /api/admin/leads/1/aufmass/quote',
  // "Verbindung prüfen" of the mailbox: it reads the mailbox, not a body (ADR 083).
  'POST /api/admin/inbound-mail/check',
  // An issued invoice refuses every change before it reads anything (GoBD).
  'PUT /api/admin/invoices/1',
  'PATCH /api/admin/invoices/1',
]);

/**
 * File uploads (multipart/form-data, no JSON): a bank's statement, read by its own parser (ADR 058); the
 * Abnahmeprotokoll, whose JSON part goes through the same check as a JSON body (multipart-body.ts, ADR 061);
 * a customer's photo after the request, one image and nothing else, and the fitter's Aufmaß, its JSON part
 * checked as the Abnahme's is (ADR 084); the supplier's AB with its PDF and a delivery with its photo (ADR 082).
 */
const TAKES_A_FILE = new Set([
  'POST /api/admin/bank-statements',
  'POST /api/admin/orders/1/acceptance',
  'POST /api/acceptance/1',
  'POST /api/funnel/photos/1/1',
  'POST /api/admin/leads/1/aufmass',
  'POST /api/admin/purchase-orders/1/confirmation',
  'POST /api/admin/purchase-orders/1/delivery',
]);

/** Every route of the API that takes a body, read from the app itself, so a route added later is covered. */
function writeRoutes() {
  const seen = new Set<string>();
  return test.api.routes
    .filter((route) => ['POST', 'PUT', 'PATCH'].includes(route.method))
    .map((route) => ({ method: route.method, path: route.path.replace(/\{[^}]+\}/g, '').replace(/:\w+/g, '1') }))
    .filter(({ method, path }) => !seen.has(`${method} ${path}`) && Boolean(seen.add(`${method} ${path}`)));
}

const funnelRequest = (overrides: Record<string, unknown>) => ({
  projektart: 'neubau',
  produkt_fenster: true,
  vorname: 'Eva',
  nachname: 'Nord',
  email: 'eva.kontrolle@example.de',
  datenschutz: true,
  ...overrides,
});

describe('control characters in a body', () => {
  it('are refused with a German 400 naming the field on every route that takes a body', async () => {
    const routes = writeRoutes();
    expect(routes.length).toBeGreaterThan(30);
    for (const { method, path } of routes.filter(
      ({ method, path }) => !TAKES_NO_BODY.has(`${method} ${path}`) && !TAKES_A_FILE.has(`${method} ${path}`),
    )) {
      const token = path.startsWith('/api/customer/') ? tokens.customer : tokens.admin;
      const response = await test.request(path, {
        method,
        headers: { Authorization: `Bearer ${token}` },
        json: { name: 'Fenster', vorname: 'a\u0000b', liste: [{ text: 'ok' }, { text: 'x\u001by' }] },
      });
      expect(response.status, `${method} ${path}`).toBe(400);
      const body = await response.json();
      expect(body, `${method} ${path}`).toEqual({ error: apiMessages.invalidInput, issues: { vorname: [apiMessages.controlCharacter] } });
    }
  });

  it('finds them in nested values and keys, and in the C1 range', async () => {
    for (const json of [{ liste: [{ text: 'x\u001by' }] }, { ['a\u0007']: 'b' }, { vorname: 'a\u0085b' }, { vorname: 'a\u007fb' }]) {
      const response = await test.request('/api/contact', { method: 'POST', json });
      expect(response.status).toBe(400);
      expect(JSON.stringify((await response.json()).issues)).toContain(apiMessages.controlCharacter);
    }
  });

  it('refuses noncharacters and lone surrogates like control characters, which XML 1.0 cannot carry', async () => {
    const bad = ['Anna\uFFFF', 'Anna\uFFFE', 'a\uFDD0b', 'a\uFDEFb', 'a\u{1FFFE}', 'a\u{10FFFF}', 'a\uD800b', 'a\uDC00'];
    for (const vorname of bad) {
      const response = await test.request('/api/funnel/submit', { method: 'POST', json: funnelRequest({ vorname }) });
      expect(response.status, JSON.stringify(vorname)).toBe(400);
      expect((await response.json()).issues, JSON.stringify(vorname)).toEqual({ vorname: [apiMessages.controlCharacter] });
    }
    const company = await test.request('/api/admin/settings/company', {
      method: 'PUT',
      headers: { Authorization: `Bearer ${tokens.admin}` },
      json: { ...defaultCompany, legalName: 'Fensterwerk Nord GmbH\uFFFF' },
    });
    expect(company.status).toBe(400);
    expect((await company.json()).issues).toEqual({ legalName: [apiMessages.controlCharacter] });
    // Characters beside them pass: U+FFFD, U+FDF0, an emoji (a surrogate pair), Arabic.
    const fine = await test.request('/api/funnel/submit', {
      method: 'POST',
      json: funnelRequest({ vorname: 'مُحَمَّد Ahmad \uFFFD\uFDF0 😀' }),
    });
    expect(fine.status).toBe(201);
  });

  it('keeps a NUL out of a stored lead, and line breaks out of names but not out of the message', async () => {
    const withNul = await test.request('/api/funnel/submit', { method: 'POST', json: funnelRequest({ vorname: 'a\u0000b' }) });
    expect(withNul.status).toBe(400);
    expect((await withNul.json()).issues).toEqual({ vorname: [apiMessages.controlCharacter] });

    const withBreak = await test.request('/api/funnel/submit', {
      method: 'POST',
      json: funnelRequest({ nachname: 'Nord\nE-Mail: falsch@example.de' }),
    });
    expect(withBreak.status).toBe(400);
    expect((await withBreak.json()).issues).toEqual({ nachname: [SINGLE_LINE_MESSAGE] });

    const multiLine = await test.request('/api/funnel/submit', {
      method: 'POST',
      json: funnelRequest({ nachricht: 'Zeile eins\nZeile zwei\tmit Tabulator' }),
    });
    expect(multiLine.status).toBe(201);
  });
});
