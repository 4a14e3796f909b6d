import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { startServer } from '../tests/e2e/support/server.ts';
import { measureLoad } from './http-load.ts';
import { residentMb } from './process-memory.ts';

/**
 * Plain serving against its floor (issue 24): requests per second of the product's server and of a
 * minimal node:http server with the same bytes precompressed in memory (bench/floor-server.ts), for a
 * content page, a blog article, a hashed script and the public product lines, measured alternately in
 * one run, each with `Accept-Encoding: gzip, br`; and the server's resident memory idle after its start
 * and after the load. wrk is the client when installed (apt-get install wrk; a Node client tops out
 * below what the floor can serve), else autocannon.
 */

const run = promisify(execFile);
const WRK = process.env.WRK_PATH ?? '/usr/bin/wrk';
const CONNECTIONS = 50;
const SECONDS = 5;
const ROUNDS = 2;
/** When the idle memory is read: its goal (≤ 120 MB) holds 10 s after the start (issue 51). */
const IDLE_AFTER_START_MS = 10_000;

export interface ServingRow {
  label: string;
  path: string;
  product: number;
  floor: number;
  target: number;
}

export interface ServingResult {
  client: string;
  rows: ServingRow[];
  rssIdleMb: number;
  rssAfterMb: number;
}

async function requestsPerSecond(url: string): Promise<number> {
  if (existsSync(WRK)) {
    const { stdout } = await run(WRK, ['-t2', `-c${CONNECTIONS}`, `-d${SECONDS}s`, '-H', 'Accept-Encoding: gzip, br', url]);
    const non2xx = /Non-2xx or 3xx responses: (\d+)/.exec(stdout);
    if (non2xx) throw new Error(`${url}: ${non2xx[1]} Antworten ohne 2xx`);
    return Math.round(Number(/Requests\/sec:\s+([\d.]+)/.exec(stdout)![1]));
  }
  // As wrk above and as browsers ask: without it the product read the plain file from disk for every
  // request while the floor answered from memory.
  return (await measureLoad(url, url, { connections: CONNECTIONS, durationSeconds: SECONDS, headers: { 'Accept-Encoding': 'gzip, br' } }))
    .requestsPerSecond;
}

async function startFloor(manifest: string): Promise<{ url: string; stop: () => void }> {
  const child = spawn(process.execPath, ['bench/floor-server.ts', manifest], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /PORT (\d+)/.exec(output);
      if (match) resolve(match[1]!);
    });
    child.on('exit', (code) => reject(new Error(`Boden-Server beendet: ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill() };
}

export async function measureServing(): Promise<ServingResult> {
  const server = await startServer();
  const folder = mkdtempSync(join(tmpdir(), 'fensterwerk-serving-'));
  try {
    // Settled, before any request: what the serving process holds by itself 10 s after its start (issue 51).
    await new Promise((resolve) => setTimeout(resolve, IDLE_AFTER_START_MS));
    const rssIdleMb = residentMb(server.pid);

    const home = await (await fetch(`${server.url}/`)).text();
    const script = /\/_astro\/[^"'\s]+\.js/.exec(home)?.[0];
    if (!script) throw new Error('Kein gehashtes Skript auf der Startseite gefunden');
    const targets = [
      { label: 'Startseite', path: '/', target: 0.5 },
      { label: 'Blogartikel', path: '/blog/einbruchschutz-fenster-rc2', target: 0.5 },
      { label: 'Gehashtes Skript', path: script, target: 0.5 },
      { label: 'Produktlinien (API)', path: '/api/public/product-lines', target: 0.3 },
    ];
    const manifest = await Promise.all(
      targets.map(async ({ path }) => {
        const response = await fetch(`${server.url}${path}`, { headers: { 'Accept-Encoding': 'identity' } });
        if (!response.ok) throw new Error(`${path}: ${response.status}`);
        return {
          path,
          contentType: response.headers.get('content-type') ?? 'application/octet-stream',
          bodyBase64: Buffer.from(await response.arrayBuffer()).toString('base64'),
        };
      }),
    );
    const manifestFile = join(folder, 'manifest.json');
    writeFileSync(manifestFile, JSON.stringify(manifest));
    const floor = await startFloor(manifestFile);
    try {
      const product = new Map<string, number[]>();
      const floors = new Map<string, number[]>();
      for (let round = 0; round < ROUNDS; round += 1) {
        for (const { path } of targets) {
          product.set(path, [...(product.get(path) ?? []), await requestsPerSecond(`${server.url}${path}`)]);
          floors.set(path, [...(floors.get(path) ?? []), await requestsPerSecond(`${floor.url}${path}`)]);
        }
      }
      const mean = (values: number[]) => Math.round(values.reduce((sum, value) => sum + value, 0) / values.length);
      return {
        client: existsSync(WRK) ? `wrk, ${CONNECTIONS} Verbindungen, je ${SECONDS} s, ${ROUNDS} Runden abwechselnd` : 'autocannon',
        rows: targets.map(({ label, path, target }) => ({
          label,
          path,
          product: mean(product.get(path)!),
          floor: mean(floors.get(path)!),
          target,
        })),
        rssIdleMb,
        rssAfterMb: residentMb(server.pid),
      };
    } finally {
      floor.stop();
    }
  } finally {
    await server.stop();
    rmSync(folder, { recursive: true, force: true });
  }
}

export function printServing(result: ServingResult) {
  console.log(`Client: ${result.client}; Accept-Encoding: gzip, br`);
  console.table(
    result.rows.map((row) => ({
      Pfad: row.label,
      'Produkt Anfragen/s': row.product,
      'Boden Anfragen/s': row.floor,
      Verhältnis: (row.product / row.floor).toFixed(2),
      Ziel: `≥ ${row.target}`,
    })),
  );
  console.log(
    `Speicher des Serverprozesses: ${result.rssIdleMb} MB 10 s nach dem Start (Ziel ≤ 120), ${result.rssAfterMb} MB nach der Last (Ziel ≤ 200)`,
  );
}
