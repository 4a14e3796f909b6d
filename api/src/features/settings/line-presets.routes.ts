import { Hono } from 'hono';
import type { Database } from '../../platform/db/client.ts';
import type { SignedInEnv } from '../../platform/http/env.ts';
import { validate } from '../../platform/http/validate.ts';
import { linePresetBodySchema, linePresetIdParamSchema } from './contract/line-presets.ts';
import { createLinePreset, deleteLinePreset, listLinePresets, updateLinePreset } from './line-presets.ts';

/** /api/admin/settings/line-presets: the quote editor's free lines, listed, created, changed and deleted. */
export function adminLinePresetRoutes(db: Database) {
  return new Hono<SignedInEnv>()
    .get('/', async (c) => c.json(await listLinePresets(db)))
    .post('/', validate('json', linePresetBodySchema), async (c) => c.json(await createLinePreset(db, c.req.valid('json')), 201))
    .put('/:id', validate('param', linePresetIdParamSchema), validate('json', linePresetBodySchema), async (c) =>
      c.json(await updateLinePreset(db, c.req.valid('param').id, c.req.valid('json'))),
    )
    .delete('/:id', validate('param', linePresetIdParamSchema), async (c) => {
      await deleteLinePreset(db, c.req.valid('param').id);
      return c.json({ deleted: 1 });
    });
}
