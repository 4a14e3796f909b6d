import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
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
  /** Audits of any category that did not pass, over all runs, so a score below 100 says why. */
  failedAudits: string[];
}

export interface LighthouseReport {
  runs: number;
  scores: LighthouseScores[];
  /** The 1-minute load average before and after: the machine is shared, so busy figures must say so. */
  loadBefore: number;
  loadAfter: number;
}

type RunScores = Omit<LighthouseScores, 'path' | 'failedAudits'> & { failedAudits: string[] };

const run = promisify(execFile);
const CLI = 'node_modules/.bin/lighthouse';
const CATEGORIES = 'performance,accessibility,best-practices,seo';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', ...chromiumArgs].join(' ');

/**
 * Lighthouse as anyone would run it: the CLI with its default mobile settings (Moto G Power, slow 4G,
 * simulated throttling), which starts a fresh Chromium for every run, so each run pays a visitor's first
 * load (no warm compile cache). Each page is measured `runs` times, one round over all pages after the
 * other so a busy moment on the shared machine does not hit one page alone; every figure is the median.
 */
export async function runLighthouse(baseUrl: string, paths: string[], runs = 3): Promise<LighthouseReport> {
  const loadBefore = loadavg()[0]!;
  const results = new Map<string, RunScores[]>(paths.map((path) => [path, []]));
  for (let round = 0; round < runs; round++) {
    for (const path of paths) results.get(path)!.push(await auditOnce(new URL(path, baseUrl).href));
  }
  return {
    runs,
    scores: paths.map((path) => medianOf(path, results.get(path)!)),
    loadBefore,
    loadAfter: loadavg()[0]!,
  };
}

/**
 * On a busy machine Lighthouse now and then loses its trace (NO_NAVSTART, NO_FCP); Lighthouse's own
 * advice is to run again, so a failed run is repeated a few times before the bench gives up.
 */
async function auditOnce(url: string, attemptsLeft = 3): Promise<RunScores> {
  const lhr = await lighthouseCli(url);
  if (lhr.runtimeError) {
    if (attemptsLeft > 1) return auditOnce(url, attemptsLeft - 1);
    throw new Error(`Lighthouse ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  }
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: Number(audit('cumulative-layout-shift').toFixed(3)),
    failedAudits: Object.values(lhr.categories)
      .filter((category) => category.id !== 'performance')
      .flatMap((category) => category.auditRefs)
      .map((ref) => ({ id: ref.id, audit: lhr.audits[ref.id] }))
      .filter(({ audit }) => audit?.score !== null && audit?.score !== undefined && audit.score < 1 && audit.scoreDisplayMode === 'binary')
      .map(({ id }) => id),
  };
}

/**
 * The report goes to a file, not stdout: on a runtime error the CLI exits with 1 right after writing,
 * which cuts a piped report short; the file still names the error.
 */
async function lighthouseCli(url: string): Promise<Lhr> {
  const folder = mkdtempSync(join(tmpdir(), 'lighthouse-'));
  const report = join(folder, 'report.json');
  const args = [
    CLI,
    url,
    '--output=json',
    `--output-path=${report}`,
    '--quiet',
    `--only-categories=${CATEGORIES}`,
    `--chrome-flags=${CHROME_FLAGS}`,
  ];
  try {
    await run(process.execPath, args, { env: { ...process.env, CHROME_PATH: chromiumExecutable } }).catch((error: unknown) => {
      if (!existsSync(report)) throw error;
    });
    return JSON.parse(readFileSync(report, 'utf8')) as Lhr;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

function medianOf(path: string, runs: RunScores[]): LighthouseScores {
  const median = (pick: (run: RunScores) => number) => {
    const sorted = runs.map(pick).sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)]!;
  };
  return {
    path,
    performance: median((run) => run.performance),
    accessibility: median((run) => run.accessibility),
    bestPractices: median((run) => run.bestPractices),
    seo: median((run) => run.seo),
    lcpMs: median((run) => run.lcpMs),
    tbtMs: median((run) => run.tbtMs),
    cls: median((run) => run.cls),
    failedAudits: [...new Set(runs.flatMap((run) => run.failedAudits))],
  };
}

/** The few fields of Lighthouse's result (LHR) read here. */
interface Lhr {
  runtimeError?: { code: string; message: string };
  categories: Record<string, { id: string; score: number | null; auditRefs: { id: string }[] }>;
  audits: Record<string, { score: number | null; scoreDisplayMode: string; numericValue?: number }>;
}
