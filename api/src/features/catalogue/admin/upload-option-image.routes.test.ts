import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES } from '../contract/catalogue-admin.ts';
import { catalogueMessages as m } from '../contract/catalogue-messages.ts';
import { apiMessages } from '../../../shared/messages.ts';
import { createAdminTestApi, type AdminTestApi } from '../../../../testing/test-admin.ts';
import { uploadedFileRoutes } from '../uploads.routes.ts';

let test: AdminTestApi;
let uploads: ReturnType<typeof uploadedFileRoutes>;
beforeAll(async () => {
  test = await createAdminTestApi();
  uploads = uploadedFileRoutes(test.config.UPLOAD_DIR);
});
afterAll(() => test.cleanup());

const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;
const upload = (imageData: string, fileName = 'bild.png') => test.call('POST', '/api/admin/upload-option-image', { imageData, fileName });
const stored = (imageUrl: string) => readFileSync(join(test.config.UPLOAD_DIR, imageUrl.slice('/uploads/'.length)));

/** A PNG chunk (length, type, data, CRC) put in before IEND, as a camera app or an attacker would. */
function withChunk(png: Buffer, type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  body.copy(chunk, 4);
  chunk.writeUInt32BE(crc32(body), 8 + data.length);
  const iend = png.length - 12;
  return Buffer.concat([png.subarray(0, iend), chunk, png.subarray(iend)]);
}

const red = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#c00000' } });

describe('POST /api/admin/upload-option-image', () => {
  it('accepts a real PNG and re-encodes it: text chunks and EXIF are gone; it is served with its type, nosniff and a long cache', async () => {
    const png = await red(40, 30)
      .png()
      .withExif({ IFD0: { Copyright: 'EXIF-GEHEIMNIS', Artist: 'Kamera' } })
      .toBuffer();
    const tagged = withChunk(png, 'tEXt', Buffer.from('Comment\0TEXT-GEHEIMNIS <script>alert(1)</script>', 'latin1'));
    expect(tagged.includes('TEXT-GEHEIMNIS')).toBe(true);
    expect(tagged.includes('EXIF-GEHEIMNIS')).toBe(true);

    const { status, body } = await upload(dataUrl(tagged), '../../etc/passwd.png');
    expect(status).toBe(201);
    expect(body.imageUrl).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    const file = stored(body.imageUrl);
    expect(file.includes('TEXT-GEHEIMNIS')).toBe(false);
    expect(file.includes('EXIF-GEHEIMNIS')).toBe(false);
    expect(file.includes('tEXt')).toBe(false);
    expect(file.includes('eXIf')).toBe(false);
    expect(await sharp(file).metadata()).toMatchObject({ format: 'png', width: 40, height: 30 });

    const served = await uploads.request(body.imageUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await served.arrayBuffer()).equals(file)).toBe(true);
    expect((await uploads.request('/uploads/..%2F..%2Fapp.db')).status).toBe(404);
    expect((await uploads.request(`/uploads/${'0'.repeat(32)}.png`)).status).toBe(404);
  });

  it('applies the camera orientation and scales down to 1600 px', async () => {
    const portrait = await red(80, 40).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const turned = await upload(dataUrl(portrait, 'image/jpeg'));
    expect(turned.status).toBe(201);
    const meta = await sharp(stored(turned.body.imageUrl)).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 40, height: 80 });
    expect(meta.orientation).toBeUndefined();
    expect(meta.exif).toBeUndefined();

    const large = await upload(dataUrl(await red(3200, 1000).webp().toBuffer(), 'image/webp'));
    expect(await sharp(stored(large.body.imageUrl)).metadata()).toMatchObject({ format: 'webp', width: 1600, height: 500 });
  });

  it('takes the type from the bytes: a JPEG claimed to be a PNG is stored as a JPEG', async () => {
    const { status, body } = await upload(dataUrl(await red(10, 10).jpeg().toBuffer(), 'image/png'));
    expect(status).toBe(201);
    expect(body.imageUrl).toMatch(/\.jpg$/);
    expect((await uploads.request(body.imageUrl)).headers.get('content-type')).toBe('image/jpeg');
  });

  it('refuses SVG, a PHP file named .png, HTML claimed to be a PNG, and no data URL at all', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>';
    for (const imageData of [
      dataUrl(Buffer.from(svg), 'image/svg+xml'),
      dataUrl(Buffer.from(svg), 'image/png'),
      dataUrl(Buffer.from('<?php system($_GET["c"]); ?>')),
      dataUrl(Buffer.from('<html><script>alert(1)</script></html>')),
      'https://example.com/bild.png',
      'data:image/png;base64,@@@',
    ]) {
      const { status, body } = await upload(imageData, 'shell.php.png');
      expect(status, imageData.slice(0, 40)).toBe(400);
      expect(body.error).toBe(m.imageType);
    }
    const truncated = (await red(10, 10).png().toBuffer()).subarray(0, 40);
    expect((await upload(dataUrl(truncated))).body.error).toBe(m.imageUnreadable);
  });

  it('refuses a 6 MB image with the spec message before reading the body', async () => {
    const sixMegabytes = `{"imageData":"data:image/png;base64,${'A'.repeat(Math.ceil((6 * 1024 * 1024) / 3) * 4)}","fileName":"gross.png"}`;
    const response = await test.request('/api/admin/upload-option-image', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(sixMegabytes.length) },
      // A body that never ends: had the route started reading it, this request would never be answered.
      body: new ReadableStream({ pull: () => new Promise(() => {}) }),
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: m.imageTooLarge });
  });

  it('lets the data URL of a 5 MB file through the body limit, and no other route more than 100 KB', async () => {
    const fiveMegabytes = randomBytes(MAX_IMAGE_BYTES);
    const { status, body } = await upload(dataUrl(fiveMegabytes));
    // Past the size limits: refused for what it is, random bytes.
    expect(status).toBe(400);
    expect(body.error).toBe(m.imageType);
    const over = await upload(dataUrl(randomBytes(MAX_IMAGE_BYTES + 1)));
    expect(over.status).toBe(413);
    const other = await test.call('POST', '/api/admin/product-lines', { name: 'x'.repeat(200 * 1024) });
    expect(other.status).toBe(413);
    expect(other.body.error).toBe(apiMessages.tooLarge);
  });

  it('deletes the image file with its option, and the old one when the option gets another', async () => {
    const first = (await upload(dataUrl(await red(10, 10).png().toBuffer()))).body.imageUrl;
    const second = (await upload(dataUrl(await red(12, 12).png().toBuffer()))).body.imageUrl;
    const option = (await test.call('POST', '/api/admin/shop-options', { name: 'Mit Bild', category: 'fenstertyp', image_url: first }))
      .body;
    expect(option.image_url).toBe(first);
    await test.call('PUT', `/api/admin/shop-options/${option.id}`, { name: 'Mit Bild', category: 'fenstertyp', image_url: second });
    expect(existsSync(join(test.config.UPLOAD_DIR, first.slice(9)))).toBe(false);
    expect(existsSync(join(test.config.UPLOAD_DIR, second.slice(9)))).toBe(true);
    await test.call('DELETE', `/api/admin/shop-options/${option.id}`);
    expect(existsSync(join(test.config.UPLOAD_DIR, second.slice(9)))).toBe(false);
    expect((await uploads.request(second)).status).toBe(404);
  });
});
