import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumExecutable } from '../tests/e2e/support/chromium.ts';

export interface LighthouseScores {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Largest contentful paint and total blocking time, simulated on Lighthouse's mobile profile. */
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** Lighthouse's default mobile audit (Moto G power, slow 4G, simulated) in Debian's Chromium. */
export async function runLighthouse(baseUrl: string, paths: string[]): Promise<LighthouseScores[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumExecutable,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', ...chromiumArgs],
  });
  try {
    const results: LighthouseScores[] = [];
    for (const path of paths) {
      const runnerResult = await lighthouse(new URL(path, baseUrl).href, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
      });
      const lhr = runnerResult!.lhr;
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      results.push({
        path,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcpMs: Math.round(audit('largest-contentful-paint')),
        tbtMs: Math.round(audit('total-blocking-time')),
        cls: Number(audit('cumulative-layout-shift').toFixed(3)),
      });
      const failed = Object.values(lhr.categories)
        .flatMap((category) => category.auditRefs)
        .map((ref) => lhr.audits[ref.id]!)
        .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary');
      if (failed.length > 0) console.log(`  ${path}: nicht bestanden: ${failed.map((audit) => audit.id).join(', ')}`);
    }
    return results;
  } finally {
    chrome.kill();
  }
}
