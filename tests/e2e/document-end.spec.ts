import { readdirSync } from 'node:fs';
import { expect, test } from './support/test.ts';

/**
 * Valid HTML (HTML Living Standard, "after after body" insertion mode): nothing but whitespace may follow
 * `</html>`. Astro renders a component's `<script>` where the template declares it, so a script written
 * after a layout's closing tag landed behind the document on every page (the Nu Html Checker's error).
 */

/** Every prerendered page of the build as the path the server answers it under. */
function prerenderedPaths(): string[] {
  return readdirSync('dist/client', { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => `/${file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`)
    .sort();
}

/** What follows the document's end tag, without whitespace; "" for a page that ends with `</html>`. */
function afterDocument(html: string): string {
  const end = html.lastIndexOf('</html>');
  return end === -1 ? html.slice(-80) : html.slice(end + '</html>'.length).trim();
}

test('every prerendered page the server serves ends with </html>, its scripts inside the document', async ({ request }) => {
  const paths = prerenderedPaths();
  expect(paths).toEqual(expect.arrayContaining(['/', '/konfigurator', '/shop', '/blog', '/admin']));
  const trailing: Record<string, string> = {};
  for (const path of paths) {
    const answer = await request.get(path);
    const html = await answer.text();
    expect(html, path).toContain('</html>');
    const after = afterDocument(html);
    if (after) trailing[path] = after.slice(0, 80);
  }
  expect(trailing).toEqual({});
});

test('a page rendered on demand ends with </html> as well', async ({ request }) => {
  // The 404 page and a personal review link are rendered per request (prerender = false).
  for (const path of ['/diese-seite-gibt-es-nicht', '/bewertung/kein-gueltiger-link']) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain('</html>');
    expect(afterDocument(html), path).toBe('');
  }
});
