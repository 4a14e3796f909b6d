/**
 * npm run build: the production build (dist/) plus the stamp that lets `npm start` skip building next
 * time. PUBLIC_SITE_URL is read like the server reads it.
 */
import { execFileSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { loadConfig } from '../api/src/config.ts';
import { writeBuildStamp } from './build-stamp.ts';

export function build(siteUrl: string): void {
  execFileSync(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build'], {
    stdio: 'inherit',
    env: { ...process.env, PUBLIC_SITE_URL: siteUrl },
  });
  writeBuildStamp(siteUrl);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  build(loadConfig().PUBLIC_SITE_URL);
}
