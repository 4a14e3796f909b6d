import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A newcomer follows the docs' paths to the code; a path that names a deleted or renamed file sends them
 * nowhere. Every path the README, docs/, bench/README.md and deploy/*.md name must exist in the repository.
 */

const root = resolve(import.meta.dirname, '..');

function markdownIn(folder: string): string[] {
  const path = join(root, folder);
  if (!existsSync(path)) return [];
  return readdirSync(path, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.md'))
    .map((name) => join(folder, name));
}

const docs = ['README.md', 'bench/README.md', ...markdownIn('docs'), ...markdownIn('deploy')].filter((doc) => existsSync(join(root, doc)));

/** The repository's top-level folders: a path starting with one of them is meant from the root. */
const rootFolders = ['api', 'site', 'scripts', 'deploy', 'docs', 'tests', 'bench', '.ci'];

/** What the build and the server make: named in the docs, never in the repository. */
const madeFolders = ['dist', 'data', 'node_modules'];

/**
 * The docs shorten paths where the context says the folder (`platform/http/validate.ts`,
 * `contract/company-defaults.ts` beside the settings feature): such a path must be the end of a file's path.
 */
const repositoryFiles = rootFolders
  .filter((folder) => existsSync(join(root, folder)))
  .flatMap((folder) =>
    readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((name) => !name.split(sep).includes('node_modules'))
      .map((name) => `/${folder}/${name.split(sep).join('/')}`),
  );

/** A placeholder (`<feature>`, `{token}`), a glob or an elision names no single file. */
const placeholder = /[<>{}*…]|\.\.\.|\$/;

/** A file name with an extension the repository's own files carry. */
const sourceFile = /\.(ts|tsx|mjs|js|astro|md|json|sh|css|example|service)$/;

interface Mention {
  path: string;
  /** Links resolve from the document's folder, code spans from the repository's root. */
  link: boolean;
}

function mentionsIn(markdown: string): Mention[] {
  const mentions: Mention[] = [];
  const fence = /^```[^\n]*\n([\s\S]*?)^```/gm;
  const code = [...markdown.matchAll(fence)].map((match) => match[1] ?? '');
  // A struck-through path (~~`path`~~) is one the doc names as gone, as an ADR's dated note does.
  const prose = markdown.replace(fence, '').replace(/~~[^~\n]+~~/g, '');
  code.push(...[...prose.matchAll(/`([^`\n]+)`/g)].map((match) => match[1] ?? ''));
  for (const span of code) {
    for (const token of span.split(/[\s,;()"'=]+/)) mentions.push({ path: token.replace(/[.:]+$/, ''), link: false });
  }
  for (const match of prose.matchAll(/\]\(([^)\s]+)\)/g)) mentions.push({ path: match[1] ?? '', link: true });
  return mentions;
}

/** The mention as a path inside the repository, or undefined when it is no file path (a URL, a route, a command). */
function candidates(mention: Mention, doc: string): string[] | undefined {
  const path = mention.path.replace(/#.*$/, '');
  if (path === '' || placeholder.test(path) || /^[a-z]+:/i.test(path) || path.startsWith('/')) return undefined;
  if (mention.link) return [join(dirname(doc), path)];
  const first = path.replace(/^\.\//, '').split('/')[0] ?? '';
  if (!path.includes('/') || madeFolders.includes(first)) return undefined;
  if (rootFolders.includes(first)) return [path];
  if (!sourceFile.test(path)) return undefined;
  const suffix = `/${path.replace(/^\.\//, '')}`;
  return repositoryFiles.filter((file) => file.endsWith(suffix)).map((file) => file.slice(1));
}

function missingPaths(doc: string): string[] {
  const markdown = readFileSync(join(root, doc), 'utf8');
  const missing = new Set<string>();
  for (const mention of mentionsIn(markdown)) {
    const paths = candidates(mention, doc);
    if (paths && !paths.some((path) => existsSync(join(root, path)))) missing.add(mention.path);
  }
  return [...missing];
}

describe('paths named in the docs', () => {
  it('reads the README, docs/, bench/README.md', () => {
    expect(docs).toContain('README.md');
    expect(docs.some((doc) => doc.startsWith('docs/decisions/'))).toBe(true);
  });

  it('code comments cite only docs that exist', () => {
    const cited = repositoryFiles
      .filter((file) => /\.(ts|tsx|astro|mjs)$/.test(file))
      .flatMap((file) =>
        [...readFileSync(join(root, file), 'utf8').matchAll(/\bdocs\/[\w./-]+\.md\b/g)].map((match) => `${file.slice(1)}: ${match[0]}`),
      );
    expect(cited.filter((entry) => !existsSync(join(root, entry.split(': ')[1] ?? '')))).toEqual([]);
  });

  it.each(docs.map((doc) => [relative(root, join(root, doc))]))('%s names only files that exist', (doc) => {
    expect(missingPaths(doc)).toEqual([]);
  });
});
