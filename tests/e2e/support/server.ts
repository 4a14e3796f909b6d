import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { leanServerArguments } from '../../../scripts/server/lean-server.ts';

export interface RunningServer {
  url: string;
  /** The server's process id, for measuring its memory. */
  pid: number;
  databaseUrl: string;
  folder: string;
  outboxDir: string;
  /** Everything the server printed so far, for messages such as the generated admin password. */
  output: () => string;
  stop: () => Promise<void>;
}

const STARTED = /läuft auf (http:\/\/\S+)/;

/**
 * Starts the production build on a free port with a fresh database in a temporary folder, exactly as
 * `npm start` serves it: the bundled server with its Node flags (scripts/server/lean-server.ts). `args`:
 * Node's arguments, when a test starts it another way (the launcher, lean-server.spec.ts).
 */
export async function startServer(env: Record<string, string> = {}, args = leanServerArguments()): Promise<RunningServer> {
  const folder = mkdtempSync(join(tmpdir(), 'fensterwerk-e2e-'));
  const databaseUrl = `file:${join(folder, 'app.db')}`;
  const child = spawn(process.execPath, args, {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      // Everything the server writes, its copy of the pages included, in a folder of its own (ADR 051).
      DATA_DIR: folder,
      ADMIN_PASSWORD: 'admin-passwort',
      // Every test sends its own X-Forwarded-For, so the per-address rate limits do not add up across tests.
      TRUST_PROXY: 'true',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Server startete nicht:\n${output}`)), 30_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = STARTED.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Server endete mit Code ${code}:\n${output}`));
    });
  });
  return {
    url,
    pid: child.pid!,
    databaseUrl,
    folder,
    outboxDir: join(folder, 'outbox'),
    output: () => output,
    stop: () => stopServer(child, folder),
  };
}

async function stopServer(child: ChildProcess, folder: string) {
  if (child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  rmSync(folder, { recursive: true, force: true });
}
