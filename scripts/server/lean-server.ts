import { spawn } from 'node:child_process';

/**
 * The serving process as production runs it (ADR 044): the server bundled into one JavaScript file at
 * build time (scripts/bundle-server.ts), so Node never loads its TypeScript stripper (about 45 MB
 * resident), and V8 told to favour memory over speed. Node sizes the young generation by the machine's
 * memory (up to 64 MB per semi-space on a 24 GB machine), and a server that allocated much once –
 * migrations, the demo catalogue, a burst of requests – kept it all resident: 355 MB idle.
 * `--optimize-for-size` keeps the heap close to what is live (113 MB idle, 130 MB after the bench's load);
 * semi-spaces of 8 MB keep scavenges rare enough under that load. What the trade costs in requests per
 * second is what `npm run bench -- serving` prints.
 */
export const SERVER_BUNDLE = 'dist/serve.mjs';
const SERVER_NODE_FLAGS = ['--optimize-for-size', '--max-semi-space-size=8'];

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
