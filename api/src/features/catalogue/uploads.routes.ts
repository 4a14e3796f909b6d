import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono, type Context } from 'hono';
import { NO_STORE } from '../../platform/http/errors.ts';
import { apiMessages } from '../../shared/messages.ts';

const CONTENT_TYPES = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp', gif: 'image/gif' } as const;

/**
 * GET /uploads/{name}: the option images from UPLOAD_DIR. Only names the server gave out (32 hex digits
 * and the extension of the format it encoded) are answered, so no other file of the folder or beyond it
 * is reachable. A name is never reused for other content: browsers may keep the file for a year.
 */
export function uploadedFileRoutes(uploadDir: string) {
  const notFound = (c: Context) => c.json({ error: apiMessages.notFound }, 404, NO_STORE);
  return (
    new Hono()
      .get('/uploads/:name{[0-9a-f]{32}\\.(png|jpg|webp|gif)}', async (c) => {
        const name = c.req.param('name');
        const extension = name.slice(name.lastIndexOf('.') + 1) as keyof typeof CONTENT_TYPES;
        let data: Buffer;
        try {
          data = await readFile(join(uploadDir, name));
        } catch {
          return notFound(c);
        }
        return c.body(new Uint8Array(data), 200, {
          'Content-Type': CONTENT_TYPES[extension],
          'X-Content-Type-Options': 'nosniff',
          'Cache-Control': 'public, max-age=31536000, immutable',
          'Content-Security-Policy': "default-src 'none'",
        });
      })
      // Any other name under /uploads/ was never given out: the same German answer, not the static
      // file server's English "Not Found".
      .all('/uploads/*', notFound)
  );
}
