import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** SQLite's own threshold: a connection checkpoints in the commit that grows the log past this many pages. */
export const AUTOCHECKPOINT_PAGES = 1000;

interface CheckpointLoop {
  databasePath: string;
  /** libSQL's entry module, resolved by the main thread: the worker runs as source text and has no module path. */
  libsqlEntry: string;
  intervalMs: number;
  restartAtFrames: number;
  busyTimeoutMs: number;
  reportPasses: boolean;
}

export interface BackgroundCheckpoints {
  /** Ends the thread; the connections then checkpoint themselves again. */
  stop(): void;
  /**
   * Resolves after the thread's next whole pass; only with `reportPasses` (tests: a writer that waits for
   * it checks what a pass does, whatever the machine's load does to the thread's turns).
   */
  nextPass(): Promise<void>;
}

/**
 * Checkpoints the write-ahead log on a thread of its own (ADR 072). SQLite checkpoints in the commit
 * that grows the log past 1,000 pages: on the quote request's path under load every sixth group commit
 * copied 4 MB into the database file and synced both files, 12 ms each with the event loop stopped –
 * 1.7 s of 10 s. Here the server's connections do not checkpoint (`wal_autocheckpoint = 0`); a worker
 * thread copies what was committed every `intervalMs` (PASSIVE: it never waits for or blocks a writer)
 * and, once the log holds more than `restartAtFrames` pages, makes the next writer start it from the
 * beginning again (RESTART: it waits for the write lock and holds it while it copies the few pages
 * since its last pass). Should the thread end, the connections checkpoint themselves as before.
 *
 * Durability stays SQLite's: with synchronous=NORMAL a commit is in the log, a crash of the process
 * loses nothing committed, and which connection copies the log into the database changes none of that.
 * The thread is light (it sleeps between passes), unlike a thread that ran the writes themselves: that
 * was tried, and on two cores shared with the clients it lost a fifth of the requests per second.
 */
export function checkpointInBackground(
  databasePath: string,
  setAutocheckpoint: (pages: number) => void,
  { intervalMs = 50, restartAtFrames = 4000, busyTimeoutMs = 200, reportPasses = false } = {},
): BackgroundCheckpoints {
  const loop: CheckpointLoop = {
    databasePath,
    libsqlEntry: createRequire(import.meta.url).resolve('libsql'),
    intervalMs,
    restartAtFrames,
    busyTimeoutMs,
    reportPasses,
  };
  const worker = new Worker(`(${checkpointLoop.toString()})(require('node:worker_threads').workerData)`, {
    eval: true,
    workerData: loop,
  });
  worker.unref();
  setAutocheckpoint(0);
  let stopped = false;
  const fallBack = (reason: string) => {
    if (stopped) return;
    stopped = true;
    setAutocheckpoint(AUTOCHECKPOINT_PAGES);
    if (reason) console.error(`[datenbank] Checkpoints im Hintergrund beendet (${reason}); die Verbindungen übernehmen sie wieder.`);
  };
  worker.on('error', (error: unknown) => fallBack(String(error)));
  worker.on('exit', (code) => fallBack(code === 0 ? '' : `Code ${code}`));
  let waitingForPass: (() => void)[] = [];
  worker.on('message', () => {
    const waiting = waitingForPass;
    waitingForPass = [];
    for (const resume of waiting) resume();
  });
  return {
    stop() {
      fallBack('');
      worker.postMessage('stop');
    },
    nextPass() {
      if (!reportPasses) return Promise.reject(new Error('checkpointInBackground: nextPass needs reportPasses'));
      return new Promise((resolve) => waitingForPass.push(resolve));
    },
  };
}

/**
 * The worker's whole program. It is handed to the worker as source text, so it uses only its argument
 * and Node's built-in modules; a checkpoint that fails (the database busy past the timeout) is tried
 * again at the next pass.
 */
function checkpointLoop({ databasePath, libsqlEntry, intervalMs, restartAtFrames, busyTimeoutMs, reportPasses }: CheckpointLoop) {
  const { createRequire: requireFrom } = process.getBuiltinModule('node:module');
  const { parentPort } = process.getBuiltinModule('node:worker_threads');
  const Database = requireFrom(libsqlEntry)(libsqlEntry) as new (
    path: string,
    options: { timeout: number },
  ) => {
    prepare(sql: string): { raw(): { get(): [number, number, number] } };
    close(): void;
  };
  const connection = new Database(databasePath, { timeout: busyTimeoutMs });
  const passive = connection.prepare('PRAGMA wal_checkpoint(PASSIVE)').raw();
  const restart = connection.prepare('PRAGMA wal_checkpoint(RESTART)').raw();
  const timer = setInterval(() => {
    try {
      const [, framesInLog] = passive.get();
      if (framesInLog > restartAtFrames) restart.get();
    } catch {
      // Busy: the next pass copies what this one could not.
    }
    if (reportPasses) parentPort!.postMessage('pass');
  }, intervalMs);
  parentPort!.on('message', () => {
    clearInterval(timer);
    connection.close();
    parentPort!.close();
  });
}
