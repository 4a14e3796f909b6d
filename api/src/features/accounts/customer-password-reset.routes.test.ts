import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testApiForFile } from '../../../testing/fixtures.ts';
import { outbox } from '../../platform/db/schema.ts';
import { accountMessages } from './contract/accounts.ts';
import { createTestUser } from '../../../testing/test-users.ts';

const test = testApiForFile({ PUBLIC_SITE_URL: 'https://www.example.de' });

const post = (path: string, json: unknown) => test.request(path, { method: 'POST', json });
const mailsTo = (recipient: string) => test.db.select().from(outbox).where(eq(outbox.recipient, recipient));

/** The link is made after the answer (the answer does not wait for it). */
async function resetMailTo(recipient: string) {
  for (let tries = 0; tries < 50; tries += 1) {
    const [mail] = (await mailsTo(recipient)).filter((row) => row.topic === 'password-reset');
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return undefined;
}

describe("a customer's forgotten password (ADR 032)", () => {
  it('mails a customer a link to /passwort-zuruecksetzen, by name or by address, that sets a new password once', async () => {
    const customer = await createTestUser(test.db);
    const answer = await post('/api/forgot-password', { username: customer.user.email });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ success: true, message: accountMessages.customerForgotSent });
    const mail = await resetMailTo(customer.user.email);
    expect(mail?.textBody).toContain('https://www.example.de/passwort-zuruecksetzen?token=');
    const token = /passwort-zuruecksetzen\?token=([A-Za-z0-9_-]{43})/.exec(mail!.textBody)![1]!;

    const reset = await post('/api/reset-password', { token, newPassword: 'neues-passwort' });
    expect(reset.status).toBe(200);
    const login = await post('/api/admin/login', { username: customer.user.username, password: 'neues-passwort' });
    expect(login.status).toBe(200);
    expect((await post('/api/reset-password', { token, newPassword: 'noch-eins' })).status).toBe(400);
  });

  it('answers the same for nobody and for an admin, and mails neither from the customer page', async () => {
    const admin = await createTestUser(test.db, { role: 'admin' });
    for (const username of [admin.user.username, 'niemand-hier']) {
      const answer = await post('/api/forgot-password', { username });
      expect(await answer.json()).toEqual({ success: true, message: accountMessages.customerForgotSent });
    }
    // The admin page does not mail a customer either: each kind of account resets on its own pages.
    const customer = await createTestUser(test.db);
    await post('/api/admin/forgot-password', { username: customer.user.username });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await mailsTo(admin.user.email)).toEqual([]);
    expect(await mailsTo(customer.user.email)).toEqual([]);
  });
});
