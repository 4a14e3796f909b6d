import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSitePaths } from './site-paths.ts';

describe('site paths', () => {
  it('are the public pages and every blog article and legal page of the real site, nothing of the back office', () => {
    const { counted, unknownRoutes } = readSitePaths();
    expect(unknownRoutes).toEqual([]);
    for (const path of ['/', '/about', '/blog', '/contact', '/funnel', '/konfigurator', '/shop', '/impressum', '/datenschutz', '/agb']) {
      expect(counted, path).toContain(path);
    }
    for (const file of readdirSync('site/src/content/blog')) expect(counted).toContain(`/blog/${file.replace(/\.md$/, '')}`);
    for (const path of counted) expect(path).not.toMatch(/^\/(admin|dashboard|customer|login|register|404)(\/|$)|\[|\.astro$/);
  });

  it('follow Astro: index is its folder, _ files are no pages, a front-matter slug is the id; an unknown dynamic route is reported', () => {
    const root = mkdtempSync(join(tmpdir(), 'site-paths-'));
    const write = (path: string, text = '') => {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    };
    try {
      write('pages/index.astro');
      write('pages/ratgeber/index.astro');
      write('pages/_entwurf.astro');
      write('pages/robots.txt.ts');
      write('pages/blog/[id].astro');
      write('pages/produkte/[slug].astro');
      write('pages/admin/[...path].astro');
      write('content/blog/Alte Fenster.md', '---\ntitle: x\n---\n');
      write('content/blog/neu.md', '---\ntitle: x\nslug: "fenster-2027"\n---\n');
      expect(readSitePaths(root)).toEqual({
        counted: new Set(['/', '/ratgeber', '/blog/alte-fenster', '/blog/fenster-2027']),
        unknownRoutes: ['produkte/[slug]'],
      });
      expect(readSitePaths(join(root, 'missing')).counted.size).toBe(0);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
