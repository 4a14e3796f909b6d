import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { apiMessages } from '../../shared/messages.ts';
import { uploadedFileRoutes } from './uploads.routes.ts';

const folder = mkdtempSync(join(tmpdir(), 'fensterwerk-uploads-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
const NAME = `${'ab'.repeat(16)}.png`;
writeFileSync(join(folder, NAME), Buffer.from('89504e47', 'hex'));
const routes = uploadedFileRoutes(folder);

describe('GET /uploads/{name}', () => {
  it('serves a name the server gave out, with its type and nosniff', async () => {
    const response = await routes.request(`/uploads/${NAME}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers every other name under /uploads/ with the German JSON 404', async () => {
    for (const path of [
      `/uploads/${'cd'.repeat(16)}.png`,
      '/uploads/gibt-es-nicht.png',
      '/uploads/',
      '/uploads/a/b',
      '/uploads/bild.svg',
    ]) {
      const response = await routes.request(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type'), path).toMatch(/^application\/json/);
      expect(await response.json(), path).toEqual({ error: apiMessages.notFound });
    }
  });
});
