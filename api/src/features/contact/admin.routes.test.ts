import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessageListJson } from './contract/contact-inbox.ts';
import { createTestApi, type TestApi } from '../../../testing/test-api.ts';
import { createTestUser } from '../../../testing/test-users.ts';

let test: TestApi;
let token: string;

beforeAll(async () => {
  test = await createTestApi();
  token = (await createTestUser(test.db, { role: 'admin' })).token;
  for (const [name, email] of [
    ['Jörg Ähnlich', 'joerg@example.de'],
    ['Lena Licht', 'lena@example.de'],
  ]) {
    await test.request('/api/contact', {
      method: 'POST',
      json: { salutation: 'divers', name, email, subject: 'beratung', message: 'Hallo', privacy: true },
    });
  }
});
afterAll(() => test.cleanup());

const asAdmin = (path: string, init: RequestInit & { json?: unknown } = {}) =>
  test.request(path, { ...init, headers: { Authorization: `Bearer ${token}` } });
const list = async (query = '') => (await (await asAdmin(`/api/admin/messages${query}`)).json()) as MessageListJson;

describe('/api/admin/messages (tab "Nachrichten")', () => {
  it('lists contact messages newest first, searchable with umlauts, paged', async () => {
    const all = await list();
    expect(all).toMatchObject({ total: 2, page: 1, pageSize: 25 });
    expect(all.messages.map((message) => message.name)).toEqual(['Lena Licht', 'Jörg Ähnlich']);
    expect(all.messages[0]).toMatchObject({ status: 'offen', subject: 'beratung', salutation: 'divers', email: 'lena@example.de' });
    expect((await list('?q=%C3%A4hnlich')).messages.map((message) => message.name)).toEqual(['Jörg Ähnlich']);
    expect((await list('?pageSize=1&page=2')).messages.map((message) => message.name)).toEqual(['Jörg Ähnlich']);
    expect((await asAdmin('/api/admin/messages?pageSize=500')).status).toBe(400);
  });

  it('marks a message done (then hidden like completed leads) and deletes it; unknown ids 404', async () => {
    const [first] = (await list()).messages;
    const marked = await asAdmin(`/api/admin/messages/${first!.id}/status`, { method: 'PUT', json: { status: 'abgeschlossen' } });
    expect(await marked.json()).toEqual({ id: first!.id, status: 'abgeschlossen' });
    expect((await list()).total).toBe(1);
    expect((await list('?showCompleted=true')).total).toBe(2);
    expect((await asAdmin(`/api/admin/messages/${first!.id}/status`, { method: 'PUT', json: { status: 'gelesen' } })).status).toBe(400);
    expect((await asAdmin(`/api/admin/messages/${first!.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await list('?showCompleted=true')).total).toBe(1);
    const missing = await asAdmin(`/api/admin/messages/${first!.id}`, { method: 'DELETE' });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: 'Diese Nachricht gibt es nicht (mehr).' });
    expect((await asAdmin('/api/admin/messages/x', { method: 'DELETE' })).status).toBe(400);
  });
});
