import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, expect, it } from 'vitest';
import { precompress } from './precompress.ts';

let folder: string;
afterEach(() => rmSync(folder, { recursive: true, force: true }));

it('writes a Brotli and a gzip copy of each text file, compressed side by side, each the file again when unpacked', async () => {
  folder = mkdtempSync(join(tmpdir(), 'fensterwerk-precompress-'));
  mkdirSync(join(folder, '_astro'));
  const written = new Map<string, string>();
  for (let page = 0; page < 12; page += 1) {
    const path = join(folder, `seite-${page}.html`);
    const body = `<!doctype html><p>Seite ${page}: ${'Fenster und Türen aus Norddeutschland. '.repeat(60 + page)}</p>`;
    writeFileSync(path, body);
    written.set(path, body);
  }
  const script = join(folder, '_astro', 'insel.a1b2c3.js');
  written.set(script, `export const text = ${JSON.stringify('ä'.repeat(3000))};`);
  writeFileSync(script, written.get(script)!);
  writeFileSync(join(folder, 'klein.txt'), 'kurz');
  writeFileSync(join(folder, 'bild.webp'), Buffer.alloc(4096, 1));

  const result = await precompress(folder, 4);

  expect(result.count).toBe(13);
  expect(result.originalBytes).toBe([...written.values()].reduce((sum, body) => sum + Buffer.byteLength(body), 0));
  for (const [path, body] of written) {
    expect(brotliDecompressSync(readFileSync(`${path}.br`)).toString()).toBe(body);
    expect(gunzipSync(readFileSync(`${path}.gz`)).toString()).toBe(body);
  }
  // Too small to gain, or compressed already: left as they are.
  expect(existsSync(join(folder, 'klein.txt.br'))).toBe(false);
  expect(existsSync(join(folder, 'bild.webp.br'))).toBe(false);
});
