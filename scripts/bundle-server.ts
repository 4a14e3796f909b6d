import { readFileSync, renameSync } from 'node:fs';
import { build, type BuildOptions } from 'esbuild';
import { SERVER_BUNDLE } from './server/lean-server.ts';

/**
 * Packages bundled in: the ones every request uses. Node resolves each module of an imported package
 * separately and reads the package's package.json for it; drizzle-orm's is 179 KB, and its 114 modules
 * made 150 MB of garbage at every start, which the heap then kept. Everything else stays an import of
 * node_modules: native modules, and the heavy ones loaded only on first use (ADR 044).
 */
const BUNDLED = new Set(['drizzle-orm', 'hono', '@hono/node-server', '@hono/zod-validator', 'zod']);

function externalPackages(): string[] {
  const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as Record<string, Record<string, string> | undefined>;
  const names = [...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.devDependencies ?? {})];
  return names.filter((name) => !BUNDLED.has(name));
}

/**
 * esbuild's options for the production server: scripts/serve.ts with the API it composes in one ES
 * module. Without code splitting: what the serving process must not evaluate at start is in the
 * external packages, which the sources import with `import()` where first used; esbuild keeps such an
 * import as it is (ADR 086).
 */
export const serverBuildOptions = (outFile: string): BuildOptions => ({
  entryPoints: ['scripts/serve.ts'],
  outfile: outFile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  external: externalPackages(),
  legalComments: 'none',
  logLevel: 'warning',
});

/**
 * Bundles the production server (ADR 044). The packages loaded on first use (pdfkit, sharp, the
 * e-invoice library, nodemailer, imapflow, mailparser, argon2, Astro's entry) stay imports and keep
 * loading only then. Written beside and renamed, so a server starting meanwhile reads the old file or
 * the new one, never half of one.
 */
export async function bundleServer(outFile = SERVER_BUNDLE): Promise<void> {
  const partial = `${outFile}.${process.pid}.tmp`;
  await build(serverBuildOptions(partial));
  renameSync(partial, outFile);
}
