import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Reads QR codes as a banking app would, from pixels: zbarimg (zbar-tools) on a PNG, in binary mode so
 * the UTF-8 bytes come back as they were encoded. `.ci/run` installs zbar-tools and poppler-utils.
 */
export function readQrCodes(png: Buffer): string[] {
  const folder = mkdtempSync(join(tmpdir(), 'qr-'));
  try {
    const file = join(folder, 'code.png');
    writeFileSync(file, png);
    return readQrFile(file);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** The one symbol in the image, or none (zbarimg exits with 4 when it finds nothing). */
function readQrFile(file: string): string[] {
  // In binary mode zbar separates several symbols by nothing but a newline: a page carries one code.
  try {
    return [execFileSync('zbarimg', ['--raw', '--quiet', '-Sbinary', file], { stdio: ['ignore', 'pipe', 'ignore'] }).toString('utf8')];
  } catch (error) {
    if ((error as { status?: number }).status === 4) return [];
    throw error;
  }
}

/** The QR code on the PDF's first page, rendered at 150 dpi with pdftoppm (poppler-utils). */
export function readQrOnFirstPage(pdf: Buffer): string[] {
  const folder = mkdtempSync(join(tmpdir(), 'qr-pdf-'));
  try {
    writeFileSync(join(folder, 'document.pdf'), pdf);
    execFileSync('pdftoppm', ['-f', '1', '-l', '1', '-r', '150', '-png', join(folder, 'document.pdf'), join(folder, 'page')]);
    const page = readdirSync(folder).find((name) => name.startsWith('page') && name.endsWith('.png'))!;
    return readQrFile(join(folder, page));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
