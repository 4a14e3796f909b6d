import { Hono } from 'hono';
import { addAssignment, listAssignments, removeAssignment, replaceAssignments } from './assignments.ts';
import type { Database } from '../../../platform/db/client.ts';
import type { SignedInEnv } from '../../../platform/http/env.ts';
import { validate } from '../../../platform/http/validate.ts';
import { assignmentBodySchema, assignmentReplaceSchema, productIdParamSchema } from '../contract/catalogue-admin.ts';
import { adminName } from '../../../platform/http/actor.ts';
import { permit } from '../../../platform/http/permit.ts';

/** /api/admin/product-options: which options a product offers. */
export function adminProductOptionRoutes(db: Database) {
  return (
    new Hono<SignedInEnv>()
      .get('/:productId', permit('catalogue'), validate('param', productIdParamSchema), async (c) =>
        c.json(await listAssignments(db, c.req.valid('param').productId)),
      )
      // The screen saves with this one call: the whole selection replaced in one transaction.
      .put(
        '/:productId',
        permit('catalogue'),
        validate('param', productIdParamSchema),
        validate('json', assignmentReplaceSchema),
        async (c) => c.json(await replaceAssignments(db, c.req.valid('param').productId, c.req.valid('json').option_ids, adminName(c))),
      )
      .post('/', permit('catalogue'), validate('json', assignmentBodySchema), async (c) => {
        const { product_id, option_id } = c.req.valid('json');
        return c.json(await addAssignment(db, product_id, option_id, adminName(c)), 201);
      })
      .delete('/', permit('catalogue'), validate('json', assignmentBodySchema), async (c) => {
        const { product_id, option_id } = c.req.valid('json');
        await removeAssignment(db, product_id, option_id, adminName(c));
        return c.json({ deleted: 1 });
      })
  );
}
