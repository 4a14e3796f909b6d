import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads, orders, products } from '../../platform/db/schema.ts';
import { createTestApi, type TestApi } from '../../../testing/test-api.ts';
import { createTestUser } from '../../../testing/test-users.ts';
import { createTestConfiguration } from '../../../testing/test-configurations.ts';

let test: TestApi;
let eva: Awaited<ReturnType<typeof createTestUser>>;
let ole: Awaited<ReturnType<typeof createTestUser>>;
let evasConfiguration: number;

beforeAll(async () => {
  test = await createTestApi();
  eva = await createTestUser(test.db);
  ole = await createTestUser(test.db);
  evasConfiguration = (await createTestConfiguration(test.db, eva.user.id, { name: 'Evas Fenster', totalPrice: 19800 })).id;
  await createTestConfiguration(test.db, ole.user.id, { name: 'Oles Fenster' });
  await test.db.insert(orders).values([
    { userId: eva.user.id, orderNumber: 'B-2026-0001', totalPrice: 123400, status: 'confirmed' },
    { userId: ole.user.id, orderNumber: 'B-2026-0002', totalPrice: 99900, status: 'pending' },
  ]);
});
afterAll(() => test.cleanup());

const as = (token: string) => ({ Authorization: `Bearer ${token}` });
const getJson = async (path: string, token: string) => (await test.request(path, { headers: as(token) })).json();

describe('customer area data', () => {
  it('is never kept by a cache, the refusals included', async () => {
    for (const path of ['/api/customer/configurations', '/api/customer/orders', '/api/customer/email']) {
      const own = await test.request(path, { headers: as(eva.token) });
      expect(own.status).toBe(200);
      expect(own.headers.get('cache-control'), path).toBe('no-store');
      const anonymous = await test.request(path);
      expect(anonymous.status).toBe(401);
      expect(anonymous.headers.get('cache-control'), path).toBe('no-store');
    }
  });

  it("lists only the caller's configurations", async () => {
    const list = await getJson('/api/customer/configurations', eva.token);
    expect(list).toEqual([
      expect.objectContaining({
        id: evasConfiguration,
        name: 'Evas Fenster',
        total_price: 19800,
        status: 'draft',
        created_at: expect.any(String),
      }),
    ]);
    expect((await getJson('/api/customer/configurations', ole.token)).map((entry: { name: string }) => entry.name)).toEqual([
      'Oles Fenster',
    ]);
  });

  it("lists only the caller's orders", async () => {
    expect(await getJson('/api/customer/orders', eva.token)).toEqual([
      {
        id: expect.any(Number),
        order_number: 'B-2026-0001',
        created_at: expect.any(String),
        total: 123400,
        status: 'confirmed',
        acceptance: null,
        // An order from before the share was recorded keeps the share it was accepted with (ADR 066).
        deposit_percent: 30,
        addresses: expect.objectContaining({ billingAddress: null }),
        updates: [],
        workAcceptance: null,
      },
    ]);
  });

  it("updates the caller's own profile and answers the new user data", async () => {
    const response = await test.request('/api/customer/profile', {
      method: 'PUT',
      headers: as(eva.token),
      json: {
        firstName: 'Eva',
        lastName: 'Nordmann',
        email: 'eva.neu@example.de',
        phone: '040 99',
        street: 'Deichweg',
        house_number: '7',
        postal_code: '25980',
        city: 'Sylt',
        billing_company: 'Nordmann GmbH',
        id: ole.user.id,
        role: 'admin',
      },
    });
    expect(response.status).toBe(200);
    const { user } = await response.json();
    expect(user).toMatchObject({
      id: eva.user.id,
      role: 'customer',
      lastName: 'Nordmann',
      street: 'Deichweg',
      country: 'Deutschland',
      billing_company: 'Nordmann GmbH',
    });
    expect((await getJson('/api/session', ole.token)).user.lastName).toBe('Muster');
  });

  it("checks the profile with the spec messages and refuses another account's e-mail", async () => {
    const invalid = await test.request('/api/customer/profile', {
      method: 'PUT',
      headers: as(eva.token),
      json: { firstName: '', lastName: '', email: '' },
    });
    expect((await invalid.json()).issues).toEqual({
      firstName: ['Vorname ist erforderlich'],
      lastName: ['Nachname ist erforderlich'],
      email: ['E-Mail ist erforderlich'],
    });
    const taken = await test.request('/api/customer/profile', {
      method: 'PUT',
      headers: as(eva.token),
      json: { firstName: 'Eva', lastName: 'N', email: ole.user.email },
    });
    expect(taken.status).toBe(409);
  });

  it('turns a saved configuration into a quote request, priced again by the server', async () => {
    // Its 1000 × 1200 mm fall in the 1000 × 1250 cell of this grid: 300,00 €, plus 49,00 € for "links".
    const grid = { widths: [800, 1000], heights: [1250], cells: [[25000, 30000]] };
    await test.db.update(products).set({ priceGrid: grid }).where(eq(products.name, 'Kunststofffenster'));
    const response = await test.request(`/api/customer/configurations/${evasConfiguration}/quote-request`, {
      method: 'POST',
      headers: as(eva.token),
      json: { projektart: 'sanierung', nachricht: 'Gern mit Montage.', privacy: true },
    });
    expect(response.status).toBe(201);
    const { reference } = await response.json();
    const [lead] = await test.db.select().from(leads).where(eq(leads.reference, reference));
    // The new address of the profile test above waits for its confirmation link; the account's address counts.
    expect(lead).toMatchObject({ source: 'kundenkonto', projektart: 'sanierung', email: eva.user.email, nachricht: 'Gern mit Montage.' });
    expect(lead!.configuration![0]).toMatchObject({ productName: 'Kunststofffenster', totalPrice: 30000 + 4900, breite: 100, hoehe: 120 });
    expect((await getJson('/api/customer/configurations', eva.token))[0].status).toBe('pending');
  });

  it("does not let a customer use another's configuration", async () => {
    const response = await test.request(`/api/customer/configurations/${evasConfiguration}/quote-request`, {
      method: 'POST',
      headers: as(ole.token),
      json: { projektart: 'neubau', privacy: true },
    });
    expect(response.status).toBe(404);
  });
});
