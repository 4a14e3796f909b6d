/**
 * How a bench part runs on its own (`node bench/<part>.ts`) rather than as part of `npm run bench`: it
 * builds first unless --no-build, then measures against a server of its own.
 */
import { pathToFileURL } from 'node:url';
import { loadConfig } from '../api/src/config.ts';
import { build } from '../scripts/build.ts';
import { startServer, type RunningServer } from '../tests/e2e/support/server.ts';

export function runsAlone(moduleUrl: string): boolean {
  return moduleUrl === pathToFileURL(process.argv[1]!).href;
}

export async function buildUnlessNoBuild(): Promise<void> {
  if (!process.argv.includes('--no-build')) await build(loadConfig().PUBLIC_SITE_URL);
}

export async function runAloneWithServer(measure: (server: RunningServer) => Promise<void>): Promise<void> {
  await buildUnlessNoBuild();
  const server = await startServer();
  try {
    await measure(server);
  } finally {
    await server.stop();
  }
}
