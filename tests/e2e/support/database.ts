import { openDatabase, type Database } from '../../../api/src/platform/db/client.ts';

/** The test server's own database file, for arranging data the way the operator would have left it. */
export function openServerDatabase(url: string): Promise<Database> {
  return openDatabase({ url });
}
