// @ts-check
import node from '@astrojs/node';
import { satteri } from '@astrojs/markdown-satteri';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';
import { companyDigest, readCompanyForBuild } from './api/src/features/settings/company-for-build.ts';
import { companyProfile } from './api/src/features/settings/contract/company.ts';
import { companyPlaceholdersPlugin } from './site/src/lib/company-placeholders.ts';

const site = process.env.PUBLIC_SITE_URL || 'http://localhost:4321';

/**
 * The server's rebuild runs with the code folder read-only (docs/operations.md): its caches go to the
 * data folder then (scripts/server/site-rebuilder.ts); a build by hand keeps them in node_modules.
 */
const cacheDir = process.env.SITE_CACHE_DIR;

/**
 * The company data of "Einstellungen → Firma" (ADR 040): scripts/build.ts hands over what it read (and
 * put into the build stamp); `astro dev` and `astro check` read the database themselves.
 */
const siteCompany = process.env.SITE_COMPANY_JSON ? JSON.parse(process.env.SITE_COMPANY_JSON) : await readCompanyForBuild();

/** Account, back-office, team-invitation, confirmation and newsletter-link pages are noindex and stay out of the sitemap. */
const unlistedPaths =
  /^\/(admin|angebot|rechnung|termin|abnahme|bewertung|dashboard|login|register|customer|thank-you|newsletter|passwort-vergessen|passwort-zuruecksetzen|team|warenkorb)(\/|$)/;

export default defineConfig({
  site,
  srcDir: './site/src',
  // The server's rebuild after a change of the company data builds beside the pages being served (ADR 040).
  outDir: process.env.SITE_OUT_DIR || './dist',
  publicDir: './site/public',
  ...(cacheDir ? { cacheDir: `${cacheDir}/astro` } : {}),
  output: 'static',
  adapter: node({ mode: 'standalone' }),
  // Astro's own session store is not used: accounts have their own sessions (ADR 011).
  session: false,
  integrations: [react(), sitemap({ filter: (page) => !unlistedPaths.test(new URL(page).pathname) })],
  markdown: {
    syntaxHighlight: false,
    // Texts are written with German typography („…“, –); smart punctuation would turn them English.
    processor: satteri({
      mdastPlugins: [companyPlaceholdersPlugin(companyProfile(siteCompany), companyDigest(siteCompany))],
      features: { smartPunctuation: false },
    }),
  },
  vite: {
    plugins: [tailwindcss()],
    define: { __SITE_COMPANY__: JSON.stringify(siteCompany) },
    ...(cacheDir ? { cacheDir: `${cacheDir}/vite` } : {}),
  },
  build: { inlineStylesheets: 'always' },
  // The blog's illustrations are our own SVGs (site/src/assets/blog), shown as WebP: Chromium draws an
  // SVG <img> on the main thread, a raster image off it (ADR 015).
  image: { dangerouslyProcessSVG: true },
  trailingSlash: 'never',
  security: { csp: true },
  devToolbar: { enabled: false },
});
