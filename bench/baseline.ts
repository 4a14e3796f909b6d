import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';

/** A server of the baseline's build: the same fields the load run needs from this checkout's startServer. */
export interface BaselineServer {
  url: string;
  databaseUrl: string;
  stop: () => Promise<void>;
}

export interface Baseline {
  ref: string;
  /** The short commit the ref named when the bench ran. */
  commit: string;
  start: () => Promise<BaselineServer>;
  remove: () => void;
}

/**
 * An older commit built beside this checkout, so a bench can alternate the two servers on the same
 * machine in the same minute: absolute figures on a shared machine drift by a third between runs, the
 * ratio of the two does not. The ref is checked out as a detached git worktree in a temporary folder
 * with this checkout's node_modules linked in (no install) and built with its own `npm run build`.
 */
export function prepareBaseline(ref: string): Baseline {
  const commit = execFileSync('git', ['rev-parse', '--short', `${ref}^{commit}`], { encoding: 'utf8' }).trim();
  const folder = join(mkdtempSync(join(tmpdir(), 'fensterwerk-baseline-')), commit);
  execFileSync('git', ['worktree', 'add', '--detach', folder, commit], { stdio: 'ignore' });
  const remove = () => {
    execFileSync('git', ['worktree', 'remove', '--force', folder], { stdio: 'ignore' });
    rmSync(resolve(folder, '..'), { recursive: true, force: true });
  };
  try {
    symlinkSync(resolve('node_modules'), join(folder, 'node_modules'), 'dir');
    console.log(`[baseline] baue ${ref} (${commit}) in ${folder}`);
    execFileSync('npm', ['run', 'build'], { cwd: folder, stdio: ['ignore', 'ignore', 'inherit'] });
  } catch (error) {
    remove();
    throw error;
  }
  return { ref, commit, start: () => startBaselineServer(folder), remove };
}

/**
 * Each commit knows best how it starts its own production server (a plain `scripts/serve.ts` once, a
 * bundle with Node flags later), so the baseline's own test helper starts it, in a small process in its
 * folder that prints where the server runs and stops it when its input closes.
 */
function startBaselineServer(folder: string): Promise<BaselineServer> {
  const script = `
    const { startServer } = await import(${JSON.stringify(join(folder, 'tests/e2e/support/server.ts'))});
    const server = await startServer();
    console.log(JSON.stringify({ url: server.url, databaseUrl: server.databaseUrl }));
    process.stdin.resume();
    process.stdin.on('end', async () => { await server.stop(); process.exit(0); });
  `;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    cwd: folder,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  return new Promise((resolveServer, reject) => {
    child.once('exit', (code) => reject(new Error(`Der Server des Vergleichsstands endete mit Code ${code}.`)));
    createInterface({ input: child.stdout! }).once('line', (line) => {
      const started = JSON.parse(line) as { url: string; databaseUrl: string };
      resolveServer({
        ...started,
        stop: () =>
          new Promise((stopped) => {
            child.removeAllListeners('exit');
            child.once('exit', () => stopped());
            child.stdin!.end();
          }),
      });
    });
  });
}
