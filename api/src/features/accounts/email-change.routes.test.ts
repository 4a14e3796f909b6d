import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testApiForFile } from '../../../testing/fixtures.ts';
import { pendingEmailStatement } from './email-change.ts';
import { leads, outbox, users } from '../../platform/db/schema.ts';
import { accountMessages } from './contract/account-messages.ts';
import { createTestConfiguration } from '../../../testing/test-configurations.ts';
import { createTestUser } from '../../../testing/test-users.ts';

const test = testApiForFile();

const as = (token: string) => ({ Authorization: `Bearer ${token}` });
let nextAddress = 0;
const newAddress = () => `neu-${process.pid}-${(nextAddress += 1)}@example.de`;

const changeEmail = (token: string, email: string) =>
  test.request('/api/customer/profile', { method: 'PUT', headers: as(token), json: { firstName: 'Erika', lastName: 'Muster', email } });
const confirm = (token: string, linkToken: string) =>
  test.request('/api/customer/email/confirm', { method: 'POST', headers: as(token), json: { token: linkToken } });
const storedEmail = async (id: number) => (await test.db.select().from(users).where(eq(users.id, id)))[0]!.email;
const mailsTo = (recipient: string) => test.db.select().from(outbox).where(eq(outbox.recipient, recipient));

/** The token of the newest confirmation link mailed to `recipient`. */
async function linkTokenFor(recipient: string): Promise<string> {
  const mails = await test.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, recipient), eq(outbox.topic, 'email-change-confirmation')));
  const link = /https?:\/\/\S+\/customer\/email-bestaetigen\?token=([A-Za-z0-9_-]+)/.exec(mails.at(-1)!.textBody)!;
  return link[1]!;
}

describe('changing the e-mail address in the customer profile', () => {
  it('keeps mailing the confirmed address until the link to the new one is opened', async () => {
    const { user, token } = await createTestUser(test.db);
    const stranger = newAddress();

    const response = await changeEmail(token, stranger);
    expect(response.status).toBe(200);
    const answer = await response.json();
    expect(answer).toMatchObject({
      user: { email: user.email },
      pendingEmail: stranger,
      message: accountMessages.emailChangeSent(stranger),
    });
    expect(await storedEmail(user.id)).toBe(user.email);
    expect((await mailsTo(stranger)).map((mail) => mail.topic)).toEqual(['email-change-confirmation']);
    const [notice] = await mailsTo(user.email);
    expect(notice).toMatchObject({ topic: 'email-change-notice' });
    expect(notice!.textBody).toContain(stranger);
    expect(await (await test.request('/api/customer/email', { headers: as(token) })).json()).toEqual({ pendingEmail: stranger });

    const first = await createTestConfiguration(test.db, user.id);
    expect(
      (
        await test.request(`/api/customer/configurations/${first.id}/quote-request`, {
          method: 'POST',
          headers: as(token),
          json: { projektart: 'neubau', privacy: true },
        })
      ).status,
    ).toBe(201);
    expect(await test.db.select().from(leads).where(eq(leads.email, user.email))).toHaveLength(1);
    expect((await mailsTo(stranger)).map((mail) => mail.topic)).toEqual(['email-change-confirmation']);
    expect((await mailsTo(user.email)).map((mail) => mail.topic)).toContain('lead-confirmation');

    const confirmed = await confirm(token, await linkTokenFor(stranger));
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toMatchObject({ user: { email: stranger }, message: accountMessages.emailConfirmed });
    expect(await storedEmail(user.id)).toBe(stranger);
    expect(await (await test.request('/api/customer/email', { headers: as(token) })).json()).toEqual({ pendingEmail: null });
  });

  it('saves the rest of the profile without a mail when the address stays', async () => {
    const { user, token } = await createTestUser(test.db);
    const response = await changeEmail(token, user.email.toUpperCase());
    expect(await response.json()).toMatchObject({ pendingEmail: null, message: accountMessages.profileSaved });
    expect(await mailsTo(user.email)).toEqual([]);
  });

  it('accepts a link once, and only from the account that asked for it', async () => {
    const eva = await createTestUser(test.db);
    const ole = await createTestUser(test.db);
    const address = newAddress();
    await changeEmail(eva.token, address);
    const linkToken = await linkTokenFor(address);

    const foreign = await confirm(ole.token, linkToken);
    expect(foreign.status).toBe(400);
    expect(await foreign.json()).toEqual({ error: accountMessages.emailConfirmFailed });
    expect((await confirm(eva.token, linkToken)).status).toBe(200);
    expect((await confirm(eva.token, linkToken)).status).toBe(400);
    expect(await storedEmail(ole.user.id)).toBe(ole.user.email);
  });

  it('refuses an expired link', async () => {
    const { user, token } = await createTestUser(test.db);
    const dayAndAMinuteAgo = new Date(Date.now() - 24 * 60 * 60 * 1000 - 60_000);
    const { token: linkToken, statement } = pendingEmailStatement(test.db, user.id, newAddress(), dayAndAMinuteAgo);
    await statement;
    expect((await confirm(token, linkToken)).status).toBe(400);
    expect(await storedEmail(user.id)).toBe(user.email);
  });

  it('ends the older link when the address is changed again', async () => {
    const { user, token } = await createTestUser(test.db);
    const [first, second] = [newAddress(), newAddress()];
    await changeEmail(token, first);
    const firstToken = await linkTokenFor(first);
    await changeEmail(token, second);
    expect((await confirm(token, firstToken)).status).toBe(400);
    expect((await confirm(token, await linkTokenFor(second))).status).toBe(200);
    expect(await storedEmail(user.id)).toBe(second);
  });

  it('answers 409 when another account took the address before the link was opened', async () => {
    const { user, token } = await createTestUser(test.db);
    const other = await createTestUser(test.db);
    const address = newAddress();
    await changeEmail(token, address);
    await test.db.update(users).set({ email: address.toUpperCase() }).where(eq(users.id, other.user.id));

    const response = await confirm(token, await linkTokenFor(address));
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: accountMessages.emailTaken });
    expect(await storedEmail(user.id)).toBe(user.email);
  });

  it('limits change mails per account and per new address', async () => {
    const { token } = await createTestUser(test.db);
    for (let change = 0; change < 5; change += 1) expect((await changeEmail(token, newAddress())).status).toBe(200);
    const refused = await changeEmail(token, newAddress());
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: accountMessages.tooManyEmailChanges });

    const target = newAddress();
    for (let account = 0; account < 3; account += 1)
      expect((await changeEmail((await createTestUser(test.db)).token, target)).status).toBe(200);
    expect((await changeEmail((await createTestUser(test.db)).token, target)).status).toBe(429);
    expect(await mailsTo(target)).toHaveLength(3);
  });
});
