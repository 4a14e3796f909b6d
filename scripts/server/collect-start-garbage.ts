/** How long after the server listens the start-up's garbage is collected: the retention run of every start has finished by then. */
const START_GARBAGE_DELAY_MS = 2000;

/**
 * One full garbage collection of the "last resort" kind once the start-up work has settled (ADR 086).
 * Parsing the bundle, the migrations, the demo catalogue's seed and the admin password's hash leave
 * garbage in V8's young generation and bytecode of functions run once, which an idle server otherwise
 * keeps: a regular full collection freed 1 MB of the resident memory, this one (which also shrinks the
 * young generation and flushes the bytecode, compiled again on its next call) about 14 MB. Once, never
 * periodically: under load V8's own collections are cheaper. `gc` exists only with Node's `--expose-gc`
 * (scripts/server/lean-server.ts); without it nothing happens.
 */
export function collectStartGarbage(delayMs = START_GARBAGE_DELAY_MS): void {
  const collect = globalThis.gc;
  if (collect) setTimeout(() => collect({ type: 'major', execution: 'sync', flavor: 'last-resort' }), delayMs).unref();
}
