import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testApiForFile } from '../../../testing/fixtures.ts';
import { leads, outbox, savedConfigurations } from '../../platform/db/schema.ts';
import { customerMessages } from '../accounts/contract/customer-messages.ts';
import { createTestConfiguration } from '../../../testing/test-configurations.ts';
import { createTestUser } from '../../../testing/test-users.ts';

const test = testApiForFile();

const quoteRequest = (configurationId: number, token: string, address?: string) =>
  test.request(`/api/customer/configurations/${configurationId}/quote-request`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, ...(address ? { 'X-Forwarded-For': address } : {}) },
    json: { projektart: 'neubau', privacy: true },
  });

describe('quote request from a saved configuration', () => {
  it('creates one lead and one pair of mails for 20 simultaneous requests', async () => {
    const { user, token } = await createTestUser(test.db);
    const configuration = await createTestConfiguration(test.db, user.id);

    const responses = await Promise.all(Array.from({ length: 20 }, () => quoteRequest(configuration.id, token)));

    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status !== 201 && status !== 409 && status !== 429)).toEqual([]);
    const stored = await test.db.select().from(leads).where(eq(leads.email, user.email));
    expect(stored).toHaveLength(1);
    const mails = await test.db
      .select()
      .from(outbox)
      .where(like(outbox.textBody, `%${stored[0]!.reference}%`));
    expect(mails.map((mail) => mail.topic).sort()).toEqual(['lead-confirmation', 'lead-notification']);
    const [after] = await test.db.select().from(savedConfigurations).where(eq(savedConfigurations.id, configuration.id));
    expect(after!.status).toBe('pending');
  });

  it('answers 409 with a German message while a request is open', async () => {
    const { user, token } = await createTestUser(test.db);
    const configuration = await createTestConfiguration(test.db, user.id);
    expect((await quoteRequest(configuration.id, token)).status).toBe(201);
    const again = await quoteRequest(configuration.id, token);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: customerMessages.quoteAlreadyRequested });
    const quoted = await createTestConfiguration(test.db, user.id, { status: 'quoted' });
    expect((await quoteRequest(quoted.id, token)).status).toBe(409);
    expect(await test.db.select().from(leads).where(eq(leads.email, user.email))).toHaveLength(1);
  });

  it('limits requests per account, from any address', async () => {
    const { user, token } = await createTestUser(test.db);
    const configurations = await Promise.all(
      Array.from({ length: 11 }, (_, index) => createTestConfiguration(test.db, user.id, { name: `Fenster ${index}` })),
    );
    for (const configuration of configurations.slice(0, 10)) expect((await quoteRequest(configuration.id, token)).status).toBe(201);
    const refused = await quoteRequest(configurations[10]!.id, token);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect(await refused.json()).toEqual({ error: customerMessages.tooManyQuoteRequests });
    expect(await test.db.select().from(leads).where(eq(leads.email, user.email))).toHaveLength(10);
  });

  it('limits requests per client address, across accounts', async () => {
    const address = '192.0.2.77';
    for (let account = 0; account < 2; account += 1) {
      const { user, token } = await createTestUser(test.db);
      const configuration = await createTestConfiguration(test.db, user.id);
      for (let attempt = 0; attempt < 10; attempt += 1) expect((await quoteRequest(configuration.id, token, address)).status).not.toBe(429);
    }
    const { user, token } = await createTestUser(test.db);
    const configuration = await createTestConfiguration(test.db, user.id);
    expect((await quoteRequest(configuration.id, token, address)).status).toBe(429);
    expect((await quoteRequest(configuration.id, token)).status).toBe(201);
  });
});
