import { Hono } from 'hono';
import type { Database } from '../../platform/db/client.ts';
import type { SignedInEnv } from '../../platform/http/env.ts';
import { validate } from '../../platform/http/validate.ts';
import { linePresetBodySchema, linePresetIdParamSchema } from './contract/line-presets.ts';
import { createLinePreset, deleteLinePreset, listLinePresets, updateLinePreset } from './line-presets.ts';
import { permit } from '../../platform/http/permit.ts';

/** /api/admin/settings/line-presets: the quote editor's free lines, listed, created, changed and deleted. */
export function adminLinePresetRoutes(db: Database) {
  return (
    new Hono<SignedInEnv>()
      // Those who write quotes read the presets; only the owner changes them.
      .get('/', permit('quotes'), async (c) => c.json(await listLinePresets(db)))
      .post('/', permit('settings'), validate('json', linePresetBodySchema), async (c) =>
        c.json(await createLinePreset(db, c.req.valid('json')), 201),
      )
      .put('/:id', permit('settings'), validate('param', linePresetIdParamSchema), validate('json', linePresetBodySchema), async (c) =>
        c.json(await updateLinePreset(db, c.req.valid('param').id, c.req.valid('json'))),
      )
      .delete('/:id', permit('settings'), validate('param', linePresetIdParamSchema), async (c) => {
        await deleteLinePreset(db, c.req.valid('param').id);
        return c.json({ deleted: 1 });
      })
  );
}
