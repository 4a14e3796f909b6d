import { spawn } from 'node:child_process';

/**
 * The serving process as production runs it (ADR 044): the server bundled into one JavaScript file at
 * build time (scripts/bundle-server.ts), so Node never loads its TypeScript stripper (about 45 MB
 * resident), with V8's young generation held to 16 MB semi-spaces. Node sizes them by the machine's
 * memory (64 MB each on a 24 GB machine), and what the young generation once grew to under a burst of
 * requests stayed resident. Smaller semi-spaces cost the quote request's throughput (4 MB: about a third
 * fewer requests per second in `npm run bench -- load`); 16 MB kept it and the memory after the serving
 * bench's load under 150 MB. `--optimize-for-size` was tried too: 113 MB idle, but the quote request lost
 * 40 %.
 *
 * With `gc` exposed, for the one collection after the start (scripts/server/collect-start-garbage.ts,
 * ADR 086): 113 MB instead of 127 ten seconds after the start (issue 51's goal: at most 120).
 *
 * Without allocation-site pretenuring (ADR 074): under a burst of requests V8 saw most objects of a
 * request survive their first scavenge (the request still waited for its commit) and began allocating
 * them in the old generation, where they died as young garbage. Runs of the same build then fell into one
 * of two states: 4 or 9 to 12 full collections in the 10 s load, the requests per second a tenth apart.
 * Without pretenuring every run had 4.
 */
export const SERVER_BUNDLE = 'dist/serve.mjs';
const SERVER_NODE_FLAGS = ['--max-semi-space-size=16', '--no-allocation-site-pretenuring', '--expose-gc'];

/** Node's arguments for the serving process, run from the project root. */
export const leanServerArguments = (): string[] => [...SERVER_NODE_FLAGS, SERVER_BUNDLE];

/**
 * Replaces this process (the build check of `npm start`, in TypeScript) by the serving process: the
 * same process id for systemd and signals, without the launcher's modules in memory. Where Node has no
 * execve (Windows), the server runs as a child whose exit code and signals are passed through.
 */
export function becomeLeanServer(): void {
  const args = [process.execPath, ...leanServerArguments()];
  if (typeof process.execve === 'function' && process.platform !== 'win32') {
    process.execve(process.execPath, args, process.env);
  }
  const child = spawn(process.execPath, leanServerArguments(), { stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
  child.on('exit', (code) => process.exit(code ?? 1));
}
