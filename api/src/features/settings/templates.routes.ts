import type { Database } from '../../platform/db/client.ts';
import { orderedListRoutes } from '../../platform/http/ordered-list-routes.ts';
import { templateBodySchema, templateIdParamSchema } from './contract/templates.ts';
import { templateList } from './templates.ts';

/** /api/admin/settings/templates: the reply templates, listed, created, changed and deleted. */
export function adminTemplateRoutes(db: Database) {
  return orderedListRoutes(db, templateList, { read: 'replies', body: templateBodySchema, idParam: templateIdParamSchema });
}
