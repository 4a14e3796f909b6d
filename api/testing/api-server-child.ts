import { spawn, type ChildProcess } from 'node:child_process';

/**
 * Starts the real server without the site's pages in a process of its own (api-server-process.ts) with
 * the given environment; resolves with its address once it listens. For tests of what runs beside or
 * across server processes; `cwd` starts another checkout's server (an earlier release's).
 */
export async function spawnApiServer(env: NodeJS.ProcessEnv, cwd = process.cwd()): Promise<{ url: string; process: ChildProcess }> {
  const child = spawn(process.execPath, ['api/testing/api-server-process.ts'], { cwd, env, stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /PORT (\d+)/.exec(output);
      if (match) resolve(match[1]!);
    });
    child.on('exit', (code) => reject(new Error(`Server beendet: ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}`, process: child };
}
