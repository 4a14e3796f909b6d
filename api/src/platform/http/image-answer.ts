import type { Context } from 'hono';

const IMAGE_TYPES = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp', gif: 'image/gif' } as const;

/**
 * A stored photo (an Abnahme's, an Aufmaß's, a customer's) as the answer: its type from the name the server
 * gave it, never cached (personal data behind a session or a key), nothing in it run as a document.
 */
export function imageAnswer(c: Context, data: Buffer, fileName: string) {
  const extension = fileName.slice(fileName.lastIndexOf('.') + 1) as keyof typeof IMAGE_TYPES;
  return c.body(new Uint8Array(data), 200, {
    'Content-Type': IMAGE_TYPES[extension],
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'no-store',
    'Content-Security-Policy': "default-src 'none'",
  });
}
