/**
 * npm run build: the production build (dist/), its text files compressed once (precompress.ts), the
 * server bundled into dist/serve.mjs (bundle-server.ts, ADR 044), plus the stamp that lets `npm start`
 * skip building next time. PUBLIC_SITE_URL is read like the server reads it; the company data comes from
 * the database (ADR 040).
 *
 *   node scripts/build.ts                 dist/, which a running server copies into its data folder at its next start
 *   node scripts/build.ts --out <folder>  a rebuild beside the pages being served (scripts/server/site-rebuilder.ts)
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { companyDigest, readCompanyForBuild } from '../api/src/features/settings/company-for-build.ts';
import { loadConfig } from '../api/src/config.ts';
import { writeBuildStamp } from './build-stamp.ts';
import { bundleServer } from './bundle-server.ts';
import { precompress } from './precompress.ts';

export async function build(siteUrl: string, outDir = 'dist'): Promise<void> {
  const company = await readCompanyForBuild();
  execFileSync(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build'], {
    stdio: 'inherit',
    env: { ...process.env, PUBLIC_SITE_URL: siteUrl, SITE_OUT_DIR: outDir, SITE_COMPANY_JSON: JSON.stringify(company) },
  });
  const compressed = await precompress(join(outDir, 'client'));
  console.log(
    `[build] ${compressed.count} Textdateien vorkomprimiert (Brotli 11, gzip 9): ${Math.round(compressed.originalBytes / 1024)} KB → ${Math.round(compressed.brotliBytes / 1024)} KB`,
  );
  // A rebuild after a change of the company data renews the pages only; the server stays as it runs.
  if (outDir === 'dist') await bundleServer();
  writeBuildStamp(siteUrl, companyDigest(company), '.', outDir);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  await build(loadConfig().PUBLIC_SITE_URL, values.out);
}
