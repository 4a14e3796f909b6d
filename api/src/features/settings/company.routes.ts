import { Hono } from 'hono';
import type { Database } from '../../platform/db/client.ts';
import type { SignedInEnv } from '../../platform/http/env.ts';
import { validate } from '../../platform/http/validate.ts';
import { adminName } from '../../platform/http/actor.ts';
import { companySettingsSchema, type CompanySettingsJson } from './contract/company.ts';
import { currentCompanySettings, saveCompany } from './current-company.ts';
import { readSiteBuild, writeSiteBuild, type SiteRebuilder } from './site-build-status.ts';
import { permit } from '../../platform/http/permit.ts';

export interface CompanyRouteDependencies {
  db: Database;
  notifyEmail: string;
  siteRebuilder?: SiteRebuilder | undefined;
}

/**
 * /api/admin/settings/company: the company data and trust figures. Saving starts a rebuild of the
 * pre-rendered pages; the answer's `site` says how far it is (ADR 040).
 */
export function adminCompanyRoutes({ db, notifyEmail, siteRebuilder }: CompanyRouteDependencies) {
  const answer = async (): Promise<CompanySettingsJson> => ({
    company: await currentCompanySettings(db),
    notificationFallback: notifyEmail,
    site: await readSiteBuild(db),
  });
  return new Hono<SignedInEnv>()
    .get('/', permit('settings'), async (c) => c.json(await answer()))
    .put('/', permit('settings'), validate('json', companySettingsSchema), async (c) => {
      await saveCompany(db, c.req.valid('json'), adminName(c));
      if (siteRebuilder) {
        const { builtAt } = await readSiteBuild(db);
        await writeSiteBuild(db, { state: 'building', builtAt });
        siteRebuilder.request();
      }
      return c.json(await answer());
    });
}
