import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testApiForFile } from '../../../testing/fixtures.ts';
import { outbox } from '../../platform/db/schema.ts';
import { createTestUser } from '../../../testing/test-users.ts';

const test = testApiForFile();

const TOO_MANY = { error: 'Zu viele Anmeldeversuche. Bitte warten Sie 15 Minuten und versuchen Sie es dann erneut.' };
const UNDER_ATTACK = {
  error:
    'Zu viele fehlgeschlagene Anmeldeversuche bei diesem Konto. Aus einem Netz, über das Sie sich hier schon angemeldet haben (etwa im Büro oder zu Hause), geht es weiter; sonst versuchen Sie es bitte in einer Stunde erneut.',
};
let nextAddress = 1;
/** A client address of its own (the test API trusts X-Forwarded-For, as behind the operator's proxy). */
const newAddress = () => `198.51.${Math.floor(nextAddress / 250)}.${nextAddress++ % 250}`;
const login = (username: string, password: string, address: string) =>
  test.request('/api/admin/login', { method: 'POST', json: { username, password }, headers: { 'X-Forwarded-For': address } });
const statuses = async (responses: Promise<Response>[]) => (await Promise.all(responses)).map((response) => response.status);

describe('login throttling', () => {
  it('stops an address that keeps failing, and still lets the owner in from elsewhere', async () => {
    const { user, password } = await createTestUser(test.db, { role: 'admin' });
    const attacker = newAddress();
    const answers: number[] = [];
    for (let attempt = 0; attempt < 40; attempt += 1) answers.push((await login(user.username, `falsch-${attempt}`, attacker)).status);
    expect(answers).toEqual([...Array(10).fill(401), ...Array(30).fill(429)]);

    const blocked = await login(user.username, password, attacker);
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toEqual(TOO_MANY);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);

    expect((await login(user.username, password, newAddress())).status).toBe(200);
    expect((await login(user.email, password, newAddress())).status).toBe(200);
  });

  it('counts failures only: a user who logs in often is never refused', async () => {
    const { user, password } = await createTestUser(test.db);
    const office = newAddress();
    for (let attempt = 0; attempt < 15; attempt += 1) expect((await login(user.username, password, office)).status).toBe(200);
  });

  it('forgives an address its failures once it logs in', async () => {
    const { user, password } = await createTestUser(test.db);
    const home = newAddress();
    for (let attempt = 0; attempt < 9; attempt += 1) expect((await login(user.username, 'vertippt', home)).status).toBe(401);
    expect((await login(user.username, password, home)).status).toBe(200);
    for (let attempt = 0; attempt < 9; attempt += 1) expect((await login(user.username, 'vertippt', home)).status).toBe(401);
    expect((await login(user.username, password, home)).status).toBe(200);
  });

  it('counts guesses at the same time as they arrive: twenty at once from one address, ten are checked', async () => {
    const { user } = await createTestUser(test.db);
    const attacker = newAddress();
    const answers = await statuses(Array.from({ length: 20 }, (_, attempt) => login(user.username, `falsch-${attempt}`, attacker)));
    expect(answers.filter((status) => status === 401)).toHaveLength(10);
    expect(answers.filter((status) => status === 429)).toHaveLength(10);
  });

  it('stops one address trying many accounts', async () => {
    const { user, password } = await createTestUser(test.db);
    const sprayer = newAddress();
    for (let attempt = 0; attempt < 30; attempt += 1) expect((await login(`konto-${attempt}`, 'passwort1', sprayer)).status).toBe(401);
    expect((await login(user.username, password, sprayer)).status).toBe(429);
    expect((await login(user.username, password, newAddress())).status).toBe(200);
  });

  it('counts a name and an e-mail address as the one account they name', async () => {
    const { user } = await createTestUser(test.db);
    const attacker = newAddress();
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await login(user.username, `falsch-${attempt}`, attacker)).status).toBe(401);
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await login(user.email.toUpperCase(), `falsch-${attempt}`, attacker)).status).toBe(401);
    expect((await login(user.email, 'noch-einer', attacker)).status).toBe(429);
  });

  it('brakes an account under guesses from many addresses, whether by name or by e-mail, but not its owner where it logged in before', async () => {
    const { user, password } = await createTestUser(test.db, { role: 'admin' });
    const office = newAddress();
    expect((await login(user.username, password, office)).status).toBe(200);
    const guessers = Array.from({ length: 50 }, newAddress);
    // Half the guesses by name, half by e-mail: counted apart, neither half would reach the brake.
    for (const [index, address] of guessers.entries()) {
      expect((await login(index % 2 ? user.email : user.username, `falsch-${index}`, address)).status).toBe(401);
    }
    const fresh = await login(user.username, 'noch-einer', newAddress());
    expect(fresh.status).toBe(429);
    expect(await fresh.json()).toEqual(UNDER_ATTACK);
    expect(Number(fresh.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await login(user.email, password, guessers[0]!)).status).toBe(429);
    expect((await login(user.username, password, office)).status).toBe(200);
  });

  it('refuses a burst of 200 guesses from 200 addresses past the ceiling, warns the owner once, and counts them in the profile', async () => {
    const { user, password, token } = await createTestUser(test.db, { role: 'admin' });
    const home = newAddress();
    expect((await login(user.username, password, home)).status).toBe(200);

    const burst = await statuses(Array.from({ length: 200 }, (_, attempt) => login(user.username, `falsch-${attempt}`, newAddress())));
    expect(burst.filter((status) => status === 401)).toHaveLength(50);
    expect(burst.filter((status) => status === 429)).toHaveLength(150);

    // During the attack: the owner gets in from home, not from an address the account has never used.
    expect((await login(user.email, password, home)).status).toBe(200);
    expect((await login(user.email, password, newAddress())).status).toBe(429);
    const more = await statuses(Array.from({ length: 20 }, (_, attempt) => login(user.email, `weiter-${attempt}`, newAddress())));
    expect(more).toEqual(Array(20).fill(429));

    const warnings = await test.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, user.email), eq(outbox.topic, 'login-attack-warning')));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.subject).toBe('Ungewöhnlich viele fehlgeschlagene Anmeldungen – Fensterwerk Nord');
    expect(warnings[0]!.textBody).toContain(`bei Ihrem Konto „${user.username}“`);

    const profile = await test.request('/api/admin/profile', { headers: { Authorization: `Bearer ${token}` } });
    expect(await profile.json()).toMatchObject({ failedLogins: 200 + 1 + 20 });
  });
});
