/**
 * npm run bench: builds, starts the production server on a fresh database and prints
 *  - the JavaScript each content page ships (raw and gzip),
 *  - Lighthouse mobile scores of the content pages,
 *  - requests per second of GET /api/public/product-lines against a static file of the same server.
 * Figures, not pass/fail: the targets are in the issues and the README.
 */
import { loadConfig } from '../api/src/config.ts';
import { build } from '../scripts/build.ts';
import { startServer } from '../tests/e2e/support/server.ts';
import { measureLoad } from './http-load.ts';
import { runLighthouse } from './lighthouse.ts';
import { measureJavaScript } from './page-weight.ts';

const CONTENT_PAGES = ['/', '/about', '/blog', '/blog/einbruchschutz-fenster-rc2', '/impressum', '/datenschutz', '/agb', '/privacy', '/contact', '/thank-you'];
const LIGHTHOUSE_PAGES = ['/', '/about', '/blog', '/blog/einbruchschutz-fenster-rc2', '/impressum'];

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function heading(text: string) {
  console.log(`\n== ${text} ==`);
}

if (!process.argv.includes('--no-build')) {
  heading('Build');
  build(loadConfig().PUBLIC_SITE_URL);
}

const server = await startServer();
try {
  heading('JavaScript je Inhaltsseite (Ziel: keine React-Dateien, zusammen höchstens 10 KB gzip)');
  const weights = await measureJavaScript(server.url, CONTENT_PAGES);
  console.table(
    weights.map((weight) => ({ Seite: weight.path, Dateien: weight.scripts, roh: kb(weight.bytes), gzip: kb(weight.gzipBytes) })),
  );

  heading('Lighthouse mobil (Ziel: Leistung ≥ 98, Barrierefreiheit, Best Practices und SEO 100)');
  const scores = await runLighthouse(server.url, LIGHTHOUSE_PAGES);
  console.table(
    scores.map((score) => ({
      Seite: score.path,
      Leistung: score.performance,
      Barrierefreiheit: score.accessibility,
      'Best Practices': score.bestPractices,
      SEO: score.seo,
      'LCP ms': score.lcpMs,
      'TBT ms': score.tbtMs,
      CLS: score.cls,
    })),
  );

  heading('HTTP über Loopback, 50 Verbindungen, je 10 s');
  const loads = [
    await measureLoad('GET /api/public/product-lines', `${server.url}/api/public/product-lines`),
    await measureLoad('GET /favicon.svg (statische Datei)', `${server.url}/favicon.svg`),
  ];
  console.table(
    loads.map((load) => ({
      Anfrage: load.label,
      'Anfragen/s': load.requestsPerSecond,
      'p50 ms': load.p50Ms,
      'p99 ms': load.p99Ms,
      'nicht 2xx': load.non2xx,
      Fehler: load.errors,
    })),
  );
} finally {
  await server.stop();
}
