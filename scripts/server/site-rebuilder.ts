import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { setPriority } from 'node:os';
import { resolve } from 'node:path';
import type { Database } from '../../api/src/platform/db/client.ts';
import { readSiteBuild, writeSiteBuild, type SiteRebuilder } from '../../api/src/features/settings/site-build-status.ts';
import { newRebuildDir, pointTo, removeOldRebuilds, servedBuildDir } from './site-builds.ts';

/**
 * The server runs from the project root, as every npm script (api/src/platform/db/migrate.ts reads its
 * migrations there too), whether from these sources or from the bundle in dist/ (ADR 044).
 */
const PROJECT_ROOT = process.cwd();
const BUILD_SCRIPT = resolve(PROJECT_ROOT, 'scripts/build.ts');
/** Lines of the build's output kept for the log when it fails. */
const OUTPUT_TAIL = 40;

interface RebuilderOptions {
  db: () => Database;
  /** Called with the new build's folder once it is complete; the server serves it from then on. */
  switchTo: (dir: string) => Promise<void>;
  log?: (line: string) => void;
}

/**
 * Rebuilds the pre-rendered pages after the company data changed (ADR 040): `scripts/build.ts` in a
 * child process – never the build inside the server – into a fresh folder, at a lower priority so the
 * pages being served stay quick; then the pointer moves to it and the server switches. One build at a
 * time: a change during a build starts one more afterwards, which reads the newest data.
 */
export function createSiteRebuilder({ db, switchTo, log = (line) => console.log(`[website] ${line}`) }: RebuilderOptions): SiteRebuilder {
  let running = false;
  let again = false;

  async function runOnce() {
    again = false;
    const previous = servedBuildDir();
    const outDir = newRebuildDir();
    const started = Date.now();
    const { code, output } = await buildInto(outDir);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    if (code === 0) {
      pointTo(outDir);
      await switchTo(outDir);
      removeOldRebuilds([outDir, previous]);
      await writeSiteBuild(db(), { state: again ? 'building' : 'current', builtAt: new Date().toISOString() });
      log(`Website mit den geänderten Firmendaten neu erstellt (${seconds} s).`);
    } else {
      rmSync(outDir, { recursive: true, force: true });
      const { builtAt } = await readSiteBuild(db());
      await writeSiteBuild(db(), { state: again ? 'building' : 'failed', builtAt });
      log(`Die Website konnte nicht neu erstellt werden (Code ${code}); es bleiben die bisherigen Seiten:\n${output}`);
    }
  }

  async function run() {
    running = true;
    try {
      do await runOnce();
      while (again);
    } catch (error) {
      log(`Neuaufbau der Website fehlgeschlagen: ${String(error)}`);
      const { builtAt } = await readSiteBuild(db()).catch(() => ({ builtAt: null }));
      await writeSiteBuild(db(), { state: 'failed', builtAt }).catch(() => {});
    } finally {
      running = false;
    }
  }

  return {
    request() {
      if (running) again = true;
      else void run();
    },
  };
}

function buildInto(outDir: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [BUILD_SCRIPT, '--out', outDir], {
      cwd: PROJECT_ROOT,
      // Astro's telemetry keeps a file in the home folder; the service user has none it may write
      // (systemd's ProtectHome, a system user without a home), and a failed write ended the build.
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    if (child.pid) {
      try {
        setPriority(child.pid, 10);
      } catch {
        // Not allowed everywhere (some containers); the build then runs at normal priority.
      }
    }
    const lines: string[] = [];
    const keep = (chunk: Buffer) => {
      lines.push(...chunk.toString().split('\n'));
      lines.splice(0, Math.max(0, lines.length - OUTPUT_TAIL));
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.once('error', (error) => resolve({ code: null, output: String(error) }));
    child.once('exit', (code) => resolve({ code, output: lines.join('\n') }));
  });
}
