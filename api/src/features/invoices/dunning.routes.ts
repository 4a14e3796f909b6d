import { Hono } from 'hono';
import type { SignedInEnv } from '../../platform/http/env.ts';
import { validate } from '../../platform/http/validate.ts';
import { staffActor } from '../../platform/http/actor.ts';
import { idParamSchema } from '../../shared/request-schemas.ts';
import { sendDunningSchema } from './contract/dunning-json.ts';
import { dueDunning } from './dunning-state.ts';
import type { InvoiceMailDependencies } from './mail-invoice.ts';
import { sendDunning } from './send-dunning.ts';
import { permit } from '../../platform/http/permit.ts';

/**
 * /api/admin/dunning: "Fällige Mahnungen" (issue 35). GET lists each overdue invoice whose next level is
 * due, with the figures; POST /{id} sends the level the office looked at, and only that one.
 */
export function adminDunningRoutes(dependencies: InvoiceMailDependencies) {
  const { db, wakeMailer } = dependencies;
  return new Hono<SignedInEnv>()
    .get('/', permit('invoices'), async (c) => c.json(await dueDunning(db)))
    .post('/:id', permit('invoices'), validate('param', idParamSchema), validate('json', sendDunningSchema), async (c) => {
      await sendDunning(dependencies, c.req.valid('param').id, c.req.valid('json').level, staffActor(c));
      wakeMailer();
      return c.json(await dueDunning(db));
    });
}
