import { createHash } from 'node:crypto';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../platform/db/client.ts';
import { readSetting } from './app-settings.ts';
import { publicCompanySettings, type CompanySettings, type PublicCompanySettings } from './contract/company.ts';
import { defaultCompany } from './contract/company-defaults.ts';
import { companySetting } from './current-company.ts';

/**
 * The company data the site's build bakes into the pre-rendered pages (ADR 040): the settings row of the
 * database the server uses (DATABASE_URL), the first start's defaults while there is none. Only the public
 * part: the notification address and the bank details never reach a page or a script.
 */
export async function readCompanyForBuild(env: Record<string, string | undefined> = process.env): Promise<PublicCompanySettings> {
  const config = loadConfig(env);
  const db = await openDatabase({ url: config.DATABASE_URL, authToken: config.DATABASE_AUTH_TOKEN });
  try {
    return publicCompanySettings(await readSetting(db, companySetting));
  } catch (error) {
    // A database that was never migrated (a fresh checkout builds before the first start) has no
    // settings table yet: its first start will show the defaults as well. Anything else is an error.
    if (!missingTable(error)) throw error;
    return publicCompanySettings(defaultCompany);
  } finally {
    db.$client.close();
  }
}

/** drizzle wraps the driver's error: the reason is somewhere down the chain of causes. */
function missingTable(error: unknown): boolean {
  for (let reason = error; reason instanceof Error; reason = reason.cause) {
    if (/no such table/i.test(reason.message)) return true;
  }
  return false;
}

/** A short fingerprint of the data, for the build stamp and the content cache (ADR 040). */
export function companyDigest(settings: PublicCompanySettings | CompanySettings): string {
  return createHash('sha256').update(JSON.stringify(settings)).digest('hex').slice(0, 16);
}
