/**
 * npm start: builds when the sources or the site address changed since the last build, then serves
 * (migrations, demo catalogue and admin account happen as the server starts).
 */
import { ConfigError, loadConfig } from '../api/src/config.ts';
import { buildIsCurrent } from './build-stamp.ts';
import { build } from './build.ts';

let siteUrl: string;
try {
  siteUrl = loadConfig().PUBLIC_SITE_URL;
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

if (buildIsCurrent(siteUrl)) {
  console.log('[start] Der Build ist aktuell.');
} else {
  console.log('[start] Baue die Website – beim ersten Start dauert das etwa eine halbe Minute …');
  build(siteUrl);
}

await import('./serve.ts');
