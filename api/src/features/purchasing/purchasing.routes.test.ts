import { and, desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { adminTestApiForFile, testSmtpServerForFile } from '../../../testing/fixtures.ts';
import { pdfText } from '../../../testing/pdf-text.ts';
import { deliverOutbox } from '../../../testing/test-mail-sender.ts';
import { callWithToken } from '../../../testing/test-admin.ts';
import { createTestUser } from '../../../testing/test-users.ts';
import {
  catalogueChanges,
  documentCounters,
  options,
  orders,
  outbox,
  products,
  purchaseOrders,
  supplierProducts,
} from '../../platform/db/schema.ts';
import type { QuoteLine } from '../documents/contract/lines.ts';
import { berlinDay } from '../../shared/dates.ts';
import { supplierMessages, purchaseMessages } from './contract/purchasing-messages.ts';
import { setSupplierPriceGrid } from './suppliers.ts';

const test = adminTestApiForFile();
const damagePhoto = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .png()
    .toBuffer();
const smtp = testSmtpServerForFile();

const supplierBody = (name: string, orderEmail: string, extra: Record<string, unknown> = {}) => ({
  name,
  street: 'Industriestraße 4',
  postcode: '49424',
  city: 'Goldenstedt',
  orderEmail,
  customerNumber: 'K-4711',
  leadTimeWeeks: 6,
  discount: 4000,
  ...extra,
});

async function catalogue() {
  const all = await test.db.select().from(products);
  const window = all.find((product) => product.name === 'Kunststofffenster')!;
  const door = all.find((product) => product.name !== 'Kunststofffenster' && product.category !== 'fenster') ?? all[1]!;
  const [glazing] = await test.db.select().from(options).where(eq(options.name, '3-fach-Wärmeschutzverglasung'));
  const [colour] = await test.db.select().from(options).where(eq(options.name, 'Weiß'));
  return { window, door, glazing: glazing!, colour: colour! };
}

/** A measured window (Aufmaß), a configured one (size in cm), a door, a line without product and a service. */
function lines(ids: Awaited<ReturnType<typeof catalogue>>): QuoteLine[] {
  const drawingOptions = [
    { id: ids.glazing.id, key: 'verglasung', category: 'Verglasung', name: ids.glazing.name },
    { id: ids.colour.id, key: 'farbe_und_dekore', category: 'Farbe und Dekore', name: 'Weiß' },
    { key: 'oeffnungsart', category: 'Öffnungsart', name: 'links' },
  ];
  return [
    {
      kind: 'product',
      title: 'Küche: Kunststofffenster',
      description: '',
      quantity: 1,
      unitPrice: 50_000,
      discount: 0,
      productId: ids.window.id,
      drawing: { breite: 117, hoehe: 137, options: drawingOptions },
      measure: { position: 'Küche', orderWidthMm: 1170, orderHeightMm: 1370, openingType: 'dreh_kipp', hinge: 'links' },
    },
    {
      kind: 'product',
      title: 'Kunststofffenster',
      description: '',
      quantity: 2,
      unitPrice: 40_000,
      discount: 0,
      productId: ids.window.id,
      drawing: { breite: 80.5, hoehe: 120.5, options: drawingOptions },
    },
    { kind: 'product', title: ids.door.name, description: '', quantity: 1, unitPrice: 200_000, discount: 0, productId: ids.door.id },
    { kind: 'product', title: 'Fensterbank nach Maß', description: '', quantity: 3, unitPrice: 5_000, discount: 0 },
    { kind: 'service', title: 'Montage', description: '', quantity: 1, unitPrice: 60_000, discount: 0 },
  ];
}

let nextOrder = 1;
async function confirmedOrder(orderLines: QuoteLine[], net = 420_000) {
  const [order] = await test.db
    .insert(orders)
    .values({
      orderNumber: `B-2026-T${nextOrder++}`,
      totalPrice: Math.round(net * 1.19),
      net,
      vat: Math.round(net * 0.19),
      status: 'confirmed',
      lines: orderLines,
      customerName: 'Erika Muster',
      installationAddress: { street: 'Gartenweg 3', postcode: '20095', city: 'Hamburg' },
    })
    .returning();
  return order!;
}

async function suppliersFor(ids: Awaited<ReturnType<typeof catalogue>>) {
  const a = await test.call(
    'POST',
    '/api/admin/suppliers',
    supplierBody('Fensterbau Nord GmbH', 'bestellung@fensterbau-nord.de', {
      products: [{ productId: ids.window.id }],
      articleCodes: [
        { optionId: ids.glazing.id, code: 'VG-3WS-48' },
        { optionId: ids.colour.id, code: 'F-9016' },
      ],
    }),
  );
  const b = await test.call(
    'POST',
    '/api/admin/suppliers',
    supplierBody('Türenwerk Süd AG', 'auftrag@tuerenwerk.de', {
      discount: 0,
      products: [{ productId: ids.door.id, discount: 2500, priceGrid: null }],
    }),
  );
  expect([a.status, b.status]).toEqual([201, 201]);
  return { a: a.body.id as number, b: b.body.id as number };
}

const ordered = { ids: null as null | Awaited<ReturnType<typeof catalogue>>, suppliers: null as null | { a: number; b: number } };
async function setUp() {
  if (!ordered.ids) {
    ordered.ids = await catalogue();
    ordered.suppliers = await suppliersFor(ordered.ids);
  }
  return { ids: ordered.ids, suppliers: ordered.suppliers! };
}

describe('Katalog → Lieferanten (issue 49)', () => {
  it('checks the supplier in German and writes the change log', async () => {
    const wrong = await test.call('POST', '/api/admin/suppliers', supplierBody('', 'kein-mail', { postcode: '123', leadTimeWeeks: 0 }));
    expect(wrong.status).toBe(400);
    expect(wrong.body.issues).toMatchObject({
      name: [supplierMessages.name],
      postcode: [supplierMessages.postcode],
      orderEmail: [supplierMessages.orderEmail],
      leadTimeWeeks: [supplierMessages.leadTimeWeeks],
    });
    const { suppliers } = await setUp();
    const listed = await test.call('GET', '/api/admin/suppliers');
    expect(listed.body.map((supplier: { name: string }) => supplier.name)).toEqual(['Fensterbau Nord GmbH', 'Türenwerk Süd AG']);
    const logged = await test.db.select().from(catalogueChanges).where(eq(catalogueChanges.entity, 'supplier'));
    expect(logged.map((entry) => [entry.entityId, entry.action])).toEqual([
      [suppliers.a, 'created'],
      [suppliers.b, 'created'],
    ]);
  });
});

describe('the purchase price grid of a supplier’s product', () => {
  it('prices the Bestellung by width and height, is logged, refused in German for a product the supplier does not carry, and removable', async () => {
    const { ids, suppliers } = await setUp();
    const path = (productId: number) => `/api/admin/suppliers/${suppliers.a}/products/${productId}/price-grid`;
    // Net cents, rows by height: up to 900 × 1,250 mm 200,00 €, up to 1,200 × 1,400 mm 270,00 €.
    const grid = {
      widths: [900, 1200],
      heights: [1250, 1400],
      cells: [
        [20_000, 23_000],
        [24_000, 27_000],
      ],
    };
    const saved = await test.call('PUT', path(ids.window.id), { price_grid: grid });
    expect(saved.status).toBe(200);
    expect(saved.body.products).toEqual([{ productId: ids.window.id, discount: null, priceGrid: grid }]);
    const [logged] = await test.db
      .select()
      .from(catalogueChanges)
      .where(eq(catalogueChanges.entity, 'supplier'))
      .orderBy(desc(catalogueChanges.id))
      .limit(1);
    expect(logged).toMatchObject({ entityId: suppliers.a, action: 'updated' });
    expect(JSON.stringify(logged!.changes)).toContain('27000');

    const order = await confirmedOrder(lines(ids));
    const made = await test.call('POST', `/api/admin/orders/${order.id}/purchase-orders`);
    const [windows] = made.body.purchaseOrders as { expectedNet: number }[];
    // 1,170 × 1,370 mm once at 270,00 €, 805 × 1,205 mm twice at 200,00 €: the grid, not the 40 % discount.
    expect(windows!.expectedNet).toBe(27_000 + 2 * 20_000);

    const notCarried = await test.call('PUT', path(ids.door.id), { price_grid: grid });
    expect(notCarried.status).toBe(404);
    expect(notCarried.body.error).toBe(supplierMessages.productNotCarried);
    const broken = await test.call('PUT', path(ids.window.id), { price_grid: { widths: [900], heights: [1250], cells: [[-5]] } });
    expect(broken.status).toBe(400);

    const removed = await test.call('PUT', path(ids.window.id), { price_grid: null });
    expect(removed.body.products).toEqual([{ productId: ids.window.id, discount: null, priceGrid: null }]);
  });
  it('leaves neither a grid nor a log entry when the product leaves the supplier’s list before the grid is stored', async () => {
    const { ids } = await setUp();
    // A supplier and a product of its own: the other tests of this file share theirs, and a product has one supplier.
    const product = (await test.db.select().from(products)).find(
      (candidate) => candidate.id !== ids.window.id && candidate.id !== ids.door.id,
    )!;
    const created = await test.call(
      'POST',
      '/api/admin/suppliers',
      supplierBody('Fensterwerk Ost KG', 'bestellung@fensterwerk-ost.de', {
        products: [{ productId: product.id, discount: null, priceGrid: null }],
      }),
    );
    expect(created.status).toBe(201);
    const supplierId = created.body.id as number;
    const grid = { widths: [900], heights: [1250], cells: [[20_000]] };
    const entries = async () =>
      (
        await test.db
          .select()
          .from(catalogueChanges)
          .where(and(eq(catalogueChanges.entity, 'supplier'), eq(catalogueChanges.entityId, supplierId)))
      ).length;
    const entriesBefore = await entries();
    // The other request's change lands between this one's check and its write: the real database, with
    // the other request's DELETE run just before the batch that writes the grid.
    const racing = new Proxy(test.db, {
      get(target, key, receiver) {
        if (key !== 'batch') return Reflect.get(target, key, receiver);
        return async (queries: Parameters<typeof target.batch>[0]) => {
          const writes = queries.some(
            (query) => 'toSQL' in query && /^update/i.test((query as { toSQL: () => { sql: string } }).toSQL().sql),
          );
          if (writes) await target.delete(supplierProducts).where(eq(supplierProducts.supplierId, supplierId));
          return target.batch(queries);
        };
      },
    });
    await expect(setSupplierPriceGrid(racing, { supplierId, productId: product.id }, grid, 'admin')).rejects.toMatchObject({
      status: 404,
      message: supplierMessages.productNotCarried,
    });
    expect(await entries()).toBe(entriesBefore);
    expect(await test.db.select().from(supplierProducts).where(eq(supplierProducts.supplierId, supplierId))).toEqual([]);
  });
});

describe('Bestellung per supplier (issue 49)', () => {
  it('makes one draft per supplier; the line without supplier is listed, not ordered', async () => {
    const { ids, suppliers } = await setUp();
    const order = await confirmedOrder(lines(ids));
    const made = await test.call('POST', `/api/admin/orders/${order.id}/purchase-orders`);
    expect(made.status).toBe(201);
    const purchases = made.body.purchaseOrders as {
      supplierId: number;
      number: string;
      status: string;
      document: { positions: unknown[] };
    }[];
    expect(purchases.map((purchase) => [purchase.supplierId, purchase.status, purchase.document.positions.length])).toEqual([
      [suppliers.a, 'draft', 2],
      [suppliers.b, 'draft', 1],
    ]);
    expect(purchases.every((purchase) => /^BE-\d{4}-\d{4}$/.test(purchase.number))).toBe(true);
    expect(made.body.withoutSupplier).toEqual([{ lineIndex: 3, title: 'Fensterbank nach Maß' }]);
    const again = await test.call('POST', `/api/admin/orders/${order.id}/purchase-orders`);
    expect(again).toEqual({ status: 409, body: { error: purchaseMessages.nothingToOrder } });
  });

  it("sends each as a PDF with every position's Bestellmaß, options and article codes, by mail to its supplier", async () => {
    const { ids } = await setUp();
    const order = await confirmedOrder(lines(ids));
    const made = await test.call('POST', `/api/admin/orders/${order.id}/purchase-orders`);
    const [windows, door] = made.body.purchaseOrders as { id: number; number: string }[];
    for (const purchase of [windows!, door!]) {
      expect((await test.call('POST', `/api/admin/purchase-orders/${purchase.id}/send`)).status).toBe(200);
    }
    const pdf = await test.request(`/api/admin/purchase-orders/${windows!.id}/pdf`, {
      headers: { Authorization: `Bearer ${test.adminToken}` },
    });
    const text = pdfText(Buffer.from(await pdf.arrayBuffer())).replace(/\u00a0/g, ' ');
    expect(text).toContain(windows!.number);
    expect(text).toContain('1.170 × 1.370 mm');
    expect(text).toContain('805 × 1.205 mm');
    expect(text).toContain('DIN links');
    expect(text).toContain('Verglasung: 3-fach-Wärmeschutzverglasung [Art.-Nr. VG-3WS-48]');
    expect(text).toContain('Farbe und Dekore: Weiß [Art.-Nr. F-9016]');
    expect(text).toContain('K-4711');
    expect(text).not.toContain('Fensterbank');

    const doorPdf = await test.request(`/api/admin/purchase-orders/${door!.id}/pdf`, {
      headers: { Authorization: `Bearer ${test.adminToken}` },
    });
    expect(pdfText(Buffer.from(await doorPdf.arrayBuffer()))).toContain('Maß fehlt');

    const mails = await test.db.select().from(outbox).where(eq(outbox.topic, 'purchase-order'));
    const mine = mails.filter(
      (mail) => mail.subject.startsWith(`Bestellung ${windows!.number}`) || mail.subject.startsWith(`Bestellung ${door!.number}`),
    );
    expect(mine.map((mail) => mail.recipient).sort()).toEqual(['auftrag@tuerenwerk.de', 'bestellung@fensterbau-nord.de']);
    await deliverOutbox(test.db, smtp.url);
    const received = await smtp.waitForRecipient('bestellung@fensterbau-nord.de');
    expect(received.data).toContain(`Bestellung-${windows!.number}.pdf`);
    // Sent stays as sent: no second sending, the draft's steps are closed.
    expect((await test.call('POST', `/api/admin/purchase-orders/${windows!.id}/send`)).status).toBe(409);
  });

  it('numbers Bestellungen gap-free under 20 parallel "Bestellen"', async () => {
    const { ids } = await setUp();
    const windowLine = lines(ids)[1]!;
    const many = await Promise.all(Array.from({ length: 20 }, () => confirmedOrder([windowLine])));
    const before = await test.db.select().from(documentCounters).where(eq(documentCounters.kind, 'purchase'));
    const answers = await Promise.all(many.map((order) => test.call('POST', `/api/admin/orders/${order.id}/purchase-orders`)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(201));
    const first = before[0]?.last ?? 0;
    const numbers = answers.map((answer) => Number(answer.body.purchaseOrders[0].number.slice(-4))).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, index) => first + index + 1));

    // The same order asked 20 times at once: one Bestellung, and no number lost to the others.
    const one = await confirmedOrder([windowLine]);
    const same = await Promise.all(Array.from({ length: 20 }, () => test.call('POST', `/api/admin/orders/${one.id}/purchase-orders`)));
    expect(same.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(same.filter((answer) => answer.status === 409)).toHaveLength(19);
    const [counter] = await test.db.select().from(documentCounters).where(eq(documentCounters.kind, 'purchase'));
    expect(counter!.last).toBe(first + 21);
    expect(await test.db.select().from(purchaseOrders).where(eq(purchaseOrders.orderId, one.id))).toHaveLength(1);
  });
});

describe('Auftragsbestätigung, delivery and the Montage (issue 49)', () => {
  it('asks before a Montage in KW 10 when the AB confirms KW 12/2027, and books it when confirmed', async () => {
    const { ids } = await setUp();
    const order = await confirmedOrder(lines(ids).slice(0, 2));
    const made = await test.call('POST', `/api/admin/orders/${order.id}/purchase-orders`);
    const purchase = made.body.purchaseOrders[0] as { id: number };
    await test.call('POST', `/api/admin/purchase-orders/${purchase.id}/send`);
    const form = new FormData();
    form.set('confirmation', JSON.stringify({ abNumber: 'AB-99812', week: 'KW 12/2027', unitPrices: [26_000, 21_000] }));
    form.set('file', new File([Buffer.from('%PDF-1.4\n% AB\n')], 'ab.pdf', { type: 'application/pdf' }));
    const confirmed = await test.request(`/api/admin/purchase-orders/${purchase.id}/confirmation`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${test.adminToken}` },
      body: form,
    });
    expect(confirmed.status).toBe(200);
    const body = (await confirmed.json()) as { deliveryState: string; confirmedWeek: unknown; purchaseOrders: { state: string }[] };
    expect(body.deliveryState).toBe('confirmed');
    expect(body.confirmedWeek).toEqual({ year: 2027, week: 12 });

    // KW 10/2027: Monday 8 March; KW 12/2027 begins on 22 March.
    const montage = { date: '2027-03-09', from: '08:00', to: '16:00', note: '' };
    const asked = await test.request(`/api/admin/orders/${order.id}/appointments`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${test.adminToken}` },
      json: montage,
    });
    expect(asked.status).toBe(409);
    expect(asked.headers.get('X-Confirmation-Required')).toBe('delivery');
    expect(((await asked.json()) as { error: string }).error).toBe(purchaseMessages.deliveryFirst('KW 12/2027', '22.03.2027'));
    const booked = await test.call('POST', `/api/admin/orders/${order.id}/appointments`, { ...montage, confirmDespiteDelivery: true });
    expect(booked.status).toBe(201);
    expect((await test.call('POST', `/api/admin/orders/${order.id}/appointments`, { ...montage, date: '2027-03-22' })).status).toBe(201);

    const delivery = new FormData();
    delivery.set('delivery', JSON.stringify({ date: '2027-03-23', complete: false, note: 'Flügel Pos. 2 verkratzt' }));
    delivery.set('photo', new File([new Uint8Array(await damagePhoto())], 'schaden.png', { type: 'image/png' }));
    const delivered = await test.request(`/api/admin/purchase-orders/${purchase.id}/delivery`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${test.adminToken}` },
      body: delivery,
    });
    expect(delivered.status).toBe(200);
    expect(((await delivered.json()) as { deliveryState: string }).deliveryState).toBe('partly');
    const photo = await test.request(`/api/admin/purchase-orders/${purchase.id}/delivery/photo`, {
      headers: { Authorization: `Bearer ${test.adminToken}` },
    });
    expect(photo.headers.get('Content-Type')).toBe('image/png');
  });

  it('shows the customer the planned delivery week once every Bestellung of the order is confirmed', async () => {
    const { ids } = await setUp();
    const { user, token } = await createTestUser(test.db);
    const order = await confirmedOrder(lines(ids));
    await test.db.update(orders).set({ userId: user.id }).where(eq(orders.id, order.id));
    const made = await test.call('POST', `/api/admin/orders/${order.id}/purchase-orders`);
    const weeks = () => callWithToken(test, token, 'GET', '/api/customer/orders/delivery-weeks');
    const confirm = async (id: number, week: string, unitPrices: number[]) => {
      await test.call('POST', `/api/admin/purchase-orders/${id}/send`);
      const form = new FormData();
      form.set('confirmation', JSON.stringify({ abNumber: `AB-${id}`, week, unitPrices }));
      const answer = await test.request(`/api/admin/purchase-orders/${id}/confirmation`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${test.adminToken}` },
        body: form,
      });
      expect(answer.status).toBe(200);
    };
    const [windows, door] = made.body.purchaseOrders as { id: number }[];
    await confirm(windows!.id, 'KW 14/2027', [26_000, 21_000]);
    expect((await weeks()).body).toEqual([]);
    await confirm(door!.id, 'KW 12/2027', [150_000]);
    expect((await weeks()).body).toEqual([{ orderId: order.id, week: 'KW 14/2027' }]);
  });

  it('shows the Deckungsbeitrag: sales net − purchase net − each fitter’s hours × rate; 403 without the money permission', async () => {
    const { ids } = await setUp();
    await test.call('PUT', '/api/admin/settings/purchasing', { deliverTo: 'site', yard: null, hourlyRate: 6_000 });
    const order = await confirmedOrder(lines(ids), 420_000);
    const made = await test.call('POST', `/api/admin/orders/${order.id}/purchase-orders`);
    const [windows, door] = made.body.purchaseOrders as { id: number; expectedNet: number }[];
    await test.call('POST', `/api/admin/purchase-orders/${windows!.id}/send`);
    const confirmation = new FormData();
    confirmation.set('confirmation', JSON.stringify({ abNumber: 'AB-1', week: 'KW 12/2027', unitPrices: [26_000, 21_000] }));
    await test.request(`/api/admin/purchase-orders/${windows!.id}/confirmation`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${test.adminToken}` },
      body: confirmation,
    });
    // The door's expected price: its list price less the product's own 25 % (over the supplier's 0 %).
    expect(door!.expectedNet).toBe(150_000);
    await test.call('POST', `/api/admin/orders/${order.id}/appointments`, {
      date: '2027-03-22',
      lastDate: '2027-03-23',
      from: '07:30',
      to: '16:00',
      note: '',
      fitters: 2,
    });
    // A second Montage day by one fitter, entered without a crew: one fitter.
    await test.call('POST', `/api/admin/orders/${order.id}/appointments`, { date: '2027-03-24', from: '08:00', to: '10:00', note: '' });

    const margin = await test.call('GET', `/api/admin/orders/${order.id}/margin`);
    const purchaseNet = 26_000 * 1 + 21_000 * 2 + 150_000;
    // Two days of 8.5 hours by two fitters, and two hours by one.
    const minutes = 2 * 8.5 * 60 * 2 + 2 * 60;
    expect(margin.body).toEqual({
      salesNet: 420_000,
      purchaseNet,
      purchaseConfirmed: false,
      montageMinutes: minutes,
      hourlyRate: 6_000,
      labourCost: (minutes / 60) * 6_000,
      margin: 420_000 - purchaseNet - (minutes / 60) * 6_000,
      marginPercent: Math.round(((420_000 - purchaseNet - (minutes / 60) * 6_000) / 420_000) * 1000) / 10,
    });

    // Auswertungen: this order's origin alone, so its row is this order's Deckungsbeitrag.
    await test.db.update(orders).set({ origin: 'margin-test' }).where(eq(orders.id, order.id));
    const year = Number(berlinDay(order.createdAt).slice(0, 4));
    const bySource = await test.call('GET', `/api/admin/margins?year=${year}&by=source`);
    expect(bySource.body.rows.find((row: { key: string }) => row.key === 'margin-test')).toEqual({
      key: 'margin-test',
      orders: 1,
      salesNet: 420_000,
      purchaseNet,
      labourCost: (minutes / 60) * 6_000,
      margin: margin.body.margin,
      marginPercent: margin.body.marginPercent,
    });

    for (const role of ['vertrieb', 'katalog'] as const) {
      const { token } = await createTestUser(test.db, { role });
      expect((await callWithToken(test, token, 'GET', `/api/admin/orders/${order.id}/margin`)).status).toBe(403);
      expect((await callWithToken(test, token, 'GET', `/api/admin/margins?year=${year}`)).status).toBe(403);
    }
    const { token: office } = await createTestUser(test.db, { role: 'buero' });
    expect((await callWithToken(test, office, 'GET', `/api/admin/orders/${order.id}/margin`)).status).toBe(200);
  });
});
