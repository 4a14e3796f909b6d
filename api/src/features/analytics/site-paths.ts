import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';

/**
 * Areas that are not the public site (and the personal links: quotes, appointments, team invitations, the
 * newsletter's confirmation and unsubscribe links): never counted, even if a beacon claims them.
 */
const NOT_COUNTED = /^\/(admin|api|dashboard|customer|login|register|angebot|termin|rechnung|abnahme|bewertung|team|newsletter)(\/|$)/;

/**
 * The site's dynamic routes and the content collection whose file names are their ids (as Astro's glob
 * loader derives them), by route file without extension. A new dynamic page must be added here, or its
 * views are not counted (site-paths.test.ts checks that none is left over).
 */
const COLLECTION_ROUTES: Record<string, string> = {
  '[legalPage]': 'legal',
  'blog/[id]': 'blog',
};

const PAGE_FILE = /\.(astro|md|mdx|html)$/;
/** Error pages answer any path; the beacon they send names the missing path, not a page of ours. */
const ERROR_PAGES = new Set(['404', '500']);

interface SitePaths {
  /** Every path of the public site a page view can be counted for, e.g. "/", "/about", "/blog/<id>". */
  counted: ReadonlySet<string>;
  /** Dynamic routes outside the back office that COLLECTION_ROUTES does not know. */
  unknownRoutes: string[];
}

/**
 * The public site's paths, read from its sources: a page file in site/src/pages is a path (index is its
 * folder), a dynamic route is one path per file of its content collection. The API never imports the
 * site; it reads the folders once at start-up, from the project root like the migrations (the server
 * runs there in development, in tests and under `npm start`, which builds from these very files).
 */
export function readSitePaths(siteSource = resolve(process.cwd(), 'site/src')): SitePaths {
  const pagesFolder = join(siteSource, 'pages');
  const counted = new Set<string>();
  const unknownRoutes: string[] = [];
  if (!existsSync(pagesFolder)) return { counted, unknownRoutes };

  for (const file of pageFiles(pagesFolder)) {
    const route = relative(pagesFolder, file).split(sep).join('/').replace(PAGE_FILE, '');
    if (ERROR_PAGES.has(route) || NOT_COUNTED.test(`/${route}`)) continue;
    if (route.includes('[')) {
      const collection = COLLECTION_ROUTES[route];
      if (!collection) {
        unknownRoutes.push(route);
        continue;
      }
      for (const id of collectionIds(join(siteSource, 'content', collection))) counted.add(`/${route.replace(/\[[^\]]+\]/, id)}`);
    } else {
      counted.add(`/${route.replace(/(^|\/)index$/, '')}`);
    }
  }
  return { counted, unknownRoutes };
}

/** Page files below a folder; Astro leaves out names starting with an underscore. */
function pageFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => !entry.name.startsWith('_'))
    .flatMap((entry) => {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) return pageFiles(path);
      return PAGE_FILE.test(entry.name) ? [path] : [];
    });
}

/**
 * The ids Astro's glob loader gives the Markdown files of a collection: a `slug` of the front matter, or
 * else the file name slugged as GitHub slugs headings (lower case, punctuation out, spaces to hyphens).
 */
function collectionIds(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => /\.mdx?$/.test(name))
    .map((name) => {
      const frontMatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(readFileSync(join(folder, name), 'utf8'))?.[1] ?? '';
      const slug = /^slug:\s*["']?([^"'\r\n]+?)["']?\s*$/m.exec(frontMatter)?.[1];
      return (
        slug ??
        name
          .replace(/\.mdx?$/, '')
          .toLowerCase()
          .replace(/[^\p{L}\p{M}\p{N}\s_-]/gu, '')
          .replace(/\s/g, '-')
      );
    });
}
