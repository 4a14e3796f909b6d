import { COMPANY_SETTING_KEY } from './setting-keys.ts';
import type { Database } from '../../platform/db/client.ts';
import { readSetting, writeSetting, type SettingDefinition } from './app-settings.ts';
import { companyProfile, companySettingsSchema, type CompanyProfile, type CompanySettings } from './contract/company.ts';
import { defaultCompany } from './contract/company-defaults.ts';

export const companySetting: SettingDefinition<CompanySettings> = {
  key: COMPANY_SETTING_KEY,
  schema: companySettingsSchema,
  defaultValue: defaultCompany,
};

/**
 * How long a process trusts what it read. A save in this process replaces the value at once; with
 * WEB_CONCURRENCY > 1 the other processes see it after at most this long.
 */
const MAX_AGE_MS = 5_000;

interface Cached {
  settings: CompanySettings;
  profile: CompanyProfile;
  readAt: number;
}

// Per database, so tests that run several APIs in one process each see their own.
const cache = new WeakMap<Database, Cached>();
let latest: CompanyProfile = companyProfile(defaultCompany);

function remember(db: Database, settings: CompanySettings): Cached {
  const entry = { settings, profile: companyProfile(settings), readAt: Date.now() };
  cache.set(db, entry);
  latest = entry.profile;
  return entry;
}

async function cached(db: Database): Promise<Cached> {
  const entry = cache.get(db);
  if (entry && Date.now() - entry.readAt < MAX_AGE_MS) {
    latest = entry.profile;
    return entry;
  }
  return remember(db, await readSetting(db, companySetting));
}

/**
 * Makes the snapshot current before a request (app.ts). Best effort: when the database cannot be read,
 * the last copy stands – the request itself meets the failure and answers for it (the health check with
 * its 503), instead of every request failing here first.
 */
export async function refreshCompany(db: Database): Promise<void> {
  try {
    await cached(db);
  } catch (error) {
    console.error('[settings] Firmendaten nicht gelesen, die letzte Fassung gilt weiter:', error);
  }
}

/** The company data as stored (the form's values). */
export async function currentCompanySettings(db: Database): Promise<CompanySettings> {
  return (await cached(db)).settings;
}

/** The company data for mails, documents and notifications, read once and then kept (see MAX_AGE_MS). */
export async function currentCompany(db: Database): Promise<CompanyProfile> {
  return (await cached(db)).profile;
}

/**
 * The company data this process read last, for the mail builders that have no database at hand. The API
 * refreshes it before every request (refreshCompany in app.ts), so a mail built during a request uses
 * what is stored; before the first read it is the first start's defaults.
 */
export function companySnapshot(): CompanyProfile {
  return latest;
}

/** Saves the company data and replaces this process's copy at once. */
export async function saveCompany(db: Database, settings: CompanySettings, by: string): Promise<void> {
  await writeSetting(db, companySetting, settings, by);
  remember(db, settings);
}

/** Where the office's notifications go: the saved address, or NOTIFY_EMAIL while none is saved. */
export function notificationRecipient(fallback: string): string {
  return latest.notificationEmail || fallback;
}

/** Both addresses the office's notifications may have gone to: the one of the environment and the saved one. */
export function officeAddresses(fallback: string): string[] {
  return [...new Set([fallback, notificationRecipient(fallback)])];
}
