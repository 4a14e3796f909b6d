import { Hono } from 'hono';
import type { SignedInEnv } from '../../platform/http/env.ts';
import { validate } from '../../platform/http/validate.ts';
import { idParamSchema } from '../../shared/request-schemas.ts';
import { replyBodySchema } from './contract/reply.ts';
import { sendLeadReply, type ReplyDependencies } from './send-reply.ts';
import { staffActor } from '../../platform/http/actor.ts';
import { permit } from '../../platform/http/permit.ts';

/** POST /api/admin/leads/{id}/reply: an answer to the lead by mail; answers the new history entry. */
export function adminLeadReplyRoutes(dependencies: ReplyDependencies) {
  return new Hono<SignedInEnv>().post(
    '/:id/reply',
    permit('replies'),
    validate('param', idParamSchema),
    validate('json', replyBodySchema),
    async (c) => c.json(await sendLeadReply(dependencies, c.req.valid('param').id, c.req.valid('json'), staffActor(c)), 201),
  );
}
