import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { leanServerArguments } from '../scripts/server/lean-server.ts';
import { startServer } from '../tests/e2e/support/server.ts';
import { measureFunnelLoad } from './funnel-load.ts';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface SubmitProfile {
  requests: number;
  busyMs: number;
  /** CPU time of the server per quote request answered, in milliseconds. */
  cpuPerRequestMs: number;
  /** The functions with the most self time, with their share of the busy time. */
  top: { name: string; selfMs: number; share: number }[];
}

const IDLE = new Set(['(idle)', '(program)']);

/**
 * The quote request's load run against a server started with `--cpu-prof` (the production bundle and
 * its flags), then the profile read back: self time summed per function, the idle time left out. It
 * names where the submit's time goes (ADR 064, 072).
 */
export async function profileSubmit(): Promise<SubmitProfile> {
  const profileDir = mkdtempSync(join(tmpdir(), 'fensterwerk-profil-'));
  const server = await startServer({}, ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, ...leanServerArguments()]);
  let requests = 0;
  try {
    const result = await measureFunnelLoad(server.url, server.databaseUrl);
    requests = result.answered2xx;
  } finally {
    await server.stop();
  }
  // One profile per thread, named CPU.<date>.<time>.<pid>.<thread>.<n>.cpuprofile: the main thread's is thread 0.
  const file = readdirSync(profileDir).find((name) => name.split('.')[4] === '0' && name.endsWith('.cpuprofile'));
  if (!file) throw new Error('Der Server schrieb kein CPU-Profil.');
  const profile = JSON.parse(readFileSync(join(profileDir, file), 'utf8')) as CpuProfile;
  rmSync(profileDir, { recursive: true, force: true });
  return summarise(profile, requests);
}

/** Self time per function from the first sample inside a quote request on: the start-up before is not the submit's. */
function summarise(profile: CpuProfile, requests: number): SubmitProfile {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const inRequest = (id: number): boolean => {
    for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
      if (byId.get(at)!.callFrame.functionName === 'storeLead') return true;
    }
    return false;
  };
  const first = profile.samples.findIndex(inRequest);
  const selfMs = new Map<string, number>();
  let busyMs = 0;
  profile.samples.forEach((id, index) => {
    if (index < first) return;
    const { callFrame } = byId.get(id)!;
    const name = callFrame.functionName || '(anonym)';
    if (IDLE.has(name)) return;
    const ms = (profile.timeDeltas[index] ?? 0) / 1000;
    busyMs += ms;
    const where = callFrame.url ? `${name} ${shortUrl(callFrame.url)}:${callFrame.lineNumber + 1}` : name;
    selfMs.set(where, (selfMs.get(where) ?? 0) + ms);
  });
  const top = [...selfMs.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 25)
    .map(([name, ms]) => ({ name, selfMs: Math.round(ms), share: ms / busyMs }));
  return { requests, busyMs: Math.round(busyMs), cpuPerRequestMs: requests ? busyMs / requests : 0, top };
}

const shortUrl = (url: string) => url.replace(/^.*\/node_modules\//, '').replace(/^file:\/\/.*\/dist\//, 'dist/');

export function printSubmitProfile(profile: SubmitProfile) {
  console.log(`  ${profile.requests} Anfragen beantwortet, ${profile.busyMs} ms CPU, ${profile.cpuPerRequestMs.toFixed(3)} ms je Anfrage`);
  console.table(
    profile.top.map((entry) => ({
      Funktion: entry.name.slice(0, 90),
      'eigene ms': entry.selfMs,
      Anteil: `${(entry.share * 100).toFixed(1)} %`,
    })),
  );
}
