import { join } from 'node:path';
import { startRuntime } from '../../api/src/runtime.ts';

/** The API's runtime on a fresh database, outbox and upload folder in `folder`, as the server's tests start it. */
export function startTestRuntime(folder: string, env: Record<string, string> = {}) {
  return startRuntime({
    NODE_ENV: 'test',
    DATABASE_URL: `file:${join(folder, 'app.db')}`,
    OUTBOX_DIR: join(folder, 'outbox'),
    UPLOAD_DIR: join(folder, 'uploads'),
    ADMIN_PASSWORD: 'admin-passwort',
    ...env,
  });
}
