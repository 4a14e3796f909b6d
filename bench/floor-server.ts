/**
 * The floor for `npm run bench -- serving`: a minimal node:http server that answers each path with the
 * same bytes the product's server sends, compressed once up front (Brotli 11, gzip 9) and held in memory.
 * Nothing a real server must do (routing, headers, sessions, logging) – what the machine can do at best.
 *
 *   node bench/floor-server.ts <manifest.json>   manifest: [{ path, contentType, bodyBase64 }]
 * Prints "PORT <n>" once it listens.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

interface Entry {
  path: string;
  contentType: string;
  bodyBase64: string;
}

const entries = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as Entry[];
const answers = new Map(
  entries.map((entry) => {
    const body = Buffer.from(entry.bodyBase64, 'base64');
    return [
      entry.path,
      {
        contentType: entry.contentType,
        br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        gzip: gzipSync(body, { level: 9 }),
        identity: body,
      },
    ];
  }),
);

const server = createServer((request, response) => {
  const answer = answers.get(request.url ?? '');
  if (!answer) {
    response.writeHead(404).end();
    return;
  }
  const accepted = String(request.headers['accept-encoding'] ?? '');
  const encoding = accepted.includes('br') ? 'br' : accepted.includes('gzip') ? 'gzip' : 'identity';
  response.writeHead(200, {
    'content-type': answer.contentType,
    'content-length': answer[encoding].length,
    ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
    vary: 'Accept-Encoding',
  });
  response.end(answer[encoding]);
});
server.listen(0, '127.0.0.1', () => console.log(`PORT ${(server.address() as AddressInfo).port}`));
