import { build } from 'esbuild';
import { expect, it } from 'vitest';
import { serverBuildOptions } from './bundle-server.ts';

/**
 * The packages the serving process evaluates at its start: those with a static import in the bundle.
 * Each one is resident from the start whether a request ever needs it or not (issue 51: at most 120 MB
 * 10 s after the start). A package that is not in this list is loaded with `import()` where it is first
 * used (ADR 044, ADR 086); one that must be added here needs a reason in an ADR.
 */
const EVALUATED_AT_START = ['@libsql/client/sqlite3', 'libsql', 'otpauth', 'saxes', 'uqr'];

/** The heavy ones, named so that a failure says which came back. */
const ON_FIRST_USE = ['@e-invoice-eu/core', '@node-rs/argon2', 'fontkit', 'imapflow', 'mailparser', 'nodemailer', 'pdfkit', 'sharp', 'tar'];

async function bundledImports() {
  const result = await build({ ...serverBuildOptions('dist/serve.mjs'), write: false, metafile: true, logLevel: 'silent' });
  const [output] = Object.values(result.metafile.outputs);
  const packages = (kind: string) =>
    [
      ...new Set(
        output!.imports
          .filter((entry) => entry.external && entry.kind === kind && !entry.path.startsWith('node:'))
          .map((entry) => entry.path),
      ),
    ].sort();
  return { atStart: packages('import-statement'), onFirstUse: packages('dynamic-import') };
}

it('evaluates at start only the packages every start needs; PDF, images, e-invoices, mail and passwords load on first use', async () => {
  const { atStart, onFirstUse } = await bundledImports();
  expect(atStart.filter((name) => ON_FIRST_USE.includes(name))).toEqual([]);
  expect(atStart).toEqual(EVALUATED_AT_START);
  expect(onFirstUse).toEqual(expect.arrayContaining(ON_FIRST_USE));
});
