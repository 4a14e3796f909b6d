import { Hono } from 'hono';
import type { Database } from '../../platform/db/client.ts';
import type { SignedInEnv } from '../../platform/http/env.ts';
import { validate } from '../../platform/http/validate.ts';
import { accessReport } from './access-report.ts';
import { erasePersonalData, type ErasureScope } from './erasure.ts';
import { collectPersonalData, personalDataJson } from './personal-data.ts';
import { accessReportQuerySchema, privacyQuerySchema } from '../leads/contract/leads-admin.ts';
import { adminName } from '../../platform/http/actor.ts';
import { permit } from '../../platform/http/permit.ts';
import { berlinDay } from '../../shared/dates.ts';

/**
 * /api/admin/privacy?email=…: a person's access request (Art. 15 DSGVO) as a download, the German
 * document to hand them (or with format=json the same data machine-readable), and their erasure request
 * (Art. 17), answered with what was deleted per kind (ADR 029).
 */
export function adminPrivacyRoutes(db: Database, mail: ErasureScope) {
  return new Hono<SignedInEnv>()
    .get('/', permit('privacy'), validate('query', accessReportQuerySchema), async (c) => {
      const { email, format } = c.req.valid('query');
      const now = new Date();
      const data = await collectPersonalData(db, email, mail, now);
      c.header('Content-Disposition', `attachment; filename="auskunft-${berlinDay(now)}.${format === 'json' ? 'json' : 'txt'}"`);
      c.header('Cache-Control', 'no-store');
      if (format === 'json') return c.json(personalDataJson(data));
      return c.text(accessReport(data), 200, { 'Content-Type': 'text/plain; charset=utf-8' });
    })
    .delete('/', permit('privacy'), validate('query', privacyQuerySchema), async (c) => {
      const { email } = c.req.valid('query');
      return c.json(await erasePersonalData(db, email, adminName(c), mail));
    });
}
