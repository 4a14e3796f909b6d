/**
 * npm start: builds when the sources, the site address or the company data (ADR 040) changed since the
 * last build, then becomes the serving process (migrations, demo catalogue and admin account happen as
 * the server starts). `--no-build` serves the existing build as it is (npm run serve, systemd).
 */
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { configOrExit } from './config-or-exit.ts';
import { becomeLeanServer, SERVER_BUNDLE } from './server/lean-server.ts';

const { values } = parseArgs({ options: { 'no-build': { type: 'boolean', default: false } } });

const siteUrl = configOrExit().PUBLIC_SITE_URL;

if (values['no-build']) {
  if (!existsSync(SERVER_BUNDLE)) {
    console.error('Kein Build gefunden. Bitte zuerst „npm run build“ ausführen (oder „npm start“, das bei Bedarf baut).');
    process.exit(1);
  }
} else if (await buildIsCurrentHere(siteUrl)) {
  console.log('[start] Der Build ist aktuell.');
} else {
  console.log('[start] Baue die Website – beim ersten Start dauert das etwa eine halbe Minute …');
  // Loaded only when a build is needed: the serving process does not carry the build's modules.
  const { build } = await import('./build.ts');
  await build(siteUrl);
}

becomeLeanServer();

/**
 * Whether dist/ was built from these sources, this site address and the stored company data. Its modules
 * (the database's among them, about 0.7 s) load only here: `--no-build`, the start under systemd, goes
 * straight to the server, and a restart answers that much sooner (ADR 093).
 */
async function buildIsCurrentHere(url: string): Promise<boolean> {
  if (!existsSync(SERVER_BUNDLE)) return false;
  const [{ companyDigest, readCompanyForBuild }, { buildIsCurrent }, { servedBuildDir }] = await Promise.all([
    import('../api/src/features/settings/company-for-build.ts'),
    import('./build-stamp.ts'),
    import('./server/site-builds.ts'),
  ]);
  return buildIsCurrent(url, companyDigest(await readCompanyForBuild()), '.', servedBuildDir());
}
