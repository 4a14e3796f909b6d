/**
 * What shape of server can meet a p99 goal under the quote request's load (ADR 074): model servers that
 * spend a given CPU time per request, with no database, no framework and no garbage worth naming,
 * under the same load as `npm run bench -- load` (200 clients from distinct addresses, 10 s, each
 * waiting for its answer before it sends again). Three shapes:
 *
 *  - `einzeln`: each request is handled and answered on its own, as a server committing every request
 *    alone would (if a commit cost nothing extra);
 *  - `gruppe`: each request is handled when read; everything read in one turn of the event loop is then
 *    "committed" together, and answered after – the shape of the product's write queue;
 *  - `fließband`: the same groups, committed on a worker thread while the main thread reads on.
 *
 * The default split is the product's own on this machine: in the CPU profile of the load run (the one
 * `npm run bench -- --no-build profile` takes), a quote request cost about 146 µs of the main thread, of
 * which the write queue's flush, counted with everything it calls, took about 70 µs. Options:
 * `--handle <µs>` and `--commit <µs>`.
 *
 *   node bench/latency-model.ts [--handle 76] [--commit 70] [einzeln] [gruppe] [fließband]
 */
import { fork } from 'node:child_process';
import http from 'node:http';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { postLoad } from './http-load.ts';

const SHAPES = ['einzeln', 'gruppe', 'fließband'] as const;
type Shape = (typeof SHAPES)[number];

const ANSWER = JSON.stringify({ success: true, message: 'Ihre Anfrage wurde erfolgreich übermittelt.' });

/** Keeps the CPU busy for `microseconds`, as work that cannot yield (a synchronous SQLite batch) does. */
function spin(microseconds: number) {
  const until = performance.now() + microseconds / 1000;
  while (performance.now() < until);
}

function answer(res: http.ServerResponse) {
  res.writeHead(201, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(ANSWER) });
  res.end(ANSWER);
}

/** The worker of `fließband`: commits each group it is sent and names the requests it committed. */
const COMMITTER = `
  const { parentPort, workerData } = require('node:worker_threads');
  parentPort.on('message', (ids) => {
    const until = performance.now() + (workerData * ids.length) / 1000;
    while (performance.now() < until);
    parentPort.postMessage(ids);
  });`;

/** The model server, in a process of its own as the product's server is; tells the parent its port. */
function serveModel(shape: Shape, handleUs: number, commitUs: number) {
  // gruppe: the answers of the requests read in this turn; fließband: the ids of those not yet sent off.
  let turn: (() => void)[] = [];
  let unsent: number[] = [];
  const waiting = new Map<number, () => void>();
  let nextId = 0;
  let committing = false;
  const committer = shape === 'fließband' ? new Worker(COMMITTER, { eval: true, workerData: commitUs }) : null;
  // One group at a time, as one connection commits one transaction at a time.
  const sendGroup = () => {
    if (committing || unsent.length === 0) return;
    committing = true;
    committer!.postMessage(unsent);
    unsent = [];
  };
  committer?.on('message', (ids: number[]) => {
    for (const id of ids) {
      waiting.get(id)!();
      waiting.delete(id);
    }
    committing = false;
    sendGroup();
  });
  const commitTurn = () => {
    const group = turn;
    turn = [];
    spin(commitUs * group.length);
    for (const done of group) done();
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      JSON.parse(Buffer.concat(chunks).toString());
      spin(handleUs);
      if (shape === 'einzeln') {
        spin(commitUs);
        answer(res);
      } else if (shape === 'gruppe') {
        if (turn.length === 0) setImmediate(commitTurn);
        turn.push(() => answer(res));
      } else {
        waiting.set(nextId, () => answer(res));
        if (unsent.length === 0) setImmediate(sendGroup);
        unsent.push(nextId);
        nextId += 1;
      }
    });
  });
  server.listen(0, '127.0.0.1', () => process.send!((server.address() as { port: number }).port));
}

async function measureModel(shape: Shape, handleUs: number, commitUs: number) {
  const child = fork(import.meta.filename, ['--serve', shape, '--handle', String(handleUs), '--commit', String(commitUs)]);
  try {
    const port = await new Promise<number>((resolve) => child.once('message', (message) => resolve(message as number)));
    const result = await postLoad({
      baseUrl: `http://127.0.0.1:${port}`,
      path: '/api/funnel/submit',
      connections: 200,
      durationSeconds: 10,
      body: (sequence) => ({ sequence, nachricht: 'x'.repeat(400) }),
    });
    return {
      Form: shape,
      'Anfragen/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p90 ms': result.latency.p90,
      'p99 ms': result.latency.p99,
    };
  } finally {
    child.kill();
  }
}

const { values, positionals } = parseArgs({
  options: { serve: { type: 'string' }, handle: { type: 'string', default: '76' }, commit: { type: 'string', default: '70' } },
  allowPositionals: true,
});
const handleUs = Number(values.handle);
const commitUs = Number(values.commit);
if (values.serve) {
  serveModel(values.serve as Shape, handleUs, commitUs);
} else {
  const shapes = positionals.length > 0 ? SHAPES.filter((shape) => positionals.includes(shape)) : SHAPES;
  console.log(`Modellserver: ${handleUs} µs Bearbeitung + ${commitUs} µs Commit je Anfrage, 200 Clients, je 10 s`);
  const rows = [];
  for (const shape of shapes) rows.push(await measureModel(shape, handleUs, commitUs));
  console.table(rows);
}
