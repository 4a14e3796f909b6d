import cluster from 'node:cluster';
import type { Config } from '../../api/src/config.ts';
import { announce } from './announce.ts';

const WORKER_FLAG = 'FENSTERWERK_WORKER';

export const isWorker = () => process.env[WORKER_FLAG] === '1';

/**
 * WEB_CONCURRENCY > 1: this primary process has prepared the database and now runs that many workers
 * sharing the port (Node's cluster module). A worker that dies is replaced; SIGTERM or SIGINT stops all.
 */
export function runPrimary(config: Config): void {
  let stopping = false;
  let announced = false;
  const fork = () => cluster.fork({ [WORKER_FLAG]: '1' });

  cluster.on('listening', (_worker, address) => {
    if (announced) return;
    announced = true;
    announce(config.HOST, address.port, config.WEB_CONCURRENCY);
  });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    console.error(`[start] Prozess ${worker.process.pid} beendet (${signal ?? code}); starte einen neuen.`);
    fork();
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.kill('SIGTERM');
      setTimeout(() => process.exit(0), 2000).unref();
      cluster.on('exit', () => {
        if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      });
    });
  }
  for (let index = 0; index < config.WEB_CONCURRENCY; index += 1) fork();
}
