import { staffActor } from '../../platform/http/actor.ts';
import { Hono } from 'hono';
import type { Database } from '../../platform/db/client.ts';
import type { ProxyHops } from '../../platform/http/client-address.ts';
import type { AppEnv, SignedInEnv } from '../../platform/http/env.ts';
import { noStore } from '../../platform/http/no-store.ts';
import { rateLimit } from '../../platform/http/rate-limit.ts';
import { validate } from '../../platform/http/validate.ts';
import { acceptInvitation, inviteMember, type InvitationDependencies } from './team-invitations.ts';
import { listTeam, updateMember } from './team-members.ts';
import { resetTwoFactor } from '../accounts/two-factor.ts';
import { createSession } from '../accounts/session.ts';
import { setSessionCookie } from '../accounts/session-cookie.ts';
import { accountUser } from '../accounts/users.ts';
import {
  invitationAcceptSchema,
  invitationSchema,
  invitationTokenParamSchema,
  memberIdParamSchema,
  memberUpdateSchema,
  teamMessages,
} from './contract/team.ts';
import { permit } from '../../platform/http/permit.ts';

/**
 * /api/admin/team: the staff accounts and open invitations, inviting a person, changing role and status,
 * and resetting the two-factor sign-in of a person who lost the phone.
 */
export function adminTeamRoutes(dependencies: InvitationDependencies) {
  const { db } = dependencies;
  return new Hono<SignedInEnv>()
    .get('/', permit('team'), async (c) => c.json(await listTeam(db)))
    .post('/invitations', permit('team'), validate('json', invitationSchema), async (c) =>
      c.json(await inviteMember(dependencies, c.req.valid('json'), staffActor(c)), 201),
    )
    .put('/:id', permit('team'), validate('param', memberIdParamSchema), validate('json', memberUpdateSchema), async (c) =>
      c.json(await updateMember(db, c.req.valid('param').id, c.req.valid('json'))),
    )
    .delete('/:id/two-factor', permit('team'), validate('param', memberIdParamSchema), async (c) =>
      c.json(await resetTwoFactor(db, c.req.valid('param').id, c.get('user').username)),
    );
}

/** As the other public writes (a quote link's acceptance: 10 per 10 minutes); guessing a token needs far more. */
const ACCEPT_LIMIT = { bucket: 'team-invitation', limit: 10, windowMs: 10 * 60 * 1000 };

/**
 * /api/team/invitations/{token}: the invited person sets up their account; no session, the token is the
 * key. The answer signs them in as a login would (session cookie and token), so choosing the password is
 * the last step and not followed by typing it again; a second factor the owner requires follows as after a login.
 */
export function publicTeamRoutes({ db, trustProxy, secureCookies }: { db: Database; trustProxy: ProxyHops; secureCookies: boolean }) {
  return new Hono<AppEnv>()
    .use(noStore())
    .post(
      '/invitations/:token',
      rateLimit(db, ACCEPT_LIMIT, trustProxy),
      validate('param', invitationTokenParamSchema),
      validate('json', invitationAcceptSchema),
      async (c) => {
        const user = await acceptInvitation(db, c.req.valid('param').token, c.req.valid('json'));
        // Null only when the account was changed in the same instant; the account stands, the login page remains.
        const created = await createSession(db, user);
        if (!created) return c.json({ message: teamMessages.invitationAccepted }, 201);
        setSessionCookie(c, created.token, created.session.expiresAt, secureCookies);
        return c.json({ message: teamMessages.invitationSignedIn, token: created.token, user: accountUser(user) }, 201);
      },
    );
}
