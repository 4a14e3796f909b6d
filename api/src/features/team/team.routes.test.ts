import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminTestApiForFile } from '../../../testing/fixtures.ts';
import { outbox, teamInvitations, users } from '../../platform/db/schema.ts';
import { createTestUser } from '../../../testing/test-users.ts';
import { accountMessages } from '../accounts/contract/account-messages.ts';
import { teamMessages as m } from './contract/team.ts';

const test = adminTestApiForFile({ PUBLIC_SITE_URL: 'https://fenster.example' });

let counter = 0;
const uniqueEmail = () => `team-${process.pid}-${(counter += 1)}@example.de`;

/** Invites the address and reads the link's token from the mail the outbox holds for it. */
async function invite(email: string, role = 'vertrieb') {
  const answer = await test.call('POST', '/api/admin/team/invitations', { email, role });
  expect(answer.status).toBe(201);
  const [mail] = await test.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, email), eq(outbox.topic, 'team-invitation')));
  const link = /https:\/\/fenster\.example\/team\/einladung\?token=([A-Za-z0-9_-]+)/.exec(mail!.textBody);
  expect(link, mail!.textBody).not.toBeNull();
  return { answer, token: decodeURIComponent(link![1]!) };
}

const accept = (token: string, username: string, password = 'geheim123') =>
  test.request(`/api/team/invitations/${token}`, { method: 'POST', json: { username, password, firstName: 'Vera', lastName: 'Vertrieb' } });

const login = (username: string, password = 'geheim123') =>
  test.request('/api/admin/login', { method: 'POST', json: { username, password } });

describe('team invitations', () => {
  it('invites by e-mail: the link creates the account with the role, once; the token is stored only as its hash', async () => {
    const email = uniqueEmail();
    const { answer, token } = await invite(email, 'buero');
    expect(answer.body).toMatchObject({ email, role: 'buero', roleLabel: 'Büro' });
    expect(new Date(answer.body.expiresAt).getTime() - Date.now()).toBeGreaterThan(71.9 * 60 * 60 * 1000);
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    const [stored] = await test.db.select().from(teamInvitations).where(eq(teamInvitations.email, email));
    expect(stored!.tokenHash).not.toContain(token);
    expect(stored!.invitedBy).toBe(test.adminName);

    const listed = await test.call('GET', '/api/admin/team');
    expect(listed.body.invitations).toContainEqual(expect.objectContaining({ email, role: 'buero', roleLabel: 'Büro' }));

    const username = `buero-${process.pid}-${counter}`;
    const created = await accept(token, username);
    expect(created.status).toBe(201);
    // Choosing the password signs the colleague in: a session token and cookie as after a login.
    const acceptedBody = await created.json();
    expect(acceptedBody).toMatchObject({ message: m.invitationSignedIn, user: { username, role: 'buero', firstName: 'Vera' } });
    expect(created.headers.get('set-cookie')).toContain(acceptedBody.token);
    const ownProfile = await test.request('/api/admin/profile', { headers: { Authorization: `Bearer ${acceptedBody.token}` } });
    expect(ownProfile.status).toBe(200);
    expect(await ownProfile.json()).toMatchObject({ username });
    const [account] = await test.db.select().from(users).where(eq(users.email, email));
    expect(account).toMatchObject({ username, role: 'buero', firstName: 'Vera', lastName: 'Vertrieb', active: true });
    expect((await login(username)).status).toBe(200);

    const again = await accept(token, `${username}-2`);
    expect(again.status).toBe(410);
    expect(await again.json()).toEqual({ error: m.invitationUsed });

    const team = await test.call('GET', '/api/admin/team');
    expect(team.body.members).toContainEqual(
      expect.objectContaining({ username, name: 'Vera Vertrieb', email, role: 'buero', roleLabel: 'Büro', active: true }),
    );
    expect(team.body.members).toContainEqual(expect.objectContaining({ username: test.adminName, role: 'inhaber', roleLabel: 'Inhaber' }));
    expect(team.body.invitations.map((invitation: { email: string }) => invitation.email)).not.toContain(email);
  });

  it('refuses an expired token (410), an unknown one (404) and a taken username (409)', async () => {
    const email = uniqueEmail();
    const { token } = await invite(email);
    const taken = await accept(token, test.adminName);
    expect(taken.status).toBe(409);
    expect(await taken.json()).toEqual({ error: accountMessages.usernameTaken });

    await test.db
      .update(teamInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(teamInvitations.email, email));
    const expired = await accept(token, `spaet-${process.pid}`);
    expect(expired.status).toBe(410);
    expect(await expired.json()).toEqual({ error: m.invitationExpired });
    expect(await test.db.select().from(users).where(eq(users.email, email))).toEqual([]);

    const unknown = await accept('x'.repeat(43), `unbekannt-${process.pid}`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: m.invitationNotFound });
  });

  it('refuses an address with an account (409); a second invitation replaces the open one', async () => {
    const customer = await createTestUser(test.db);
    expect(await test.call('POST', '/api/admin/team/invitations', { email: customer.user.email, role: 'katalog' })).toEqual({
      status: 409,
      body: { error: m.emailHasAccount },
    });

    const email = uniqueEmail();
    const first = await invite(email, 'katalog');
    await test.db.delete(outbox).where(eq(outbox.recipient, email));
    const second = await invite(email, 'inhaber');
    expect(second.answer.body.role).toBe('inhaber');
    expect((await accept(first.token, `erste-${process.pid}`)).status).toBe(404);
    const username = `zweite-${process.pid}`;
    expect((await accept(second.token, username)).status).toBe(201);
    const [account] = await test.db.select().from(users).where(eq(users.username, username));
    expect(account!.role).toBe('admin');
  });

  it('checks the invitation and the new account with German messages', async () => {
    const invalid = await test.call('POST', '/api/admin/team/invitations', { email: 'kein-name', role: 'kunde' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.issues).toEqual({ email: [m.email], role: [m.role] });
    const { token } = await invite(uniqueEmail());
    const response = await test.request(`/api/team/invitations/${token}`, { method: 'POST', json: { username: 'a', password: '123' } });
    expect(response.status).toBe(400);
    expect((await response.json()).issues).toEqual({
      username: [accountMessages.username],
      password: [accountMessages.registrationPasswordTooShort],
      firstName: [accountMessages.firstNameRequired],
      lastName: [accountMessages.lastNameRequired],
    });
  });
});

describe('changing a person', () => {
  it('deactivation ends their sessions and blocks login; reactivation lets them in again', async () => {
    const person = await createTestUser(test.db, { role: 'admin' });
    const session = () => test.request('/api/session', { headers: { Authorization: `Bearer ${person.token}` } });
    expect((await session()).status).toBe(200);

    const deactivated = await test.call('PUT', `/api/admin/team/${person.user.id}`, { active: false });
    expect(deactivated).toMatchObject({ status: 200, body: { id: person.user.id, active: false, role: 'inhaber' } });
    expect((await session()).status).toBe(401);
    const refused = await login(person.user.username);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: accountMessages.accountDeactivated });
    // A wrong password gets the answer it always gets: the state is told only to whoever knows the password.
    const wrong = await login(person.user.username, 'falsch123');
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ error: accountMessages.loginFailed });

    expect(await test.call('PUT', `/api/admin/team/${person.user.id}`, { active: true, role: 'katalog' })).toMatchObject({
      status: 200,
      body: { active: true, role: 'katalog', roleLabel: 'Katalog' },
    });
    expect((await login(person.user.username)).status).toBe(200);
  });

  it('refuses to demote or deactivate the last active owner (409), and answers 404 for customers', async () => {
    const others = await test.db.select().from(users).where(eq(users.role, 'admin'));
    const me = others.find((user) => user.username === test.adminName)!;
    // Everyone else out of the owner role: the test's admin is the last one.
    for (const other of others.filter((user) => user.id !== me.id)) {
      expect((await test.call('PUT', `/api/admin/team/${other.id}`, { role: 'buero' })).status).toBe(200);
    }
    expect(await test.call('PUT', `/api/admin/team/${me.id}`, { role: 'vertrieb' })).toEqual({ status: 409, body: { error: m.lastOwner } });
    expect(await test.call('PUT', `/api/admin/team/${me.id}`, { active: false })).toEqual({ status: 409, body: { error: m.lastOwner } });
    const [still] = await test.db.select().from(users).where(eq(users.id, me.id));
    expect(still).toMatchObject({ role: 'admin', active: true });
    expect((await test.call('GET', '/api/admin/team')).status).toBe(200);

    // With a second active owner, the first may step down.
    const second = await createTestUser(test.db, { role: 'admin' });
    expect((await test.call('PUT', `/api/admin/team/${second.user.id}`, { role: 'inhaber' })).status).toBe(200);
    expect((await test.call('PUT', `/api/admin/team/${second.user.id}`, { active: false })).status).toBe(200);
    expect(await test.call('PUT', `/api/admin/team/${me.id}`, { role: 'buero' })).toEqual({ status: 409, body: { error: m.lastOwner } });

    const customer = await createTestUser(test.db);
    expect(await test.call('PUT', `/api/admin/team/${customer.user.id}`, { active: false })).toEqual({
      status: 404,
      body: { error: m.notFound },
    });
    expect(await test.call('PUT', '/api/admin/team/999999', { active: false })).toEqual({ status: 404, body: { error: m.notFound } });
    expect((await test.call('PUT', `/api/admin/team/${me.id}`, {})).status).toBe(400);
  });
});
