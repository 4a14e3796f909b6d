import { createTestApi, type TestApi } from './test-api.ts';
import { createTestUser } from './test-users.ts';

export interface AdminTestApi extends TestApi {
  adminName: string;
  /** The admin's session token, for requests that do not answer JSON (a PDF). */
  adminToken: string;
  /** A request as the logged-in admin; answers status and parsed JSON (each test reads the route it calls). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  call: (method: string, path: string, json?: unknown) => Promise<{ status: number; body: any }>;
}

/** The real API on a seeded database with an admin session, for the back-office route tests. */
export async function createAdminTestApi(env: Record<string, string> = {}): Promise<AdminTestApi> {
  const test = await createTestApi(env);
  const { user, token } = await createTestUser(test.db, { role: 'admin' });
  return {
    ...test,
    adminName: user.username,
    adminToken: token,
    call: (method, path, json) => callWithToken(test, token, method, path, json),
  };
}

/** A request with a session token (Bearer); answers status and parsed JSON. */
export async function callWithToken(
  test: TestApi,
  token: string,
  method: string,
  path: string,
  json?: unknown,
): ReturnType<AdminTestApi['call']> {
  const response = await test.request(path, {
    method,
    headers: { Authorization: `Bearer ${token}` },
    ...(json === undefined ? {} : { json }),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}
