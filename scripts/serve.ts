/**
 * Serves the production build; the production composition root (ADR 001). One process by default; with
 * WEB_CONCURRENCY > 1 a primary prepares the database once and runs that many workers on the same port.
 *
 *   node scripts/serve.ts      (PORT=0 picks a free port; the address is printed either way)
 */
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { DataFolderError, prepareDataFolder } from '../api/src/platform/data-folder.ts';
import { prepareDatabaseOnce, shareRuntime, startRuntimeOrExit, type Runtime } from '../api/src/runtime.ts';
import { companyDigest } from '../api/src/features/settings/company-for-build.ts';
import { publicCompanySettings } from '../api/src/features/settings/contract/company.ts';
import { currentCompanySettings } from '../api/src/features/settings/current-company.ts';
import { builtWithCompany } from './build-stamp.ts';
import { configOrExit } from './config-or-exit.ts';
import { announce } from './server/announce.ts';
import { collectStartGarbage } from './server/collect-start-garbage.ts';
import { isWorker, runPrimary } from './server/cluster.ts';
import { createHttpServer, SERVER_TIMEOUTS } from './server/http-server.ts';
import { loadPages, servedPages, servedStaticFile, watchServedBuild } from './server/served-pages.ts';
import { adoptRelease, servedBuildDir } from './server/site-builds.ts';
import { createSiteRebuilder } from './server/site-rebuilder.ts';

const config = configOrExit();
try {
  prepareDataFolder(config);
} catch (error) {
  if (!(error instanceof DataFolderError)) throw error;
  console.error(`[start] ${error.message}`);
  process.exit(1);
}
// Temporary files of the server's libraries go to the data folder too (ADR 051); workers inherit it.
process.env.TMPDIR = config.TEMP_DIR;
if (!isWorker()) {
  console.log(`[start] Datenordner: ${config.DATA_DIR}`);
  // The pages are served from the data folder, never from dist/, which an update rewrites (ADR 051).
  adoptRelease();
}
if (!existsSync(`${servedBuildDir()}/server/entry.mjs`)) {
  console.error('Kein Build gefunden. Bitte zuerst „npm run build“ ausführen (oder „npm start“, das bei Bedarf baut).');
  process.exit(1);
}

if (config.WEB_CONCURRENCY > 1 && !isWorker()) {
  await prepareDatabaseOnce();
  runPrimary(config);
} else {
  await serve(isWorker());
}

async function serve(worker: boolean) {
  // After a change of the company data the pages are built anew beside the served ones; the server
  // switches to them when they are complete (ADR 040). The rebuilder records its state in the database
  // the runtime opens next.
  const started: { runtime?: Runtime } = {};
  const siteRebuilder = createSiteRebuilder({ config, db: () => started.runtime!.db, switchTo: loadPages });
  const runtime = await startRuntimeOrExit(process.env, { worker, siteRebuilder });
  started.runtime = runtime;
  shareRuntime(runtime);
  await loadPages(servedBuildDir());
  // A new release comes with the company data its build read, which need not be the data folder's (the
  // build may have run without the service's environment): then the pages are made anew from the stored data.
  const company = publicCompanySettings(await currentCompanySettings(runtime.db));
  if (!worker && !builtWithCompany(companyDigest(company), servedBuildDir())) siteRebuilder.request();
  // Another server process may have rebuilt (WEB_CONCURRENCY > 1): follow the pointer it moved.
  watchServedBuild();
  const server = createHttpServer(runtime, servedPages, SERVER_TIMEOUTS, servedStaticFile);
  // A port another process holds, or one below 1024 for a user without the right: said in German, as
  // the other start failures are, instead of Node's stack trace of an unhandled 'error' event.
  server.once('error', (error: NodeJS.ErrnoException) => {
    const reason = listenFailure(error, config.PORT, config.HOST);
    if (!reason) throw error;
    console.error(`[start] ${reason}`);
    void runtime.stop().finally(() => process.exit(1));
  });
  server.listen(config.PORT, config.HOST, () => {
    if (!worker) announce(config.HOST, (server.address() as AddressInfo).port);
    collectStartGarbage();
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      server.close(() => void runtime.stop().finally(() => process.exit(0)));
      // Keep-alive connections would hold close() open; a second's grace is enough for running requests.
      setTimeout(() => process.exit(0), 1000).unref();
    });
  }
}

function listenFailure(error: NodeJS.ErrnoException, port: number, host: string): string | undefined {
  if (error.code === 'EADDRINUSE') {
    return `Port ${port} auf ${host} ist schon belegt – läuft der Server schon? Beenden Sie ihn oder wählen Sie in der Umgebungsdatei einen anderen PORT.`;
  }
  if (error.code === 'EACCES') {
    return `Port ${port} auf ${host} darf dieser Benutzer nicht öffnen (Ports unter 1024 brauchen Rechte): einen PORT ab 1024 wählen, Caddy leitet weiter.`;
  }
  if (error.code === 'EADDRNOTAVAIL') return `Die Adresse ${host} (HOST) gibt es auf diesem Rechner nicht.`;
  return undefined;
}
