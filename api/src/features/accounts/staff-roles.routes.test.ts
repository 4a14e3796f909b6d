import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { afterLoginPath } from './contract/login-paths.ts';
import { requirePermission, requireStaff } from './guards.ts';
import { permit, routePermissions } from '../../platform/http/permit.ts';
import { sessionMiddleware } from './session-middleware.ts';
import type { AppEnv } from '../../platform/http/env.ts';
import { errorHandler } from '../../platform/http/errors.ts';
import { products } from '../../platform/db/schema.ts';
import { createStorageHealth } from '../../platform/db/storage-failure.ts';
import { apiMessages } from '../../shared/messages.ts';
import { createTestApi, type TestApi } from '../../../testing/test-api.ts';
import { insertLeads, leadValues } from '../../../testing/test-leads.ts';
import { createTestUser } from '../../../testing/test-users.ts';

let test: TestApi;
let windowId: number;
const tokens: Record<'vertrieb' | 'buero' | 'katalog' | 'customer', string> = {} as never;

beforeAll(async () => {
  test = await createTestApi();
  windowId = (await test.db.select().from(products).where(eq(products.name, 'Kunststofffenster')))[0]!.id;
  for (const role of ['vertrieb', 'buero', 'katalog', 'customer'] as const) tokens[role] = (await createTestUser(test.db, { role })).token;
});
afterAll(() => test.cleanup());

const as = (role: keyof typeof tokens, path: string, init: RequestInit & { json?: unknown } = {}) =>
  test.request(path, { ...init, headers: { Authorization: `Bearer ${tokens[role]}` } });

async function newLead() {
  const [lead] = await insertLeads(test.db, [leadValues()]);
  return lead!.id;
}

describe('staff roles on /api/admin', () => {
  it('Vertrieb reads and changes leads and quotes, but may not change the catalogue or see the analytics', async () => {
    const leadId = await newLead();
    expect((await as('vertrieb', `/api/admin/leads/${leadId}`)).status).toBe(200);
    expect((await as('vertrieb', `/api/admin/leads/${leadId}/status`, { method: 'PUT', json: { status: 'in_bearbeitung' } })).status).toBe(
      200,
    );
    const created = await as('vertrieb', '/api/admin/quotes', { method: 'POST', json: { leadId } });
    expect(created.status).toBe(201);
    const { id: quoteId } = (await created.json()) as { id: number };
    expect((await as('vertrieb', `/api/admin/quotes/${quoteId}`)).status).toBe(200);

    const catalogueWrite = await as('vertrieb', `/api/admin/products/${windowId}`, { method: 'DELETE' });
    expect(catalogueWrite.status).toBe(403);
    expect(await catalogueWrite.json()).toEqual({ error: apiMessages.permissionMissing });
    expect((await as('vertrieb', '/api/admin/product-lines', { method: 'POST', json: { name: 'Neu' } })).status).toBe(403);
    expect((await as('vertrieb', '/api/admin/analytics?year=2025')).status).toBe(403);
    // The product is still there: the refusal came before the handler.
    expect(await test.db.select().from(products).where(eq(products.id, windowId))).toHaveLength(1);
  });

  it('Büro reads a lead but may not change its status', async () => {
    const leadId = await newLead();
    expect((await as('buero', `/api/admin/leads/${leadId}`)).status).toBe(200);
    const change = await as('buero', `/api/admin/leads/${leadId}/status`, { method: 'PUT', json: { status: 'abgeschlossen' } });
    expect(change.status).toBe(403);
    expect(((await change.json()) as { error: string }).error).toMatch(/^Keine Berechtigung/);
    const after = (await (await as('vertrieb', `/api/admin/leads/${leadId}`)).json()) as { status: string };
    expect(after.status).not.toBe('abgeschlossen');
    expect((await as('buero', '/api/admin/orders')).status).toBe(200);
  });

  it('Katalog changes products but may not read leads', async () => {
    const leadId = await newLead();
    const [product] = await test.db.insert(products).values({ name: 'Katalogprobe', category: 'fenster' }).returning();
    expect((await as('katalog', `/api/admin/products/${product!.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await as('katalog', '/api/admin/product-lines', { method: 'POST', json: { name: 'Linie Katalog' } })).status).toBe(201);
    expect((await as('katalog', `/api/admin/leads/${leadId}`)).status).toBe(403);
    expect((await as('katalog', '/api/admin/dashboard')).status).toBe(403);
  });

  it('refuses a customer everywhere under /api/admin, in German', async () => {
    for (const path of ['/api/admin/profile', '/api/admin/counts', '/api/admin/dashboard', '/api/admin/products', '/api/admin/orders']) {
      const response = await as('customer', path);
      expect(response.status, path).toBe(403);
      expect(await response.json()).toEqual({ error: apiMessages.staffOnly });
    }
  });

  it('lets every staff role answer an unknown admin path with 404, not with a refusal', async () => {
    expect((await as('katalog', '/api/admin/gibt-es-nicht')).status).toBe(404);
  });
});

describe('requirePermission', () => {
  it('refuses a route without a declared permission to every role, the owner included (fail closed)', async () => {
    const app = new Hono<AppEnv>()
      .use('/api/admin/*', sessionMiddleware(test.db), requireStaff(), requirePermission())
      .get('/api/admin/undeclared', (c) => c.json({ ok: true }))
      .onError(errorHandler(createStorageHealth()));
    const owner = await createTestUser(test.db, { role: 'admin' });
    const response = await app.request('/api/admin/undeclared', { headers: { Authorization: `Bearer ${owner.token}` } });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: apiMessages.routeWithoutPermission });
  });

  it('lets a route declare its permission on itself, and counts no neighbour’s declaration for it', async () => {
    const app = new Hono<AppEnv>()
      .use('/api/admin/*', sessionMiddleware(test.db), requireStaff(), requirePermission())
      .get('/api/admin/declared', permit('settings'), (c) => c.json({ ok: true }))
      .post('/api/admin/declared', (c) => c.json({ ok: true }))
      .onError(errorHandler(createStorageHealth()));
    const owner = await createTestUser(test.db, { role: 'admin' });
    const sales = await createTestUser(test.db, { role: 'vertrieb' });
    const asUser = (token: string, method = 'GET') =>
      app.request('/api/admin/declared', { method, headers: { Authorization: `Bearer ${token}` } });
    expect((await asUser(owner.token)).status).toBe(200);
    const refused = await asUser(sales.token);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: apiMessages.permissionMissing });
    const undeclared = await asUser(owner.token, 'POST');
    expect(undeclared.status).toBe(403);
    expect(await undeclared.json()).toEqual({ error: apiMessages.routeWithoutPermission });
    expect(routePermissions(app.routes)).toEqual(
      new Map([
        ['GET /api/admin/declared', 'settings'],
        ['POST /api/admin/declared', undefined],
      ]),
    );
  });

  it('refuses a permission declared for a whole sub-app: it would bind the neighbours that share its path', () => {
    const app = new Hono<AppEnv>().use('/api/admin/orders/*', permit('orders')).get('/api/admin/orders', (c) => c.json({}));
    expect(() => routePermissions(app.routes)).toThrow(/nur einzelne Routen/);
  });
});

describe('afterLoginPath', () => {
  it('sends every staff role into the back office, at the first screen it may use, and customers to Mein Konto', () => {
    const origin = 'https://fenster.example';
    expect(afterLoginPath('admin', null, origin)).toBe('/admin/dashboard');
    expect(afterLoginPath('vertrieb', null, origin)).toBe('/admin/dashboard');
    expect(afterLoginPath('buero', null, origin)).toBe('/admin/dashboard');
    expect(afterLoginPath('katalog', null, origin)).toBe('/admin/product-lines');
    expect(afterLoginPath('katalog', '/admin/products', origin)).toBe('/admin/products');
    expect(afterLoginPath('customer', '/admin/products', origin)).toBe('/dashboard');
  });
});
