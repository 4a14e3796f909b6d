/**
 * The real server without the site's pages, in a process of its own, for tests of what runs beside a
 * running server (`npm run admin`): `node api/testing/api-server-process.ts` with the server's
 * environment; it prints "PORT <n>" once it listens and runs until killed.
 */
import type { AddressInfo } from 'node:net';
import { createHttpServer } from '../../scripts/server/http-server.ts';
import { startRuntime } from '../src/runtime.ts';

const runtime = await startRuntime(process.env);
const server = createHttpServer(runtime, (_request, response) => {
  response.statusCode = 404;
  response.end();
});
server.listen(0, '127.0.0.1', () => console.log(`PORT ${(server.address() as AddressInfo).port}`));
