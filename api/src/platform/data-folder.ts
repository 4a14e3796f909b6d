import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../config.ts';

export class DataFolderError extends Error {
  override name = 'DataFolderError';
}

/**
 * Checks at start-up that the server can write its data folder (ADR 051), by writing a file there: a
 * check of the permission bits alone misses a read-only mount or the unit's ProtectSystem. Without it
 * the server would start and serve, and then fail at the first backup, erasure or rebuild of the site.
 */
export function prepareDataFolder(config: Pick<Config, 'DATA_DIR' | 'TEMP_DIR'>): void {
  const probe = join(config.DATA_DIR, `.schreibprobe-${process.pid}`);
  try {
    mkdirSync(config.TEMP_DIR, { recursive: true });
    writeFileSync(probe, '');
    rmSync(probe);
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? String(error);
    throw new DataFolderError(
      `Der Datenordner ${config.DATA_DIR} ist nicht beschreibbar (${reason}). Der Server schreibt alles, was er anlegt, dorthin: ` +
        'Bitte geben Sie dem Benutzer des Dienstes Schreibrechte auf diesen Ordner oder setzen Sie DATA_DIR auf einen anderen.',
    );
  }
}
