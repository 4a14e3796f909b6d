import type { Database } from '../../platform/db/client.ts';
import { orderedListRoutes } from '../../platform/http/ordered-list-routes.ts';
import { linePresetBodySchema, linePresetIdParamSchema } from './contract/line-presets.ts';
import { linePresetList } from './line-presets.ts';

/** /api/admin/settings/line-presets: the quote editor's free lines, listed, created, changed and deleted. */
export function adminLinePresetRoutes(db: Database) {
  // Those who write quotes read the presets; only the owner changes them.
  return orderedListRoutes(db, linePresetList, { read: 'quotes', body: linePresetBodySchema, idParam: linePresetIdParamSchema });
}
