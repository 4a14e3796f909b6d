import type http from 'node:http';
import { createGzip, type Gzip } from 'node:zlib';

/** Below this a gzip header and the CPU cost more than they save (the threshold `compression` had). */
const THRESHOLD_BYTES = 1024;
const TEXT_TYPE = /^(?:text\/|application\/(?:[\w.-]+\+)?(?:json|javascript|xml)|image\/svg\+xml)/i;

/** Whether the client takes gzip: listed (or `*`) with a quality above 0 (RFC 9110 12.5.3). */
export function acceptsGzip(header: string | undefined): boolean {
  const qualities = new Map(
    (header ?? '').split(',').map((entry) => {
      const [coding = '', ...parameters] = entry.trim().toLowerCase().split(';');
      const quality = parameters.map((parameter) => parameter.trim()).find((parameter) => parameter.startsWith('q='));
      return [coding.trim(), quality === undefined ? 1 : Number(quality.slice(2))] as const;
    }),
  );
  return (qualities.get('gzip') ?? qualities.get('*') ?? 0) > 0;
}

function setHeaders(res: http.ServerResponse, headers: http.OutgoingHttpHeaders | readonly unknown[]) {
  if (!Array.isArray(headers)) {
    for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value as http.OutgoingHttpHeader);
    return;
  }
  const pairs = Array.isArray(headers[0]) ? (headers as [string, string][]) : [];
  if (pairs.length === 0)
    for (let index = 0; index < headers.length; index += 2) pairs.push([String(headers[index]), String(headers[index + 1])]);
  for (const [name, value] of pairs) res.appendHeader(name, value);
}

function isText(res: http.ServerResponse, statusCode: number) {
  return statusCode !== 204 && statusCode !== 304 && TEXT_TYPE.test(String(res.getHeader('content-type') ?? ''));
}

/**
 * gzip for text answers of at least 1 KB, with node:zlib and no Express middleware (ADR 021): pages,
 * scripts, styles, SVG and the API's JSON reads. The answer's writeHead, write and end go through a gzip
 * stream once the headers show a text type; the socket's backpressure pauses the gzip stream, and the gzip
 * stream's is passed on to the writer.
 */
export function compressText(req: http.IncomingMessage, res: http.ServerResponse): void {
  const gzipAccepted = req.method !== 'HEAD' && acceptsGzip(req.headers['accept-encoding']);
  // The answer's own methods, called with whatever arguments its writer passed.
  type Method<Result> = (this: http.ServerResponse, ...args: unknown[]) => Result;
  const writeHead = res.writeHead as Method<http.ServerResponse>;
  const write = res.write as Method<boolean>;
  const end = res.end as Method<http.ServerResponse>;
  let gzip: Gzip | undefined;
  /** The size of a body handed whole to end() before the headers went out. */
  let wholeBodyBytes: number | undefined;

  function startGzip() {
    const stream = createGzip();
    stream.on('data', (chunk: Buffer) => {
      if (!write.call(res, chunk)) {
        stream.pause();
        res.once('drain', () => stream.resume());
      }
    });
    stream.on('end', () => end.call(res));
    // A writer that waits for the answer's 'drain' (stream.pipe(res), as Astro's static files are sent)
    // waits for the gzip stream's own.
    stream.on('drain', () => res.emit('drain'));
    res.once('close', () => stream.destroy());
    res.setHeader('Content-Encoding', 'gzip');
    res.removeHeader('Content-Length');
    return stream;
  }

  res.writeHead = function writeHeadCompressed(statusCode: number, ...rest: unknown[]) {
    const headers = rest.find((argument) => typeof argument === 'object' && argument !== null);
    if (headers) setHeaders(res, headers as http.OutgoingHttpHeaders);
    if (isText(res, statusCode)) {
      res.setHeader('Vary', [res.getHeader('vary'), 'Accept-Encoding'].filter(Boolean).join(', '));
      const length = res.hasHeader('content-length') ? Number(res.getHeader('content-length')) : wholeBodyBytes;
      const bigEnough = length === undefined || length >= THRESHOLD_BYTES;
      if (gzipAccepted && bigEnough && !res.hasHeader('content-encoding')) gzip = startGzip();
    }
    return typeof rest[0] === 'string' ? writeHead.call(res, statusCode, rest[0]) : writeHead.call(res, statusCode);
  } as typeof res.writeHead;

  res.write = function writeCompressed(chunk: string | Uint8Array, ...rest: unknown[]) {
    if (!res.headersSent) res.writeHead(res.statusCode);
    if (!gzip) return write.call(res, chunk, ...rest);
    const encoding = typeof rest[0] === 'string' ? (rest[0] as BufferEncoding) : undefined;
    return gzip.write(typeof chunk === 'string' ? Buffer.from(chunk, encoding) : chunk);
  } as typeof res.write;

  res.end = function endCompressed(...args: unknown[]) {
    const chunk = typeof args[0] === 'function' ? undefined : (args[0] as string | Uint8Array | undefined);
    const encoding = typeof args[1] === 'string' ? (args[1] as BufferEncoding) : undefined;
    if (!res.headersSent) {
      wholeBodyBytes = chunk === undefined ? 0 : typeof chunk === 'string' ? Buffer.byteLength(chunk, encoding) : chunk.byteLength;
      res.writeHead(res.statusCode);
    }
    if (!gzip) return end.call(res, ...args);
    const callback = args.find((argument) => typeof argument === 'function');
    if (callback) res.once('finish', callback as () => void);
    if (chunk === undefined) gzip.end();
    else gzip.end(typeof chunk === 'string' ? Buffer.from(chunk, encoding) : chunk);
    return res;
  } as typeof res.end;
}
