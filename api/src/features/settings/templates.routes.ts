import { Hono } from 'hono';
import type { Database } from '../../platform/db/client.ts';
import type { SignedInEnv } from '../../platform/http/env.ts';
import { validate } from '../../platform/http/validate.ts';
import { templateBodySchema, templateIdParamSchema } from './contract/templates.ts';
import { createTemplate, deleteTemplate, listTemplates, updateTemplate } from './templates.ts';
import { permit } from '../../platform/http/permit.ts';

/** /api/admin/settings/templates: the reply templates, listed, created, changed and deleted. */
export function adminTemplateRoutes(db: Database) {
  return new Hono<SignedInEnv>()
    .get('/', permit('replies'), async (c) => c.json(await listTemplates(db)))
    .post('/', permit('settings'), validate('json', templateBodySchema), async (c) =>
      c.json(await createTemplate(db, c.req.valid('json')), 201),
    )
    .put('/:id', permit('settings'), validate('param', templateIdParamSchema), validate('json', templateBodySchema), async (c) =>
      c.json(await updateTemplate(db, c.req.valid('param').id, c.req.valid('json'))),
    )
    .delete('/:id', permit('settings'), validate('param', templateIdParamSchema), async (c) => {
      await deleteTemplate(db, c.req.valid('param').id);
      return c.json({ deleted: 1 });
    });
}
