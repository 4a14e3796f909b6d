import { securitySettingsMessages } from '../settings/contract/security-settings.ts';
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it, vi } from 'vitest';
import { adminTestApiForFile } from '../../../testing/fixtures.ts';
import { and } from 'drizzle-orm';
import { outbox, recoveryCodes, sessions, users } from '../../platform/db/schema.ts';
import { callWithToken } from '../../../testing/test-admin.ts';
import { createTestUser } from '../../../testing/test-users.ts';
import { twoFactorMessages as m } from './contract/two-factor.ts';
import { sessionIdFromToken } from './session.ts';

const test = adminTestApiForFile();

/** The app's code for the step `steps` away from now, as the person's phone would show it. */
const codeOf = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 });

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Answer = { status: number; body: any };

/** A request with the given session token. */
const as = (token: string, method: string, path: string, json?: unknown): Promise<Answer> => callWithToken(test, token, method, path, json);

async function login(username: string, password = 'geheim123'): Promise<Answer> {
  const response = await test.request('/api/admin/login', { method: 'POST', json: { username, password } });
  return { status: response.status, body: await response.json() };
}

/** A staff member who set up two-factor sign-in in their first session, at the current step. */
async function personWithTwoFactor(role: 'vertrieb' | 'buero' | 'admin' = 'vertrieb') {
  const person = await createTestUser(test.db, { role });
  const setup = await as(person.token, 'POST', '/api/admin/profile/two-factor/setup');
  expect(setup.status).toBe(200);
  const enabled = await as(person.token, 'POST', '/api/admin/profile/two-factor', {
    secret: setup.body.secret,
    code: codeOf(setup.body.secret),
  });
  expect(enabled.status, JSON.stringify(enabled.body)).toBe(201);
  return { ...person, secret: setup.body.secret as string, recoveryCodes: enabled.body.recoveryCodes as string[] };
}

describe('two-factor sign-in', () => {
  it('sets up with a QR code and a code from the app; the ten recovery codes are answered once and stored only as SHA-256', async () => {
    const person = await createTestUser(test.db, { role: 'buero' });
    const setup = await as(person.token, 'POST', '/api/admin/profile/two-factor/setup');
    expect(setup.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.body.uri).toContain(
      `otpauth://totp/Fensterwerk%20Nord:${person.user.username}?issuer=Fensterwerk%20Nord&secret=${setup.body.secret}`,
    );
    expect(setup.body.qrSvg).toMatch(/^<svg [^>]*viewBox/);

    const wrong = await as(person.token, 'POST', '/api/admin/profile/two-factor', {
      secret: setup.body.secret,
      code: '000000' === codeOf(setup.body.secret) ? '111111' : '000000',
    });
    expect(wrong).toMatchObject({ status: 400, body: { error: m.codeWrong } });
    expect((await test.db.select().from(users).where(eq(users.id, person.user.id)))[0]!.totpKey).toBeNull();

    const enabled = await as(person.token, 'POST', '/api/admin/profile/two-factor', {
      secret: setup.body.secret,
      code: codeOf(setup.body.secret),
    });
    expect(enabled.status).toBe(201);
    const codes: string[] = enabled.body.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);

    const stored = await test.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, person.user.id));
    expect(stored.map((row) => row.codeHash).sort()).toEqual(codes.map((code) => createHash('sha256').update(code).digest('hex')).sort());
    const everything = JSON.stringify(stored);
    for (const code of codes) expect(everything).not.toContain(code);
    expect((await test.db.select().from(users).where(eq(users.id, person.user.id)))[0]!.totpKey).toBe(setup.body.secret);

    // The session that set it up is verified; a second setup is refused.
    expect((await as(person.token, 'GET', '/api/admin/dashboard')).status).toBe(200);
    const profile = await as(person.token, 'GET', '/api/admin/profile');
    expect(profile.body.twoFactor).toEqual({ enabled: true, required: false, recoveryCodesLeft: 10, pending: null });
    expect(
      (await as(person.token, 'POST', '/api/admin/profile/two-factor', { secret: setup.body.secret, code: codeOf(setup.body.secret, 1) }))
        .status,
    ).toBe(409);
  });

  it('after the password, an unverified session cannot read leads but reaches the code step; a wrong code is refused, the right one opens it', async () => {
    const person = await personWithTwoFactor();
    const signIn = await login(person.user.username);
    expect(signIn.status).toBe(200);
    expect(signIn.body.twoFactor).toBe('code');
    const token: string = signIn.body.token;
    expect(
      (
        await test.db
          .select()
          .from(sessions)
          .where(eq(sessions.id, sessionIdFromToken(token)))
      )[0]!.twoFactorVerified,
    ).toBe(false);

    expect(await as(token, 'GET', '/api/admin/dashboard')).toMatchObject({ status: 403, body: { error: m.codeStepNeeded } });
    expect((await as(token, 'GET', '/api/admin/leads/1')).status).toBe(403);
    expect((await as(token, 'GET', '/api/admin/counts')).status).toBe(403);
    // The profile is closed too; /api/session tells the step and nothing of the account (ADR 045).
    expect(await as(token, 'GET', '/api/admin/profile')).toMatchObject({ status: 403, body: { error: m.codeStepNeeded } });
    expect(await as(token, 'GET', '/api/session')).toEqual({ status: 200, body: { user: null, twoFactor: 'code' } });

    const wrongCode = codeOf(person.secret, 1) === '123456' ? '654321' : '123456';
    expect(await as(token, 'POST', '/api/admin/login/two-factor', { code: wrongCode })).toMatchObject({
      status: 400,
      body: { error: m.codeWrong, issues: { code: [m.codeWrong] } },
    });
    expect((await as(token, 'GET', '/api/admin/dashboard')).status).toBe(403);

    // The setup used this step's code: the next step's is accepted (window ±1).
    expect(await as(token, 'POST', '/api/admin/login/two-factor', { code: codeOf(person.secret, 1) })).toMatchObject({ status: 200 });
    expect((await as(token, 'GET', '/api/admin/dashboard')).status).toBe(200);
  });

  it('refuses a valid code the second time, also in another session', async () => {
    const person = await personWithTwoFactor();
    const first = (await login(person.user.username)).body.token;
    const second = (await login(person.user.username)).body.token;
    const code = codeOf(person.secret, 1);
    expect((await as(first, 'POST', '/api/admin/login/two-factor', { code })).status).toBe(200);
    expect(await as(second, 'POST', '/api/admin/login/two-factor', { code })).toMatchObject({ status: 400, body: { error: m.codeUsed } });
    expect((await as(second, 'GET', '/api/admin/dashboard')).status).toBe(403);
    // An older step's code, within the window but before the last one used, is refused as well.
    expect((await as(second, 'POST', '/api/admin/login/two-factor', { code: codeOf(person.secret) })).status).toBe(400);
  });

  it('takes a recovery code once, in any case and with spaces', async () => {
    const person = await personWithTwoFactor();
    const [code] = person.recoveryCodes;
    const first = (await login(person.user.username)).body.token;
    const typed = ` ${code!.toUpperCase().replaceAll('-', ' ')} `;
    expect((await as(first, 'POST', '/api/admin/login/two-factor', { recoveryCode: typed })).status).toBe(200);
    expect((await as(first, 'GET', '/api/admin/dashboard')).status).toBe(200);

    const second = (await login(person.user.username)).body.token;
    expect(await as(second, 'POST', '/api/admin/login/two-factor', { recoveryCode: code })).toMatchObject({
      status: 400,
      body: { error: m.recoveryCodeWrong },
    });
    expect((await as(second, 'GET', '/api/admin/dashboard')).status).toBe(403);
    expect((await as(first, 'GET', '/api/admin/profile')).body.twoFactor.recoveryCodesLeft).toBe(9);
  });

  it('ends the session at the fifth wrong code', async () => {
    const person = await personWithTwoFactor();
    const token = (await login(person.user.username)).body.token;
    const valid = new Set([-1, 0, 1].map((steps) => codeOf(person.secret, steps)));
    const wrong = ['111111', '222222', '333333', '444444', '555555', '666666', '777777'].filter((code) => !valid.has(code));
    for (const code of wrong.slice(0, 4)) expect((await as(token, 'POST', '/api/admin/login/two-factor', { code })).status).toBe(400);
    expect(await as(token, 'POST', '/api/admin/login/two-factor', { code: wrong[4] })).toMatchObject({
      status: 401,
      body: { error: m.tooManyWrongCodes },
    });
    expect(
      await test.db
        .select()
        .from(sessions)
        .where(eq(sessions.id, sessionIdFromToken(token))),
    ).toEqual([]);
    expect((await as(token, 'POST', '/api/admin/login/two-factor', { code: codeOf(person.secret, 1) })).status).toBe(401);
  });

  it('counts wrong codes per account across sessions: past ten in an hour every session gets 429, the owner one mail, the log the account', async () => {
    const person = await personWithTwoFactor();
    const valid = new Set([-1, 0, 1].map((steps) => codeOf(person.secret, steps)));
    const wrong = Array.from({ length: 20 }, (_, index) => String(100000 + index * 37)).filter((code) => !valid.has(code));
    const log = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      // Three logins with the password, four wrong codes each (the session's own limit is five): twelve.
      const answers: number[] = [];
      for (const round of [0, 1, 2]) {
        const token = (await login(person.user.username)).body.token;
        for (const code of wrong.slice(round * 4, round * 4 + 4))
          answers.push((await as(token, 'POST', '/api/admin/login/two-factor', { code })).status);
      }
      expect(answers).toEqual([...Array(10).fill(400), 429, 429]);

      // A fresh session, a recovery code, even the right code: braked for the rest of the window.
      const fresh = (await login(person.user.username)).body.token;
      const braked = await test.request('/api/admin/login/two-factor', {
        method: 'POST',
        headers: { Authorization: `Bearer ${fresh}` },
        json: { code: codeOf(person.secret, 1) },
      });
      expect(braked.status).toBe(429);
      expect(Number(braked.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await braked.json()).toEqual({ error: m.accountBraked });
      expect(await as(fresh, 'POST', '/api/admin/login/two-factor', { recoveryCode: person.recoveryCodes[0] })).toMatchObject({
        status: 429,
      });
      expect((await as(fresh, 'GET', '/api/admin/dashboard')).status).toBe(403);
      expect(
        (
          await test.db
            .select()
            .from(recoveryCodes)
            .where(and(eq(recoveryCodes.userId, person.user.id)))
        ).every((row) => row.usedAt === null),
      ).toBe(true);

      const warnings = await test.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.recipient, person.user.email), eq(outbox.topic, 'two-factor-guessing-warning')));
      expect(warnings).toHaveLength(1);
      expect(warnings[0]!.textBody).toContain(`bei Ihrem Konto „${person.user.username}“`);
      const logged = log.mock.calls.flat().join(' ');
      expect(logged).toContain(`${person.user.username} (#${person.user.id})`);
    } finally {
      log.mockRestore();
    }
  });

  it('new recovery codes replace all old ones; turning off takes a code or the password', async () => {
    const person = await personWithTwoFactor();
    const renewed = await as(person.token, 'POST', '/api/admin/profile/two-factor/recovery-codes', { code: codeOf(person.secret, 1) });
    expect(renewed.status).toBe(200);
    expect(renewed.body.recoveryCodes).toHaveLength(10);
    const stored = await test.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, person.user.id));
    expect(stored.map((row) => row.codeHash).sort()).toEqual(
      (renewed.body.recoveryCodes as string[]).map((code) => createHash('sha256').update(code).digest('hex')).sort(),
    );
    const other = (await login(person.user.username)).body.token;
    expect((await as(other, 'POST', '/api/admin/login/two-factor', { recoveryCode: person.recoveryCodes[0] })).status).toBe(400);

    expect(await as(person.token, 'DELETE', '/api/admin/profile/two-factor', { password: 'falsch' })).toMatchObject({
      status: 400,
      body: { error: m.passwordWrong },
    });
    expect((await as(person.token, 'DELETE', '/api/admin/profile/two-factor', { password: person.password })).status).toBe(200);
    const [row] = await test.db.select().from(users).where(eq(users.id, person.user.id));
    expect(row).toMatchObject({ totpKey: null, totpLastStep: null });
    expect(await test.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, person.user.id))).toEqual([]);
    // Off: the session that was waiting for a code opens without one, and a new login asks for none.
    expect((await as(other, 'GET', '/api/admin/dashboard')).status).toBe(200);
    expect((await login(person.user.username)).body.twoFactor).toBeUndefined();
  });

  it('leaves sessions of accounts without a key, and customers, as they were', async () => {
    const staff = await createTestUser(test.db, { role: 'vertrieb' });
    expect((await as(staff.token, 'GET', '/api/admin/dashboard')).status).toBe(200);
    const signIn = await login(staff.user.username);
    expect(signIn.body.twoFactor).toBeUndefined();
    const customer = await createTestUser(test.db);
    const customerLogin = await login(customer.user.username);
    expect(customerLogin.status).toBe(200);
    expect(customerLogin.body.twoFactor).toBeUndefined();
    expect((await as(customer.token, 'GET', '/api/customer/requests')).status).toBe(200);
  });

  it("the owner's requirement forces setup before anything else, and while it holds nobody turns it off", async () => {
    // The owner must have it first.
    expect(await test.call('PUT', '/api/admin/settings/security', { requireTwoFactor: true })).toMatchObject({
      status: 409,
      body: { error: securitySettingsMessages.ownSetupFirst },
    });
    const setup = await test.call('POST', '/api/admin/profile/two-factor/setup');
    expect(
      (await test.call('POST', '/api/admin/profile/two-factor', { secret: setup.body.secret, code: codeOf(setup.body.secret) })).status,
    ).toBe(201);
    const withKey = await personWithTwoFactor();
    const existing = await createTestUser(test.db, { role: 'katalog' });

    try {
      expect(await test.call('PUT', '/api/admin/settings/security', { requireTwoFactor: true })).toMatchObject({
        status: 200,
        body: { requireTwoFactor: true },
      });
      expect((await test.call('GET', '/api/admin/settings/security')).body).toEqual({ requireTwoFactor: true });

      // A session from before the switch, of an account without a key: only the setup is open.
      expect(await as(existing.token, 'GET', '/api/admin/product-lines')).toMatchObject({ status: 403, body: { error: m.setupNeeded } });
      const signIn = await login(existing.user.username);
      expect(signIn.body.twoFactor).toBe('setup');
      const token = signIn.body.token;
      expect(await as(token, 'GET', '/api/admin/profile')).toMatchObject({ status: 403, body: { error: m.setupNeeded } });
      expect(await as(token, 'GET', '/api/session')).toEqual({ status: 200, body: { user: null, twoFactor: 'setup' } });
      const own = await as(token, 'POST', '/api/admin/profile/two-factor/setup');
      expect(
        (await as(token, 'POST', '/api/admin/profile/two-factor', { secret: own.body.secret, code: codeOf(own.body.secret) })).status,
      ).toBe(201);
      expect((await as(token, 'GET', '/api/admin/product-lines')).status).toBe(200);

      expect(await as(withKey.token, 'DELETE', '/api/admin/profile/two-factor', { password: withKey.password })).toMatchObject({
        status: 409,
        body: { error: m.requiredForAll },
      });
      expect((await test.db.select().from(users).where(eq(users.id, withKey.user.id)))[0]!.totpKey).toBe(withKey.secret);
    } finally {
      expect((await test.call('PUT', '/api/admin/settings/security', { requireTwoFactor: false })).status).toBe(200);
    }
  });

  it('the owner resets a person who lost the phone; the log names who did it', async () => {
    const person = await personWithTwoFactor('buero');
    const team = await test.call('GET', '/api/admin/team');
    expect(team.body.members).toContainEqual(expect.objectContaining({ id: person.user.id, twoFactor: true }));

    const log = vi.spyOn(console, 'info').mockImplementation(() => {});
    const reset = await test.call('DELETE', `/api/admin/team/${person.user.id}/two-factor`);
    expect(reset).toMatchObject({ status: 200, body: { id: person.user.id, twoFactor: false } });
    expect(log.mock.calls.flat().join(' ')).toContain(`${person.user.username} (#${person.user.id}) zurückgesetzt durch ${test.adminName}`);
    log.mockRestore();

    expect((await test.db.select().from(users).where(eq(users.id, person.user.id)))[0]!.totpKey).toBeNull();
    expect(await test.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, person.user.id))).toEqual([]);
    const signIn = await login(person.user.username);
    expect(signIn.body.twoFactor).toBeUndefined();
    expect((await as(signIn.body.token, 'GET', '/api/admin/orders')).status).toBe(200);

    const customer = await createTestUser(test.db);
    expect((await test.call('DELETE', `/api/admin/team/${customer.user.id}/two-factor`)).status).toBe(404);
    const colleague = await createTestUser(test.db, { role: 'vertrieb' });
    expect((await as(colleague.token, 'DELETE', `/api/admin/team/${person.user.id}/two-factor`)).status).toBe(403);
  });
});
