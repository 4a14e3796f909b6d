import type { Context } from 'hono';
import { parseJsonText, readJsonBody } from './json-body.ts';

export type MultipartParts = Record<string, string | File | (string | File)[]>;

/**
 * A multipart/form-data body whose part `jsonPart` carries JSON, checked as every JSON body is
 * (json-body.ts: valid JSON, no control characters, the field named in the 400); the other parts are
 * the files. A body sent as plain JSON is read as that part alone, without files.
 */
export async function readMultipartBody(c: Context, jsonPart: string): Promise<{ json: unknown; parts: MultipartParts }> {
  if (/^application\/json\s*(;|$)/i.test(c.req.header('content-type') ?? '')) return { json: await readJsonBody(c), parts: {} };
  const parts = await c.req.parseBody({ all: true });
  const text = parts[jsonPart];
  return { json: parseJsonText(typeof text === 'string' ? text : ''), parts };
}
