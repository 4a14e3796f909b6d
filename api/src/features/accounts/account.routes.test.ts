import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testApiForFile } from '../../../testing/fixtures.ts';
import { verifyPassword } from './password.ts';
import { outbox, users } from '../../platform/db/schema.ts';
import { createTestUser } from '../../../testing/test-users.ts';

const test = testApiForFile();

const post = (path: string, json: unknown, headers: Record<string, string> = {}) => test.request(path, { method: 'POST', json, headers });
const login = (username: string, password: string, headers: Record<string, string> = {}) =>
  post('/api/admin/login', { username, password }, headers);
const session = (token: string) => test.request('/api/session', { headers: { Authorization: `Bearer ${token}` } });

describe('POST /api/admin/login', () => {
  it('logs in by username or e-mail, in any case, and answers token, user and an HttpOnly cookie', async () => {
    const { user, password } = await createTestUser(test.db, { role: 'admin' });
    for (const name of [user.username, user.username.toUpperCase(), user.email]) {
      const response = await login(name, password);
      expect(response.status).toBe(200);
      const body = await response.json();
      expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(body.user).toMatchObject({ id: user.id, username: user.username, role: 'admin', country: 'Deutschland' });
      expect(JSON.stringify(body)).not.toMatch(/argon2|passwordHash|password_hash/);
      const cookie = response.headers.get('set-cookie')!;
      expect(cookie).toMatch(/^session=[A-Za-z0-9_-]{43};/);
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Lax/);
      expect((await session(body.token)).status).toBe(200);
    }
  });

  it('answers 401 with the same German message for a wrong password and an unknown user', async () => {
    const { user } = await createTestUser(test.db);
    for (const response of [await login(user.username, 'falsch-falsch'), await login('niemand-hier', 'egal-egal')]) {
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: 'Benutzername oder Passwort falsch' });
    }
  });

  it('answers 400 when a field is missing', async () => {
    const response = await post('/api/admin/login', { username: '' });
    expect(response.status).toBe(400);
    expect((await response.json()).issues).toEqual({
      username: ['Bitte geben Sie Ihren Benutzernamen ein.'],
      password: ['Bitte geben Sie Ihr Passwort ein.'],
    });
  });
});

describe('POST /api/register', () => {
  const NEUTRAL_ANSWER =
    'Vielen Dank! Ist Ihre E-Mail-Adresse neu bei uns, ist Ihr Konto jetzt angelegt und Sie können sich anmelden. Hat sie schon ein Konto, haben wir Ihnen eine E-Mail geschickt, wie Sie hineinkommen.';
  const registration = (overrides: Record<string, unknown> = {}) => ({
    firstName: 'Klara',
    lastName: 'Kunde',
    email: 'klara@example.de',
    phone: '0401234',
    username: 'klara',
    password: 'sicher123',
    role: 'user',
    ...overrides,
  });

  it('creates a customer, whatever role is sent, with a hashed password', async () => {
    const response = await post('/api/register', registration({ role: 'admin' }));
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ message: NEUTRAL_ANSWER });
    const [stored] = await test.db.select().from(users).where(eq(users.username, 'klara'));
    expect(stored!.role).toBe('customer');
    expect(stored!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(stored!.passwordHash, 'sicher123')).toBe(true);
    expect((await login('klara', 'sicher123')).status).toBe(200);
  });

  it('answers 409 for a taken username, in any case', async () => {
    const takenName = await post('/api/register', registration({ username: 'KLARA', email: 'andere@example.de' }));
    expect(takenName.status).toBe(409);
    expect(await takenName.json()).toEqual({ error: 'Dieser Benutzername ist bereits vergeben.' });
  });

  it('answers a taken e-mail address exactly as a new one, creates no account, and mails the address instead', async () => {
    const owner = await createTestUser(test.db);
    const fresh = await post('/api/register', registration({ username: 'neu-hier', email: 'neu-hier@example.de' }));
    const taken = await post('/api/register', registration({ username: 'fremd', email: owner.user.email.toUpperCase() }));
    expect(taken.status).toBe(fresh.status);
    expect(await taken.json()).toEqual(await fresh.json());
    expect(await test.db.select().from(users).where(eq(users.username, 'fremd'))).toEqual([]);

    const notices = await test.db.select().from(outbox).where(eq(outbox.topic, 'registration-attempt'));
    expect(notices.map((mail) => mail.recipient)).toEqual([owner.user.email]);
    expect(notices[0]!.subject).toBe('Registrierung mit Ihrer E-Mail-Adresse – Fensterwerk Nord');
    expect(notices[0]!.textBody).toContain('jemand wollte mit Ihrer E-Mail-Adresse ein neues Konto');
    expect(notices[0]!.textBody).toContain(`Benutzernamen „${owner.user.username}“`);
    expect(notices[0]!.textBody).toContain('Passwort vergessen?');

    // Again within the hour: the same answer, no second mail.
    const again = await post('/api/register', registration({ username: 'fremd2', email: owner.user.email }));
    expect(again.status).toBe(fresh.status);
    expect(await test.db.select().from(outbox).where(eq(outbox.topic, 'registration-attempt'))).toHaveLength(1);
  });

  it('checks every field with German messages', async () => {
    const response = await post(
      '/api/register',
      registration({ firstName: '', lastName: ' ', email: 'x', username: 'a b', password: '12345' }),
    );
    expect(response.status).toBe(400);
    expect((await response.json()).issues).toEqual({
      firstName: ['Vorname ist erforderlich'],
      lastName: ['Nachname ist erforderlich'],
      email: ['Bitte geben Sie eine gültige E-Mail-Adresse ein'],
      username: ['Der Benutzername muss 3–50 Zeichen lang sein und darf nur Buchstaben, Ziffern, Punkt, Unter- und Bindestrich enthalten.'],
      password: ['Passwort muss mindestens 6 Zeichen lang sein'],
    });
    expect(
      (await post('/api/register', registration({ username: 'lang', email: 'lang@example.de', password: 'x'.repeat(129) }))).status,
    ).toBe(400);
  });
});

describe('POST /api/logout', () => {
  it('ends the session on the server and clears the cookie', async () => {
    const { token } = await createTestUser(test.db);
    const response = await post('/api/logout', {}, { Authorization: `Bearer ${token}` });
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toMatch(/^session=;.*Max-Age=0/);
    expect((await session(token)).status).toBe(401);
  });

  it('ends a cookie session too', async () => {
    const { token } = await createTestUser(test.db);
    await post('/api/logout', {}, { Cookie: `session=${token}` });
    expect((await session(token)).status).toBe(401);
  });
});

describe('answers about logins and sessions', () => {
  it('are never kept by a cache, failures included', async () => {
    const admin = await createTestUser(test.db, { role: 'admin' });
    const bearer = { Authorization: `Bearer ${admin.token}` };
    const suffix = Date.now().toString(36);
    const answers: Record<string, Response> = {
      login: await login(admin.user.username, admin.password),
      'login, wrong password': await login(admin.user.username, 'falsch-falsch'),
      'login, no fields': await post('/api/admin/login', {}),
      session: await session(admin.token),
      'session, none': await test.request('/api/session'),
      register: await post('/api/register', {
        firstName: 'Nora',
        lastName: 'Neu',
        email: `nora-${suffix}@example.de`,
        username: `nora-${suffix}`,
        password: 'sicher123',
      }),
      'forgot password': await post('/api/admin/forgot-password', { username: admin.user.username }),
      'reset password, unknown link': await post('/api/admin/reset-password', { token: 'x'.repeat(43), newPassword: 'gut-genug' }),
      'admin profile': await test.request('/api/admin/profile', { headers: bearer }),
      'admin profile, no session': await test.request('/api/admin/profile'),
      logout: await post('/api/logout', {}, bearer),
    };
    const cacheControl = Object.fromEntries(Object.entries(answers).map(([name, answer]) => [name, answer.headers.get('cache-control')]));
    expect(cacheControl).toEqual(Object.fromEntries(Object.keys(answers).map((name) => [name, 'no-store'])));
  });
});
