import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { adminTestApiForFile } from '../../../testing/fixtures.ts';
import { acceptanceDefects, acceptancePhotos, orders, outbox, workAcceptances } from '../../platform/db/schema.ts';
import { pdfText } from '../../../testing/pdf-text.ts';
import { readQrCodes } from '../../../testing/qr-reader.ts';
import { asCustomer, sentQuote } from '../../../testing/test-quotes.ts';
import { createTestUser } from '../../../testing/test-users.ts';
import { uploadedFileRoutes } from '../catalogue/uploads.routes.ts';
import { acceptanceFolder } from './acceptance-files.ts';
import { applyDeemedAcceptances } from './request-acceptance.ts';

const test = adminTestApiForFile();

/** A customer's accepted quote and its order, placed in October and moved on to "completed" (the Montage is done). */
async function completedOrder() {
  const quote = await sentQuote(test);
  const { body } = await asCustomer(test, quote.token, 'POST', `/api/customer/quotes/${quote.quoteId}/accept`, { termsAccepted: true });
  const orderId = body.order.id as number;
  // The Abnahme days below lie in November: the order was placed before them.
  await test.db
    .update(orders)
    .set({ createdAt: new Date('2026-10-15T10:00:00Z') })
    .where(eq(orders.id, orderId));
  for (const status of ['confirmed', 'in_production', 'completed']) {
    const moved = await test.call('PUT', `/api/admin/orders/${orderId}/status`, { status });
    if (moved.status !== 200) throw new Error(`Status ${status}: ${moved.status}`);
  }
  return { orderId, orderNumber: body.order.order_number as string, customerToken: quote.token };
}

/** A camera photo with the position of the house in its EXIF GPS block. */
const gpsPhoto = (red: number) =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: { r: red, g: 40, b: 40 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'Kamera' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '53/1 33/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '9/1 59/1 0/1' },
    })
    .toBuffer();
const signature = () =>
  sharp({ create: { width: 300, height: 100, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([
      {
        input: Buffer.from(
          '<svg width="300" height="100"><path d="M10 80 C 60 10, 120 10, 290 70" stroke="black" stroke-width="4" fill="none"/></svg>',
        ),
      },
    ])
    .png()
    .toBuffer();

const record = (acceptedOn: string) => ({
  acceptedOn,
  place: 'Hamburg, Musterstraße 1',
  present: 'Erika Muster (Kundin), Max Monteur',
  installedLines: [0],
  defects: [
    { text: 'Kratzer im Rahmen unten links', lineIndex: 0, fixBy: '2026-12-10', photos: ['photo-0', 'photo-1'] },
    { text: 'Silikonfuge innen unvollständig', lineIndex: null, fixBy: null, photos: ['photo-2'] },
  ],
  reservations: 'Vorbehalt wegen des Kratzers.',
  customerSigner: 'Erika Muster',
  fitterName: 'Max Monteur',
});

async function form(acceptedOn: string) {
  const data = new FormData();
  data.set('record', JSON.stringify(record(acceptedOn)));
  for (const [index, red] of [200, 150, 100].entries())
    data.set(`photo-${index}`, new File([await gpsPhoto(red)], 'IMG_0001.jpg', { type: 'image/jpeg' }));
  data.set('customerSignature', new File([await signature()], 'kunde.png', { type: 'image/png' }));
  data.set('fitterSignature', new File([await signature()], 'monteur.png', { type: 'image/png' }));
  return data;
}

const send = (orderId: number, body: FormData, key?: string) =>
  test.request(`/api/admin/orders/${orderId}/acceptance`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${test.adminToken}`, ...(key ? { 'Idempotency-Key': key } : {}) },
    body,
  });

describe('the Abnahmeprotokoll', () => {
  it('prints positions, defects, date, photos and signatures; the final invoice takes the Abnahme date as Leistungsdatum', async () => {
    const { orderId, orderNumber } = await completedOrder();
    const response = await send(orderId, await form('2026-11-20'));
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ acceptedOn: '2026-11-20', warrantyEndsOn: '2031-11-20' });

    const pdfResponse = await test.request(`/api/admin/orders/${orderId}/acceptance/pdf`, {
      headers: { Authorization: `Bearer ${test.adminToken}` },
    });
    expect(pdfResponse.status).toBe(200);
    const pdf = Buffer.from(await pdfResponse.arrayBuffer());
    const text = pdfText(pdf).replace(/ *\n */g, ' ');
    expect(text).toContain(`Abnahmeprotokoll zu Auftrag ${orderNumber}`);
    expect(text).toContain('20.11.2026');
    // A service such as Altfensterentsorgung is done, not built in: every position is "ausgeführt".
    expect(text).toContain('– ausgeführt');
    expect(text).not.toContain('eingebaut');
    expect(text).toContain('Kratzer im Rahmen unten links');
    expect(text).toContain('Silikonfuge innen unvollständig');
    expect(text).toContain('zu beseitigen bis 10.12.2026');
    expect(text).toContain('Kunde: Erika Muster');
    // Three photos and two signatures embedded as images.
    expect(pdf.toString('latin1').match(/\/Subtype \/Image/g)?.length).toBeGreaterThanOrEqual(5);

    const mails = await test.db.select().from(outbox).where(eq(outbox.topic, 'acceptance-protocol'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.attachments![0]!.filename).toBe(`Abnahmeprotokoll-${orderNumber}.pdf`);

    const invoice = await test.call('POST', `/api/admin/orders/${orderId}/invoices`, { kind: 'final' });
    expect(invoice.status).toBe(201);
    expect(invoice.body.serviceDate).toBe('2026-11-20');
  });

  it('removes the GPS position and every other EXIF field from the photos it stores', async () => {
    const { orderId } = await completedOrder();
    expect((await sharp(await gpsPhoto(200)).metadata()).exif).toBeDefined();
    expect((await send(orderId, await form('2026-11-21'))).status).toBe(201);
    const folder = acceptanceFolder(test.config.UPLOAD_DIR, orderId);
    const files = readdirSync(folder);
    expect(files).toHaveLength(5);
    for (const file of files) {
      const bytes = readFileSync(join(folder, file));
      expect((await sharp(bytes).metadata()).exif).toBeUndefined();
      expect(bytes.includes('GPS')).toBe(false);
    }
    // The public /uploads/ route serves flat names only: the Abnahme's folder is not reachable there.
    expect((await uploadedFileRoutes(test.config.UPLOAD_DIR).request(`/uploads/acceptance/${orderId}/${files[0]}`)).status).toBe(404);
  });

  it('takes a record sent again after the connection came back once', async () => {
    const { orderId } = await completedOrder();
    const body = await form('2026-11-22');
    const key = 'abnahme-offline-0001-resend';
    const first = await send(orderId, body, key);
    const again = await send(orderId, body, key);
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await test.db.select().from(workAcceptances).where(eq(workAcceptances.orderId, orderId))).toHaveLength(1);
    expect(await test.db.select().from(acceptanceDefects).where(eq(acceptanceDefects.orderId, orderId))).toHaveLength(2);
    expect(await test.db.select().from(acceptancePhotos).where(eq(acceptancePhotos.orderId, orderId))).toHaveLength(3);
    expect(readdirSync(acceptanceFolder(test.config.UPLOAD_DIR, orderId))).toHaveLength(5);
  });
});

describe('the Abnahme in Mein Konto', () => {
  it("shows the customer date, warranty end and defects, and gives the protocol only to the order's own customer", async () => {
    const { orderId, orderNumber, customerToken } = await completedOrder();
    expect((await send(orderId, await form('2026-11-20'))).status).toBe(201);
    const [firstDefect] = await test.db.select().from(acceptanceDefects).where(eq(acceptanceDefects.orderId, orderId));
    expect(
      (await test.call('PUT', `/api/admin/orders/${orderId}/defects/${firstDefect!.id}`, { state: 'fixed', appointmentId: null })).status,
    ).toBe(200);

    const listed = await asCustomer(test, customerToken, 'GET', '/api/customer/orders');
    const order = listed.body.find((row: { id: number }) => row.id === orderId);
    expect(order.workAcceptance).toEqual({
      state: 'accepted',
      kind: 'on_site',
      acceptedOn: '2026-11-20',
      warrantyEndsOn: '2031-11-20',
      requestDeadline: null,
      protocol: true,
      defects: [
        { id: firstDefect!.id, text: 'Kratzer im Rahmen unten links', lineTitle: 'Kunststofffenster', fixBy: '2026-12-10', state: 'fixed' },
        { id: expect.any(Number), text: 'Silikonfuge innen unvollständig', lineTitle: null, fixBy: null, state: 'open' },
      ],
    });

    const path = `/api/customer/orders/${orderId}/acceptance/pdf`;
    const own = await test.request(path, { headers: { Authorization: `Bearer ${customerToken}` } });
    expect(own.status).toBe(200);
    expect(own.headers.get('content-disposition')).toContain(`Abnahmeprotokoll-${orderNumber}.pdf`);
    expect(pdfText(Buffer.from(await own.arrayBuffer()))).toContain(orderNumber);

    const stranger = await createTestUser(test.db);
    const foreign = await asCustomer(test, stranger.token, 'GET', path);
    expect(foreign).toEqual({ status: 404, body: expect.objectContaining({ error: 'Diesen Auftrag gibt es nicht.' }) });
    expect((await test.request(path)).status).toBe(401);
  });
});

/** The amount field of a GiroCode (EPC069-12: the eighth line). */
const giroAmount = (payload: string) => payload.split('\n')[7];

describe('the retention for open defects on the final invoice', () => {
  it('prints it on the invoice, keeps the amounts, and asks by GiroCode for the amount due less it until the defects are fixed', async () => {
    const { orderId, customerToken } = await completedOrder();
    expect((await send(orderId, await form('2026-11-20'))).status).toBe(201);
    const order = (await test.call('GET', `/api/admin/orders/${orderId}`)).body;
    const tooHigh = await test.call('POST', `/api/admin/orders/${orderId}/invoices`, { kind: 'final', retention: order.totals.gross + 1 });
    expect(tooHigh).toMatchObject({ status: 400, body: { error: 'Der Einbehalt darf nicht höher sein als der zu zahlende Betrag.' } });

    const issued = await test.call('POST', `/api/admin/orders/${orderId}/invoices`, { kind: 'final', retention: 30_000 });
    expect(issued.status).toBe(201);
    const invoice = issued.body;
    expect(invoice).toMatchObject({ gross: order.totals.gross, amountDue: order.totals.gross });
    const nowDue = invoice.amountDue - 30_000;
    const euros = (cents: number) => `EUR${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

    const pdf = await test.request(`/api/customer/invoices/${invoice.id}/pdf`, { headers: { Authorization: `Bearer ${customerToken}` } });
    const text = pdfText(Buffer.from(await pdf.arrayBuffer()))
      .replace(/ *\n */g, ' ')
      .replace(/\u00a0/g, ' ');
    expect(text).toContain('Einbehalt wegen offener Mängel: 300,00 €, fällig nach Beseitigung');

    const [mail] = (await test.db.select().from(outbox).where(eq(outbox.topic, 'invoice-issued'))).filter((row) =>
      row.subject.includes(invoice.number),
    );
    const png = mail!.attachments!.find((file) => file.filename === `GiroCode-${invoice.number}.png`)!;
    expect(giroAmount(readQrCodes(Buffer.from(png.contentBase64, 'base64'))[0]!)).toBe(euros(nowDue));

    const token = /\/rechnung\/([A-Za-z0-9_-]{43})\b/.exec(mail!.textBody)![1]!;
    const linkCode = async () => {
      const page = await (await test.request(`/api/invoices/${token}`)).json();
      return giroAmount(readQrCodes(await sharp(Buffer.from(page.giroCodeSvg)).resize(600).png().toBuffer())[0]!);
    };
    expect(await linkCode()).toBe(euros(nowDue));

    for (const defect of await test.db.select().from(acceptanceDefects).where(eq(acceptanceDefects.orderId, orderId)))
      await test.call('PUT', `/api/admin/orders/${orderId}/defects/${defect.id}`, { state: 'fixed', appointmentId: null });
    expect(await linkCode()).toBe(euros(invoice.amountDue));
  });
});

describe('Abnahme verlangen', () => {
  const requestFor = async (orderId: number) => {
    const answer = await test.call('POST', `/api/admin/orders/${orderId}/acceptance/request`, {});
    expect(answer.status).toBe(201);
    const [mail] = await test.db
      .select()
      .from(outbox)
      .where(eq(outbox.topic, 'acceptance-request'))
      .orderBy(outbox.id)
      .limit(1)
      .offset((await test.db.select().from(outbox).where(eq(outbox.topic, 'acceptance-request'))).length - 1);
    const token = /\/abnahme\/([A-Za-z0-9_-]{43})/.exec(mail!.textBody)![1]!;
    return { deadline: answer.body.deadline as string, token, mail: mail! };
  };

  it('records the deemed acceptance on the deadline once it passed (controlled clock), with the reason', async () => {
    const { orderId } = await completedOrder();
    const { deadline, mail } = await requestFor(orderId);
    expect(mail.textBody).toContain('§ 640 Abs. 2 Satz 2 BGB');
    const before = new Date(`${deadline}T12:00:00Z`);
    await applyDeemedAcceptances(test.db, before);
    expect((await test.call('GET', `/api/admin/orders/${orderId}/acceptance`)).body.acceptance).toMatchObject({
      state: 'requested',
      acceptedOn: null,
    });
    const after = new Date(before.getTime() + 24 * 60 * 60 * 1000);
    await applyDeemedAcceptances(test.db, after);
    const { acceptance } = (await test.call('GET', `/api/admin/orders/${orderId}/acceptance`)).body;
    expect(acceptance).toMatchObject({ state: 'accepted', kind: 'deemed', acceptedOn: deadline });
    expect(acceptance.reason).toContain('ohne Nennung eines Mangels abgelaufen');
  });

  it('records none when the customer named a defect through the link', async () => {
    const { orderId } = await completedOrder();
    const { deadline, token } = await requestFor(orderId);
    const data = new FormData();
    data.set('answer', JSON.stringify({ accept: false, defects: [{ text: 'Fenster schließt nicht dicht', photos: ['photo-0'] }] }));
    data.set('photo-0', new File([await gpsPhoto(90)], 'mangel.jpg', { type: 'image/jpeg' }));
    const answered = await test.request(`/api/acceptance/${token}`, { method: 'POST', body: data });
    expect(answered.status).toBe(200);
    await applyDeemedAcceptances(test.db, new Date(new Date(`${deadline}T12:00:00Z`).getTime() + 3 * 24 * 60 * 60 * 1000));
    const { acceptance } = (await test.call('GET', `/api/admin/orders/${orderId}/acceptance`)).body;
    expect(acceptance).toMatchObject({ state: 'defects_named', acceptedOn: null });
    expect(acceptance.defects).toEqual([
      expect.objectContaining({ text: 'Fenster schließt nicht dicht', namedBy: 'customer', photos: [expect.any(Number)] }),
    ]);
  });
});
