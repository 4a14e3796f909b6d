import { renameSync } from 'node:fs';
import { build } from 'esbuild';
import { SERVER_BUNDLE } from './server/lean-server.ts';

/**
 * Bundles the production server (scripts/serve.ts with the API it composes) into one ES module (ADR 044).
 * Packages stay imports of node_modules, so the modules loaded on first use (pdfkit, sharp, the e-invoice
 * library, nodemailer, Astro's entry) keep loading only then. Written beside and renamed, so a server
 * starting meanwhile reads the old file or the new one, never half of one.
 */
export async function bundleServer(outFile = SERVER_BUNDLE): Promise<void> {
  const partial = `${outFile}.${process.pid}.tmp`;
  await build({
    entryPoints: ['scripts/serve.ts'],
    outfile: partial,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    packages: 'external',
    legalComments: 'none',
    logLevel: 'warning',
  });
  renameSync(partial, outFile);
}
