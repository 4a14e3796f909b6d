import { Hono } from 'hono';
import type { $ZodType, output } from 'zod/v4/core';
import type { Permission } from '../../shared/staff-access.ts';
import type { Database } from '../db/client.ts';
import type { OrderedList } from '../db/ordered-list.ts';
import type { SignedInEnv } from './env.ts';
import { permit } from './permit.ts';
import { validate } from './validate.ts';

interface OrderedListSchemas<Body extends $ZodType<object>, IdParam extends $ZodType<{ id: number }>> {
  /** Who reads the list: those who use it (writing quotes, answering leads). Only the owner changes it. */
  read: Permission;
  body: Body;
  idParam: IdParam;
}

/** An ordered settings list's routes (ordered-list.ts): listed, created, changed and deleted, typed for hc. */
export function orderedListRoutes<Body extends $ZodType<object>, IdParam extends $ZodType<{ id: number }>, Json>(
  db: Database,
  rows: OrderedList<output<Body>, Json>,
  { read, body, idParam }: OrderedListSchemas<Body, IdParam>,
) {
  return new Hono<SignedInEnv>()
    .get('/', permit(read), async (c) => c.json(await rows.list(db)))
    .post('/', permit('settings'), validate('json', body), async (c) => c.json(await rows.create(db, c.req.valid('json')), 201))
    .put('/:id', permit('settings'), validate('param', idParam), validate('json', body), async (c) =>
      c.json(await rows.update(db, c.req.valid('param').id, c.req.valid('json'))),
    )
    .delete('/:id', permit('settings'), validate('param', idParam), async (c) => {
      await rows.remove(db, c.req.valid('param').id);
      return c.json({ deleted: 1 });
    });
}
