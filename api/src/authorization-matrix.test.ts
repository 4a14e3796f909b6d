import { desc, eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeKey, routePermissions } from './platform/http/permit.ts';
import { searchGroupPermissions } from './features/search/search-permissions.ts';
import { roleMay, staffRoleLabels, staffRoles, type StaffRole } from './features/accounts/contract/permissions.ts';
import { pendingEmailStatement } from './features/accounts/email-change.ts';
import { recoveryCodeHash } from './features/accounts/recovery-codes.ts';
import { issueInvoice } from './features/invoices/issue-invoice.ts';
import {
  acceptanceDefects,
  aufmassRecords,
  inboundMailAttachments,
  inboundMails,
  leadPhotos,
  acceptancePhotos,
  appointments,
  bankStatementEntries,
  bankStatementImports,
  contactMessages,
  invoices,
  linePresets,
  mailTemplates,
  optionCategories,
  options,
  orders,
  productCategories,
  productLines,
  products,
  purchaseOrders,
  quotes,
  recoveryCodes,
  reviews,
  savedConfigurations,
  supplierProducts,
  suppliers,
  users,
} from './platform/db/schema.ts';
import { createTestApi, type TestApi } from '../testing/test-api.ts';
import { insertLeads, leadValues } from '../testing/test-leads.ts';
import { createTestUser } from '../testing/test-users.ts';
import { writeSetting } from './features/settings/app-settings.ts';
import { securitySetting } from './features/settings/security-settings.ts';
import { testCompany } from '../testing/test-company.ts';
import { camtStatement } from '../testing/camt-statement.ts';
import { defaultBookkeepingSettings } from './features/bookkeeping/contract/bookkeeping.ts';
import { defaultFundingThresholds } from './features/catalogue/contract/funding.ts';
import { berlinDay } from './shared/dates.ts';
import { damagePhotos, storeConfirmationPdf } from './features/purchasing/purchase-files.ts';
import { customerPhotos } from './features/leads/customer-photos.ts';

/**
 * Every route under /api/admin and /api/customer (and the shop's save), read from the app itself, called
 * anonymously, as a customer and in every staff role. What a staff role gets on an admin route follows
 * from the permission the route declares on itself (permit()) and the role's fixed permissions. A
 * route added later without a sample request or without a declared permission fails here, so no new
 * route escapes the check.
 */

const PUBLIC_ADMIN_ROUTES = new Set(['POST /api/admin/login', 'POST /api/admin/forgot-password', 'POST /api/admin/reset-password']);

/** Routes that exist to refuse (an issued invoice is never changed): 409 for whoever may reach them. */
const REFUSING_ROUTES = new Set(['PUT /api/admin/invoices/:id', 'PATCH /api/admin/invoices/:id', 'DELETE /api/admin/invoices/:id']);

/** Customer routes staff accounts are refused: their e-mail changes only in the back-office profile (ADR 045). */
const CUSTOMER_ONLY_ROUTES = new Set(['POST /api/customer/email/confirm']);

interface Caller {
  token: string;
  password: string;
  userId: number;
  /** The TOTP secret the two-factor samples set up for the caller. */
  totpSecret: string;
  configurationId: number;
  email: string;
  /** The link token of a pending e-mail change. */
  emailToken: string;
  leadId: number;
  /** A lead that stays, for the quote samples (the lead sample deletes `leadId`). */
  quoteLeadId: number;
  /** A draft quote, and the caller's own sent quotes: one to accept, one to ask changes for. */
  quoteId: number;
  acceptQuoteId: number;
  changeQuoteId: number;
  /** A sent quote to make a new version of. */
  versionQuoteId: number;
  orderId: number;
  /** A booked appointment of the caller's order: changed, then cancelled. */
  appointmentId: number;
  /** A confirmed order to issue a deposit invoice for. */
  invoiceOrderId: number;
  /** The caller's own overdue invoice of a business customer (read, PDF, XML, payment, reminder), and one to cancel. */
  invoiceId: number;
  invoiceNumber: string;
  cancelInvoiceId: number;
  /** Credits of a bank statement of the caller's (`statementId`): one suggested for `invoiceId`, one to assign to it by hand. */
  statementId: number;
  suggestedEntryId: number;
  unmatchedEntryId: number;
  messageId: number;
  /** A reply template to change, and one to delete. */
  templateId: number;
  spareTemplateId: number;
  /** A line preset to change, and one to delete. */
  presetId: number;
  sparePresetId: number;
  /** A staff account whose role and status the team sample changes. */
  staffId: number;
  /** A catalogue of its own to change and delete: a line with an unused category, a product, an option. */
  lineId: number;
  categoryId: number;
  productId: number;
  optionId: number;
  optionCategoryId: number;
  /** Unused ones for the deletions, so the routes after them still find the others. */
  spareLineId: number;
  spareCategoryId: number;
  spareOptionId: number;
  spareProductId: number;
}

const ONE_PIXEL_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** `form`: a multipart body (the bank statement upload) instead of JSON. */
type Request = { path?: string; body?: unknown; form?: () => FormData };

/** An Abnahmeprotokoll with one defect, its photo and both signatures (one-pixel PNGs). */
function acceptanceForm() {
  const png = () => new File([Buffer.from(ONE_PIXEL_PNG, 'base64')], 'bild.png', { type: 'image/png' });
  const form = new FormData();
  const record = {
    // Today: an Abnahme can be neither ahead of today nor before the order (ADR 077).
    acceptedOn: berlinDay(new Date()),
    place: 'Hamburg',
    present: 'Erika Muster',
    installedLines: [0],
    reservations: '',
    customerSigner: 'Erika Muster',
    fitterName: 'Max Monteur',
  };
  form.set('record', JSON.stringify({ ...record, defects: [{ text: 'Kratzer', lineIndex: 0, fixBy: null, photos: ['photo-0'] }] }));
  form.set('photo-0', png());
  form.set('customerSignature', png());
  form.set('fitterSignature', png());
  return form;
}
/** An Aufmaß of one opening with a photo (a one-pixel PNG), for the caller's own product. */
function aufmassForm(productId: number) {
  const form = new FormData();
  const opening = { position: 'Küche', productId, roughWidthMm: 1030, roughHeightMm: 1280, openingType: 'fest', photos: ['photo-0'] };
  form.set('record', JSON.stringify({ measuredOn: '2026-11-20', fitterName: 'Max Monteur', openings: [opening] }));
  form.set('photo-0', new File([Buffer.from(ONE_PIXEL_PNG, 'base64')], 'bild.png', { type: 'image/png' }));
  return form;
}

/** A photo the customer sent with the lead that stays (written as the upload route would). */
async function customerPhoto(caller: Caller): Promise<number> {
  const [known] = await test.db.select().from(leadPhotos).where(eq(leadPhotos.leadId, caller.quoteLeadId));
  if (known) return known.id;
  const file = await customerPhotos(test.config.UPLOAD_DIR).store(
    caller.quoteLeadId,
    new File([Buffer.from(ONE_PIXEL_PNG, 'base64')], 'bild.png', { type: 'image/png' }),
  );
  const [row] = await test.db.insert(leadPhotos).values({ leadId: caller.quoteLeadId, slot: 0, file }).returning();
  return row!.id;
}

/** The samples that read an Aufmaß have the office record one first, on the lead that stays. */
async function recordedAufmass(caller: Caller): Promise<string> {
  const recorded = await test.request(`/api/admin/leads/${caller.quoteLeadId}/aufmass`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${callers.admin.token}` },
    body: aufmassForm(caller.productId),
  });
  // Refused only while the owner requires a second factor (that test asks every route to refuse anyway).
  expect([201, 403]).toContain(recorded.status);
  const [row] = await test.db
    .select()
    .from(aufmassRecords)
    .where(eq(aufmassRecords.leadId, caller.quoteLeadId))
    .orderBy(desc(aufmassRecords.version));
  return row?.openings[0]?.photos[0] ?? `${'0'.repeat(32)}.png`;
}

/** A sample may prepare what its request needs first (a recovery code of the caller's own). */
type Sample = (caller: Caller) => Request | Promise<Request>;

/** The caller's app code of the current 30-second step, or of the next one: each is accepted once. */
const appCode = (caller: Caller, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(caller.totpSecret) }).generate({ timestamp: Date.now() + steps * 30_000 });

/** An ISO instant some days ahead at a UTC hour. */
const inDays = (days: number, hour: number) =>
  new Date(Math.floor(Date.now() / 86_400_000 + days) * 86_400_000 + hour * 3_600_000).toISOString();

let test: TestApi;
let windowId: number;
let whiteWindow: Record<string, { id: number }>;
let closedMonthSamples = 0;
const callers: Record<'customer' | StaffRole, Caller> = {} as never;

let reviewSerial = 0;
/** A review of its own for a sample to answer, withhold or publish, in the state the route needs. */
async function reviewFor(status: 'published' | 'checking') {
  reviewSerial += 1;
  const [row] = await test.db
    .insert(reviews)
    .values({
      orderNumber: `B-BW-${reviewSerial}`,
      linkExpiresAt: new Date(Date.now() + 86_400_000),
      invitedAt: new Date(),
      invitedBy: 'test',
      status,
      stars: 2,
      text: 'Montage verspätet, sonst gut.',
      writtenAt: new Date(),
    })
    .returning({ id: reviews.id });
  return row!.id;
}

/** An order whose final invoice is paid (nothing was due), for the office's invitation. */
async function paidOrder() {
  reviewSerial += 1;
  const [order] = await test.db
    .insert(orders)
    .values({
      orderNumber: `B-EI-${reviewSerial}`,
      totalPrice: 0,
      customerName: 'Erika Muster',
      customerEmail: `bw${reviewSerial}@example.de`,
    })
    .returning({ id: orders.id });
  await test.db.insert(invoices).values({
    number: `RE-BW-${reviewSerial}`,
    kind: 'final',
    orderId: order!.id,
    // Long ago, with no document to print: outside the period the DATEV sample exports.
    issueDate: '2001-01-15',
    dueDate: '2001-01-15',
    document: {},
    net: 0,
    vat: 0,
    gross: 0,
    amountDue: 0,
    customerName: 'Erika Muster',
    createdBy: 'test',
  });
  return order!.id;
}

/** The caller's own paid order with what its § 35c certificate needs: a final invoice's totals, the office's details. */
async function certifiableOrder(userId: number) {
  const id = await paidOrder();
  const totals = { net: 0, vat: 0, gross: 0 };
  await test.db
    .update(invoices)
    .set({ document: { totals, labour: null, buyer: {} } })
    .where(eq(invoices.orderId, id));
  await test.db
    .update(orders)
    .set({ userId, buildingYear: 1980, ownerOccupied: true, installationAddress: { street: 'Weg 1', postcode: '20095', city: 'Hamburg' } })
    .where(eq(orders.id, id));
  return id;
}

let purchaseSerial = 0;
/** A supplier of its own (issue 49), with the caller's product assigned, for the supplier and Bestellung samples. */
async function supplierFor(caller: Caller) {
  purchaseSerial += 1;
  const [supplier] = await test.db
    .insert(suppliers)
    .values({ name: `Lieferant ${purchaseSerial}`, street: 'Weg 1', postcode: '20095', city: 'Hamburg', orderEmail: 'best@example.de' })
    .returning();
  await test.db
    .insert(supplierProducts)
    .values({ productId: caller.productId, supplierId: supplier!.id })
    .onConflictDoUpdate({ target: supplierProducts.productId, set: { supplierId: supplier!.id } });
  return supplier!.id;
}

/** A confirmed order of one line of the caller's product, and (given a status) its Bestellung in that state. */
async function purchaseFor(caller: Caller, status?: 'draft' | 'sent', confirmed = false) {
  const supplierId = await supplierFor(caller);
  const line = { kind: 'product' as const, title: 'Fenster', description: '', quantity: 1, unitPrice: 10_000, discount: 0 };
  const [order] = await test.db
    .insert(orders)
    .values({
      orderNumber: `B-BE-${purchaseSerial}`,
      totalPrice: 11_900,
      status: 'confirmed',
      lines: [{ ...line, productId: caller.productId }],
      customerName: 'Erika Muster',
    })
    .returning();
  if (!status) return { orderId: order!.id, purchaseId: 0 };
  const position = {
    lineIndex: 0,
    name: 'Fenster',
    product: 'Fenster',
    widthMm: 1000,
    heightMm: 1000,
    openingType: '',
    hinge: '',
    glazing: '',
    glazingValues: '',
    colourInside: '',
    colourOutside: '',
    options: [],
    quantity: 1,
    expectedUnitPrice: 6_000,
  };
  const supplier = {
    name: 'Lieferant',
    street: 'Weg 1',
    postcode: '20095',
    city: 'Hamburg',
    orderEmail: 'best@example.de',
    customerNumber: '',
  };
  const [purchase] = await test.db
    .insert(purchaseOrders)
    .values({
      number: `BE-T-${purchaseSerial}`,
      orderId: order!.id,
      supplierId,
      status,
      document: {
        supplier,
        orderNumber: order!.orderNumber,
        deliveryAddress: [],
        wishedWeek: { year: 2027, week: 10 },
        positions: [position],
      },
      confirmation: confirmed
        ? { abNumber: 'AB-1', week: { year: 2027, week: 12 }, unitPrices: [6_000], file: null, enteredBy: 'test', enteredAt: '' }
        : null,
      sentAt: status === 'sent' ? new Date() : null,
      createdBy: 'test',
    })
    .returning();
  return { orderId: order!.id, purchaseId: purchase!.id };
}

const confirmationForm = () => {
  const form = new FormData();
  form.set('confirmation', JSON.stringify({ abNumber: 'AB-7', week: 'KW 12/2027', unitPrices: [6_000] }));
  return form;
};
const deliveryForm = () => {
  const form = new FormData();
  form.set('delivery', JSON.stringify({ date: '2027-03-23', complete: true, note: '' }));
  return form;
};
/** A Bestellung with its AB's PDF or a delivery's photo stored, for the file samples. */
async function purchaseWithFile(caller: Caller, kind: 'confirmation' | 'delivery') {
  const { purchaseId } = await purchaseFor(caller, 'sent', true);
  const [row] = await test.db.select().from(purchaseOrders).where(eq(purchaseOrders.id, purchaseId));
  const uploadDir = test.config.UPLOAD_DIR;
  if (kind === 'confirmation') {
    const file = await storeConfirmationPdf(uploadDir, purchaseId, new File([Buffer.from('%PDF-1.4\n')], 'ab.pdf'));
    await test.db
      .update(purchaseOrders)
      .set({ confirmation: { ...row!.confirmation!, file } })
      .where(eq(purchaseOrders.id, purchaseId));
  } else {
    const photo = await damagePhotos(uploadDir).store(purchaseId, new File([Buffer.from(ONE_PIXEL_PNG, 'base64')], 'bild.png'));
    await test.db
      .update(purchaseOrders)
      .set({ delivery: { date: '2027-03-23', complete: true, note: '', photo, enteredBy: 'test' } })
      .where(eq(purchaseOrders.id, purchaseId));
  }
  return purchaseId;
}

const samples: Record<string, Sample> = {
  'GET /api/admin/profile': () => ({}),
  'PUT /api/admin/profile/name': () => ({ body: { firstName: 'Test', lastName: 'Person' } }),
  'PUT /api/admin/profile/weekly-report': () => ({ body: { weeklyReport: true } }),
  // Taken only while the account has no name: each call starts from an unnamed account (ADR 080).
  'PUT /api/admin/profile/first-sign-in': async (caller) => {
    await test.db.update(users).set({ firstName: '' }).where(eq(users.id, caller.userId));
    const email = `erste-${caller.userId}-${Date.now()}@fensterwerk-nord.test`;
    return { body: { firstName: 'Test', lastName: 'Person', email, emailRepeat: email } };
  },
  'PUT /api/admin/profile': (caller) => ({ body: { email: `admin-${Date.now()}@example.de`, currentPassword: caller.password } }),
  // In the app's order: set up (this session is verified then), sign in with a recovery code, new codes
  // with the next step's code (the current one was used), turn off with the password.
  'POST /api/admin/profile/two-factor/setup': () => ({}),
  'POST /api/admin/profile/two-factor': (caller) => ({ body: { secret: caller.totpSecret, code: appCode(caller) } }),
  'POST /api/admin/login/two-factor': async (caller) => {
    const recoveryCode = `prob-${String(caller.userId).padStart(4, '0').slice(-4)}-${Math.random().toString(36).slice(2, 6).padEnd(4, 'x')}`;
    await test.db.insert(recoveryCodes).values({ userId: caller.userId, codeHash: recoveryCodeHash(recoveryCode) });
    return { body: { recoveryCode } };
  },
  'POST /api/admin/profile/two-factor/recovery-codes': (caller) => ({ body: { code: appCode(caller, 1) } }),
  'DELETE /api/admin/profile/two-factor': (caller) => ({ body: { password: caller.password } }),
  'GET /api/admin/dashboard': () => ({ path: '/api/admin/dashboard?q=muster&status=offen&page=1' }),
  'GET /api/admin/analytics': () => ({ path: '/api/admin/analytics?year=2025' }),
  'GET /api/admin/analytics/revenue': () => ({ path: '/api/admin/analytics/revenue?year=2025&by=source' }),
  'POST /api/admin/reports/weekly': () => ({}),
  'GET /api/admin/leads/export.csv': () => ({ path: '/api/admin/leads/export.csv?produkte=fenster' }),
  'GET /api/admin/leads/:key': (caller) => ({ path: `/api/admin/leads/${caller.leadId}` }),
  'POST /api/admin/leads/:id/opened': (caller) => ({ path: `/api/admin/leads/${caller.leadId}/opened` }),
  'GET /api/admin/counts': () => ({}),
  'GET /api/admin/first-steps': () => ({}),
  'POST /api/admin/messages/:id/opened': (caller) => ({ path: `/api/admin/messages/${caller.messageId}/opened` }),
  // The lead that stays: the deletion sample may have run first.
  'GET /api/admin/leads/:id/known': (caller) => ({ path: `/api/admin/leads/${caller.quoteLeadId}/known` }),
  'PUT /api/admin/leads/:id/origin': (caller) => ({ path: `/api/admin/leads/${caller.leadId}/origin`, body: { origin: 'Empfehlung' } }),
  'PUT /api/admin/leads/:id/status': (caller) => ({ path: `/api/admin/leads/${caller.leadId}/status`, body: { status: 'in_bearbeitung' } }),
  'POST /api/admin/leads/:id/notes': (caller) => ({ path: `/api/admin/leads/${caller.leadId}/notes`, body: { text: 'Notiz' } }),
  'GET /api/admin/leads/:id/aufmass': (caller) => ({ path: `/api/admin/leads/${caller.quoteLeadId}/aufmass` }),
  'POST /api/admin/leads/:id/aufmass': (caller) => ({
    path: `/api/admin/leads/${caller.quoteLeadId}/aufmass`,
    form: () => aufmassForm(caller.productId),
  }),
  'GET /api/admin/leads/:id/aufmass/pdf': async (caller) => {
    await recordedAufmass(caller);
    return { path: `/api/admin/leads/${caller.quoteLeadId}/aufmass/pdf` };
  },
  'GET /api/admin/leads/:id/aufmass/photos/:name': async (caller) => ({
    path: `/api/admin/leads/${caller.quoteLeadId}/aufmass/photos/${await recordedAufmass(caller)}`,
  }),
  'POST /api/admin/leads/:id/aufmass/quote': async (caller) => {
    await recordedAufmass(caller);
    return { path: `/api/admin/leads/${caller.quoteLeadId}/aufmass/quote` };
  },
  'GET /api/admin/suppliers': () => ({}),
  'POST /api/admin/suppliers': () => ({
    body: {
      name: `Neuer Lieferant ${++purchaseSerial}`,
      street: 'Weg 1',
      postcode: '20095',
      city: 'Hamburg',
      orderEmail: 'best@example.de',
      leadTimeWeeks: 6,
    },
  }),
  'PUT /api/admin/suppliers/:id': async (caller) => ({
    path: `/api/admin/suppliers/${await supplierFor(caller)}`,
    body: {
      name: `Geänderter Lieferant ${++purchaseSerial}`,
      street: 'Weg 2',
      postcode: '20095',
      city: 'Hamburg',
      orderEmail: 'b@example.de',
      leadTimeWeeks: 4,
    },
  }),
  'PUT /api/admin/suppliers/:id/products/:productId/price-grid': async (caller) => ({
    path: `/api/admin/suppliers/${await supplierFor(caller)}/products/${caller.productId}/price-grid`,
    body: { price_grid: { widths: [1000], heights: [1200], cells: [[18_000]] } },
  }),
  'DELETE /api/admin/suppliers/:id': async (caller) => ({ path: `/api/admin/suppliers/${await supplierFor(caller)}` }),
  'GET /api/admin/orders/:id/purchase-orders': (caller) => ({ path: `/api/admin/orders/${caller.orderId}/purchase-orders` }),
  'POST /api/admin/orders/:id/purchase-orders': async (caller) => ({
    path: `/api/admin/orders/${(await purchaseFor(caller)).orderId}/purchase-orders`,
  }),
  'GET /api/admin/purchase-orders/:id/pdf': async (caller) => ({
    path: `/api/admin/purchase-orders/${(await purchaseFor(caller, 'draft')).purchaseId}/pdf`,
  }),
  'POST /api/admin/purchase-orders/:id/send': async (caller) => ({
    path: `/api/admin/purchase-orders/${(await purchaseFor(caller, 'draft')).purchaseId}/send`,
  }),
  'POST /api/admin/purchase-orders/:id/replace': async (caller) => ({
    path: `/api/admin/purchase-orders/${(await purchaseFor(caller, 'sent')).purchaseId}/replace`,
  }),
  'POST /api/admin/purchase-orders/:id/confirmation': async (caller) => ({
    path: `/api/admin/purchase-orders/${(await purchaseFor(caller, 'sent')).purchaseId}/confirmation`,
    form: () => confirmationForm(),
  }),
  'GET /api/admin/purchase-orders/:id/confirmation/pdf': async (caller) => ({
    path: `/api/admin/purchase-orders/${await purchaseWithFile(caller, 'confirmation')}/confirmation/pdf`,
  }),
  'POST /api/admin/purchase-orders/:id/delivery': async (caller) => ({
    path: `/api/admin/purchase-orders/${(await purchaseFor(caller, 'sent', true)).purchaseId}/delivery`,
    form: () => deliveryForm(),
  }),
  'GET /api/admin/purchase-orders/:id/delivery/photo': async (caller) => ({
    path: `/api/admin/purchase-orders/${await purchaseWithFile(caller, 'delivery')}/delivery/photo`,
  }),
  'GET /api/admin/orders/:id/margin': (caller) => ({ path: `/api/admin/orders/${caller.orderId}/margin` }),
  'GET /api/admin/margins': () => ({ path: '/api/admin/margins?year=2026&by=source' }),
  'GET /api/admin/settings/purchasing': () => ({}),
  'PUT /api/admin/settings/purchasing': () => ({ body: { deliverTo: 'yard', yard: null, hourlyRate: 5_500 } }),
  'GET /api/customer/orders/delivery-weeks': () => ({}),
  'GET /api/admin/settings/aufmass': () => ({}),
  'GET /api/admin/leads/:id/self-measurement': (caller) => ({ path: `/api/admin/leads/${caller.quoteLeadId}/self-measurement` }),
  'GET /api/admin/leads/:id/customer-photos/:photoId': async (caller) => ({
    path: `/api/admin/leads/${caller.quoteLeadId}/customer-photos/${await customerPhoto(caller)}`,
  }),
  'PUT /api/admin/settings/aufmass': () => ({ body: { jointMm: 15 } }),
  // The lead that stays: the route runs after the sample that deletes `leadId`.
  'POST /api/admin/leads/:id/reply': (caller) => ({
    path: `/api/admin/leads/${caller.quoteLeadId}/reply`,
    body: { subject: 'Rückfrage', text: 'Guten Tag' },
  }),
  'POST /api/admin/leads/bulk': (caller) => ({ body: { action: 'status', ids: [caller.leadId], status: 'offen' } }),
  // Every role gets a lead of its own to delete: the admin's call really deletes one.
  'DELETE /api/admin/leads/:id': (caller) => ({ path: `/api/admin/leads/${caller.leadId}` }),
  'GET /api/admin/messages': () => ({ path: '/api/admin/messages?q=test' }),
  'PUT /api/admin/messages/:id/status': (caller) => ({
    path: `/api/admin/messages/${caller.messageId}/status`,
    body: { status: 'abgeschlossen' },
  }),
  'DELETE /api/admin/messages/:id': (caller) => ({ path: `/api/admin/messages/${caller.messageId}` }),
  'GET /api/admin/privacy': () => ({ path: '/api/admin/privacy?email=niemand@example.de' }),
  'DELETE /api/admin/privacy': () => ({ path: '/api/admin/privacy?email=niemand@example.de' }),
  'GET /api/admin/product-lines': () => ({}),
  'POST /api/admin/product-lines': () => ({ body: { name: 'Neue Linie' } }),
  'PUT /api/admin/product-lines/:id': (caller) => ({
    path: `/api/admin/product-lines/${caller.lineId}`,
    body: { name: 'Umbenannt', priority: 3 },
  }),
  'DELETE /api/admin/product-lines/:id': (caller) => ({ path: `/api/admin/product-lines/${caller.spareLineId}` }),
  'GET /api/admin/product-categories': (caller) => ({ path: `/api/admin/product-categories?line=${caller.lineId}` }),
  'POST /api/admin/product-categories': (caller) => ({ body: { name: 'Neue Kategorie', product_line_id: caller.lineId } }),
  'PUT /api/admin/product-categories/:id': (caller) => ({
    path: `/api/admin/product-categories/${caller.categoryId}`,
    body: { name: 'Umbenannt' },
  }),
  'DELETE /api/admin/product-categories/:id': (caller) => ({ path: `/api/admin/product-categories/${caller.spareCategoryId}` }),
  'GET /api/admin/products': () => ({}),
  'POST /api/admin/products': (caller) => ({
    body: { name: 'Neu', category: 'fenster', product_line_id: caller.lineId, category_ids: [caller.categoryId] },
  }),
  'PUT /api/admin/products/:id': (caller) => ({
    path: `/api/admin/products/${caller.productId}`,
    body: { name: 'Geändert', category: 'fenster', product_line_id: caller.lineId, base_price: 100, category_ids: [caller.categoryId] },
  }),
  'PUT /api/admin/products/:id/price-grid': (caller) => ({
    path: `/api/admin/products/${caller.productId}/price-grid`,
    body: { price_grid: { widths: [1000], heights: [1000], cells: [[25000]] } },
  }),
  'DELETE /api/admin/products/:id': (caller) => ({ path: `/api/admin/products/${caller.spareProductId}` }),
  'GET /api/admin/shop-option-categories': () => ({}),
  'POST /api/admin/shop-option-categories': () => ({ body: { name: 'Griffe' } }),
  'PUT /api/admin/shop-option-categories/:id': (caller) => ({
    path: `/api/admin/shop-option-categories/${caller.optionCategoryId}`,
    body: { name: 'Griffe neu' },
  }),
  'PUT /api/admin/shop-option-categories/:id/order': (caller) => ({
    path: `/api/admin/shop-option-categories/${caller.optionCategoryId}/order`,
    body: { option_ids: [caller.optionId] },
  }),
  'GET /api/admin/shop-options': () => ({ path: '/api/admin/shop-options?category=profile_settings' }),
  'POST /api/admin/shop-options': (caller) => ({
    body: { name: 'Neue Option', category_id: caller.optionCategoryId, price_modifier: 500 },
  }),
  'PUT /api/admin/shop-options/:id': (caller) => ({
    path: `/api/admin/shop-options/${caller.optionId}`,
    body: { name: 'Option', category_id: caller.optionCategoryId },
  }),
  'DELETE /api/admin/shop-options/:id': (caller) => ({ path: `/api/admin/shop-options/${caller.spareOptionId}` }),
  'GET /api/admin/product-options/:productId': (caller) => ({ path: `/api/admin/product-options/${caller.productId}` }),
  'PUT /api/admin/product-options/:productId': (caller) => ({
    path: `/api/admin/product-options/${caller.productId}`,
    body: { option_ids: [caller.optionId] },
  }),
  'POST /api/admin/product-options': (caller) => ({ body: { product_id: caller.productId, option_id: caller.optionId } }),
  'DELETE /api/admin/product-options': (caller) => ({ body: { product_id: caller.productId, option_id: caller.optionId } }),
  'POST /api/admin/upload-option-image': () => ({ body: { imageData: `data:image/png;base64,${ONE_PIXEL_PNG}`, fileName: 'punkt.png' } }),
  'GET /api/admin/settings/shop': () => ({}),
  'PUT /api/admin/settings/shop': () => ({ body: { enabled: true } }),
  'GET /api/admin/settings/funding': () => ({}),
  'PUT /api/admin/settings/funding': () => ({ body: defaultFundingThresholds }),
  'GET /api/admin/settings/mail': () => ({}),
  'GET /api/admin/inbound-mail/status': () => ({}),
  'POST /api/admin/inbound-mail/check': () => ({}),
  'PUT /api/admin/inbound-mail/processed': () => ({ body: { mark: 'folder' } }),
  'GET /api/admin/inbound-mail/leads/:id': (caller) => ({ path: `/api/admin/inbound-mail/leads/${caller.quoteLeadId}` }),
  'GET /api/admin/inbound-mail/attachments/:id': async (caller) => {
    const [mail] = await test.db
      .insert(inboundMails)
      .values({
        messageId: `<matrix-${caller.userId}-${Date.now()}@example.de>`,
        fromAddress: 'kunde@example.de',
        match: 'contact',
        leadId: caller.quoteLeadId,
        receivedAt: new Date(),
      })
      .returning({ id: inboundMails.id });
    const [file] = await test.db
      .insert(inboundMailAttachments)
      .values({
        mailId: mail!.id,
        filename: 'plan.pdf',
        contentType: 'application/pdf',
        kind: 'pdf',
        size: 4,
        content: Buffer.from('%PDF'),
      })
      .returning({ id: inboundMailAttachments.id });
    return { path: `/api/admin/inbound-mail/attachments/${file!.id}` };
  },
  'POST /api/admin/settings/mail/test-mail': () => ({ body: { to: 'test@example.de' } }),
  'GET /api/admin/settings/mail/held': () => ({}),
  'POST /api/admin/settings/mail/held/send': () => ({ body: { ids: [1] } }),
  'POST /api/admin/settings/mail/held/discard': () => ({ body: { ids: [1] } }),
  'GET /api/admin/settings/templates': () => ({}),
  'POST /api/admin/settings/templates': () => ({ body: { name: 'Neu', subject: 'Betreff', body: 'Text' } }),
  'PUT /api/admin/settings/templates/:id': (caller) => ({
    path: `/api/admin/settings/templates/${caller.templateId}`,
    body: { name: 'Geändert', subject: 'Betreff', body: 'Text' },
  }),
  'DELETE /api/admin/settings/templates/:id': (caller) => ({ path: `/api/admin/settings/templates/${caller.spareTemplateId}` }),
  'GET /api/admin/settings/line-presets': () => ({}),
  'POST /api/admin/settings/line-presets': () => ({ body: { name: 'Neu', unit: 'Stk.', netPrice: 1_000, labour: false } }),
  'PUT /api/admin/settings/line-presets/:id': (caller) => ({
    path: `/api/admin/settings/line-presets/${caller.presetId}`,
    body: { name: 'Geändert', unit: 'm', netPrice: 500, labour: true },
  }),
  'DELETE /api/admin/settings/line-presets/:id': (caller) => ({ path: `/api/admin/settings/line-presets/${caller.sparePresetId}` }),
  'GET /api/admin/settings/company': () => ({}),
  // The owner's data, not the placeholders: the routes after it still send quotes and issue invoices (ADR 050).
  'PUT /api/admin/settings/company': () => ({ body: testCompany }),
  'GET /api/admin/team': () => ({}),
  'POST /api/admin/team/invitations': (caller) => ({ body: { email: `eingeladen-${caller.presetId}@example.de`, role: 'vertrieb' } }),
  'PUT /api/admin/team/:id': (caller) => ({ path: `/api/admin/team/${caller.staffId}`, body: { role: 'katalog', active: true } }),
  'DELETE /api/admin/team/:id/two-factor': (caller) => ({ path: `/api/admin/team/${caller.staffId}/two-factor` }),
  'GET /api/admin/settings/security': () => ({}),
  // Off: switching it on would require the second factor of every caller after it.
  'PUT /api/admin/settings/security': () => ({ body: { requireTwoFactor: false } }),
  'GET /api/admin/settings/lead-origins': () => ({}),
  'PUT /api/admin/settings/lead-origins': () => ({ body: { choices: ['Empfehlung', 'Messe'] } }),
  'GET /api/admin/settings/invoices': () => ({}),
  'PUT /api/admin/settings/invoices': () => ({
    body: {
      paymentTermDays: 14,
      depositPercent: 30,
      dunning: { reminderDays: 7, firstDunningDays: 14, secondDunningDays: 14, dunningFee: 0 },
      baseRates: [{ validFrom: '2025-07-01', basisPoints: 127 }],
    },
  }),
  'GET /api/admin/settings/bookkeeping': () => ({}),
  'PUT /api/admin/settings/bookkeeping': () => ({ body: { ...defaultBookkeepingSettings, consultantNumber: '1001', clientNumber: '1' } }),
  'GET /api/admin/bookkeeping/months': () => ({}),
  // A month closes once: every allowed caller closes another one of long ago.
  'POST /api/admin/bookkeeping/months': () => ({ body: { month: `2001-${String((closedMonthSamples += 1)).padStart(2, '0')}` } }),
  'GET /api/admin/exports/datev': () => ({ path: `/api/admin/exports/datev?from=${berlinDay(new Date())}&to=${berlinDay(new Date())}` }),
  'GET /api/admin/global-option-categories': () => ({}),
  'GET /api/admin/global-options': (caller) => ({ path: `/api/admin/global-options?category=${caller.optionCategoryId}` }),
  'GET /api/admin/change-log': () => ({ path: '/api/admin/change-log?entity=product&page=1' }),
  'GET /api/admin/quotes': (caller) => ({ path: `/api/admin/quotes?leadId=${caller.quoteLeadId}` }),
  'POST /api/admin/quotes': (caller) => ({ body: { leadId: caller.quoteLeadId } }),
  'GET /api/admin/quotes/:id': (caller) => ({ path: `/api/admin/quotes/${caller.quoteId}` }),
  'PUT /api/admin/quotes/:id': (caller) => ({
    path: `/api/admin/quotes/${caller.quoteId}`,
    body: {
      lines: [{ kind: 'service', title: 'Montage', quantity: 1, unitPrice: 10_000 }],
      validUntil: berlinDay(new Date(Date.now() + 30 * 24 * 60 * 60 * 1000)),
    },
  }),
  'POST /api/admin/quotes/:id/send': (caller) => ({ path: `/api/admin/quotes/${caller.quoteId}/send` }),
  'GET /api/admin/quotes/:id/pdf': (caller) => ({ path: `/api/admin/quotes/${caller.quoteId}/pdf` }),
  'POST /api/admin/quotes/:id/new-version': (caller) => ({ path: `/api/admin/quotes/${caller.versionQuoteId}/new-version` }),
  'GET /api/admin/quotes/:id/versions': (caller) => ({ path: `/api/admin/quotes/${caller.versionQuoteId}/versions` }),
  'GET /api/admin/orders': () => ({ path: '/api/admin/orders?status=pending&q=B-&page=1' }),
  'GET /api/admin/orders/:id': (caller) => ({ path: `/api/admin/orders/${caller.orderId}` }),
  'GET /api/admin/search': () => ({ path: '/api/admin/search?q=muster' }),
  'PUT /api/admin/orders/:id/status': (caller) => ({ path: `/api/admin/orders/${caller.orderId}/status`, body: { status: 'confirmed' } }),
  'PUT /api/admin/orders/:id/tax-certificate': (caller) => ({
    path: `/api/admin/orders/${caller.orderId}/tax-certificate`,
    body: { buildingYear: 1990, ownerOccupied: true },
  }),
  'GET /api/admin/orders/:id/tax-certificate': async (caller) => ({
    path: `/api/admin/orders/${await certifiableOrder(caller.userId)}/tax-certificate`,
  }),
  // An order of its own under the funding condition (ADR 080); nothing else reads it.
  'PUT /api/admin/orders/:id/funding-approval': async () => {
    reviewSerial += 1;
    const acceptance = { at: '2026-11-20T10:00:00.000Z', quoteNumber: 'AN-1', quoteVersion: 1, termsVersion: '2026-11-01' };
    const [order] = await test.db
      .insert(orders)
      .values({
        orderNumber: `B-FZ-${reviewSerial}`,
        totalPrice: 0,
        acceptance: { ...acceptance, downPaymentPercent: 30, withdrawalNotice: '', via: 'link', fundingCondition: 'Förderbedingung' },
      })
      .returning({ id: orders.id });
    return { path: `/api/admin/orders/${order!.id}/funding-approval`, body: { kind: 'approved', date: '2026-11-30' } };
  },
  'POST /api/admin/orders/:id/invoices': (caller) => ({
    path: `/api/admin/orders/${caller.invoiceOrderId}/invoices`,
    body: { kind: 'deposit' },
  }),
  'GET /api/admin/invoices': () => ({ path: '/api/admin/invoices?status=overdue&kind=deposit&q=RE-&page=1' }),
  'GET /api/admin/invoices/export.csv': () => ({ path: '/api/admin/invoices/export.csv?status=open' }),
  'GET /api/admin/invoices/:id': (caller) => ({ path: `/api/admin/invoices/${caller.invoiceId}` }),
  'GET /api/admin/invoices/:id/pdf': (caller) => ({ path: `/api/admin/invoices/${caller.invoiceId}/pdf` }),
  'GET /api/admin/invoices/:id/xrechnung.xml': (caller) => ({ path: `/api/admin/invoices/${caller.invoiceId}/xrechnung.xml` }),
  'POST /api/admin/invoices/:id/cancel': (caller) => ({ path: `/api/admin/invoices/${caller.cancelInvoiceId}/cancel` }),
  'POST /api/admin/invoices/:id/payments': (caller) => ({
    path: `/api/admin/invoices/${caller.invoiceId}/payments`,
    body: { amount: 100, date: berlinDay(new Date()) },
  }),
  'POST /api/admin/invoices/:id/reminder': (caller) => ({ path: `/api/admin/invoices/${caller.invoiceId}/reminder` }),
  'GET /api/admin/dunning': () => ({}),
  // The reminder route above sent the caller's Zahlungserinnerung (routes run in the app's order): the next level.
  'POST /api/admin/dunning/:id': (caller) => ({ path: `/api/admin/dunning/${caller.invoiceId}`, body: { level: 'first' } }),
  'GET /api/admin/bank-statements': () => ({}),
  'GET /api/admin/bank-statements/:id/entries': (caller) => ({ path: `/api/admin/bank-statements/${caller.statementId}/entries` }),
  'POST /api/admin/bank-statements': (caller) => ({
    form: () => {
      const form = new FormData();
      const booking = { amount: 100, day: berlinDay(new Date()), reference: `MATRIX-${caller.userId}`, remittance: ['Danke'] };
      form.append('file', new File([camtStatement(2, [booking])], 'auszug.xml'));
      return form;
    },
  }),
  'POST /api/admin/bank-statements/entries/:id/confirm': (caller) => ({
    path: `/api/admin/bank-statements/entries/${caller.suggestedEntryId}/confirm`,
    body: { invoiceId: caller.invoiceId },
  }),
  'POST /api/admin/bank-statements/entries/:id/assign': (caller) => ({
    path: `/api/admin/bank-statements/entries/${caller.unmatchedEntryId}/assign`,
    body: { invoiceNumber: caller.invoiceNumber },
  }),
  'PUT /api/admin/invoices/:id': (caller) => ({ path: `/api/admin/invoices/${caller.invoiceId}`, body: { gross: 1 } }),
  'PATCH /api/admin/invoices/:id': (caller) => ({ path: `/api/admin/invoices/${caller.invoiceId}`, body: { gross: 1 } }),
  'DELETE /api/admin/invoices/:id': (caller) => ({ path: `/api/admin/invoices/${caller.invoiceId}` }),
  'GET /api/admin/staff': () => ({}),
  // Taking the assignment away: allowed whoever the caller is; the person checks are assignment.routes.test.ts's.
  'PUT /api/admin/leads/:id/assignee': (caller) => ({ path: `/api/admin/leads/${caller.quoteLeadId}/assignee`, body: { userId: null } }),
  'PUT /api/admin/quotes/:id/assignee': (caller) => ({ path: `/api/admin/quotes/${caller.quoteId}/assignee`, body: { userId: null } }),
  'PUT /api/admin/orders/:id/assignee': (caller) => ({ path: `/api/admin/orders/${caller.orderId}/assignee`, body: { userId: null } }),
  'GET /api/admin/settings/assignment': () => ({}),
  'PUT /api/admin/settings/assignment': () => ({ body: { defaultAssigneeId: null } }),
  'GET /api/admin/backups': () => ({}),
  'POST /api/admin/backups': () => ({}),
  'POST /api/admin/leads/:id/appointment-offers': (caller) => ({
    path: `/api/admin/leads/${caller.quoteLeadId}/appointment-offers`,
    body: { subject: 'Aufmaß', text: 'Guten Tag', slots: [{ startsAt: inDays(3, 8), endsAt: inDays(3, 9) }] },
  }),
  // The Abnahme (issue 37): recorded on the caller's order for issuing (multipart), then read; asked for
  // on the order of the caller's invoice.
  'GET /api/admin/orders/:id/acceptance': (caller) => ({ path: `/api/admin/orders/${caller.invoiceOrderId}/acceptance` }),
  'POST /api/admin/orders/:id/acceptance': (caller) => ({
    path: `/api/admin/orders/${caller.invoiceOrderId}/acceptance`,
    form: acceptanceForm,
  }),
  'GET /api/admin/orders/:id/acceptance/pdf': (caller) => ({ path: `/api/admin/orders/${caller.invoiceOrderId}/acceptance/pdf` }),
  'GET /api/admin/orders/:id/acceptance/photos/:defectId': async (caller) => {
    const [photo] = await test.db.select().from(acceptancePhotos).where(eq(acceptancePhotos.orderId, caller.invoiceOrderId));
    return { path: `/api/admin/orders/${caller.invoiceOrderId}/acceptance/photos/${photo?.id ?? 1}` };
  },
  'POST /api/admin/orders/:id/acceptance/request': async (caller) => {
    const [invoice] = await test.db.select().from(invoices).where(eq(invoices.id, caller.invoiceId));
    return { path: `/api/admin/orders/${invoice!.orderId}/acceptance/request`, body: {} };
  },
  'PUT /api/admin/orders/:id/defects/:defectId': async (caller) => {
    const [defect] = await test.db.select().from(acceptanceDefects).where(eq(acceptanceDefects.orderId, caller.invoiceOrderId));
    return { path: `/api/admin/orders/${caller.invoiceOrderId}/defects/${defect?.id ?? 1}`, body: { state: 'fixed', appointmentId: null } };
  },
  'GET /api/admin/orders/:id/appointments': (caller) => ({ path: `/api/admin/orders/${caller.orderId}/appointments` }),
  'POST /api/admin/orders/:id/appointments': (caller) => ({
    path: `/api/admin/orders/${caller.orderId}/appointments`,
    body: { date: inDays(5, 0).slice(0, 10), from: '08:00', to: '12:00', note: '' },
  }),
  'GET /api/admin/appointments': () => ({ path: '/api/admin/appointments?from=2026-03-23&to=2026-03-29' }),
  'PUT /api/admin/appointments/:id': (caller) => ({
    path: `/api/admin/appointments/${caller.appointmentId}`,
    body: { date: inDays(6, 0).slice(0, 10), from: '13:00', to: '15:00', note: 'Neu' },
  }),
  'POST /api/admin/appointments/:id/cancel': (caller) => ({ path: `/api/admin/appointments/${caller.appointmentId}/cancel` }),
  'GET /api/admin/reviews': () => ({ path: '/api/admin/reviews?status=published&page=1' }),
  'POST /api/admin/reviews/:id/reply': async () => ({
    path: `/api/admin/reviews/${await reviewFor('published')}/reply`,
    body: { text: 'Danke für die offenen Worte.' },
  }),
  'POST /api/admin/reviews/:id/withhold': async () => ({
    path: `/api/admin/reviews/${await reviewFor('checking')}/withhold`,
    body: { reason: 'Nennt die Telefonnummer eines Nachbarn.' },
  }),
  'POST /api/admin/reviews/:id/publish': async () => ({ path: `/api/admin/reviews/${await reviewFor('checking')}/publish` }),
  'POST /api/admin/orders/:id/review-invitation': async () => ({ path: `/api/admin/orders/${await paidOrder()}/review-invitation` }),
  'GET /api/admin/orders/:id/review': async () => ({ path: `/api/admin/orders/${await paidOrder()}/review` }),
  'GET /api/customer/appointments': () => ({}),
  'GET /api/customer/cart': () => ({}),
  'GET /api/customer/reviews': () => ({}),
  'POST /api/customer/reviews/:orderId/link': async (caller) => {
    await test.db
      .insert(reviews)
      .values({
        orderId: caller.orderId,
        orderNumber: 'B-BW',
        tokenHash: `matrix-${caller.orderId}`,
        linkExpiresAt: new Date(),
        invitedAt: new Date(),
        invitedBy: 'test',
      })
      .onConflictDoNothing();
    return { path: `/api/customer/reviews/${caller.orderId}/link` };
  },
  'PUT /api/customer/cart': () => ({ body: { lines: [] } }),
  'POST /api/customer/cart/merge': () => ({ body: { tabId: 'a'.repeat(32), lines: [] } }),
  'GET /api/customer/configurations': () => ({}),
  'GET /api/customer/orders': () => ({}),
  'GET /api/customer/orders/:id/tax-certificate': async (caller) => ({
    path: `/api/customer/orders/${await certifiableOrder(caller.userId)}/tax-certificate`,
  }),
  // The customer's own order gets its Abnahme recorded by the office first, so there is a protocol to read
  // (staff callers' orders get theirs from the office's own sample above).
  'GET /api/customer/orders/:id/acceptance/pdf': async (caller) => {
    if (caller === callers.customer) {
      const recorded = await test.request(`/api/admin/orders/${caller.invoiceOrderId}/acceptance`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${callers.admin.token}` },
        body: acceptanceForm(),
      });
      expect([201, 409]).toContain(recorded.status);
    }
    return { path: `/api/customer/orders/${caller.invoiceOrderId}/acceptance/pdf` };
  },

  'GET /api/customer/quotes': () => ({}),
  'GET /api/customer/invoices': () => ({}),
  'GET /api/customer/invoices/:id/pdf': (caller) => ({ path: `/api/customer/invoices/${caller.invoiceId}/pdf` }),
  'GET /api/customer/quotes/:id/pdf': (caller) => ({ path: `/api/customer/quotes/${caller.acceptQuoteId}/pdf` }),
  'POST /api/customer/quotes/:id/accept': (caller) => ({
    path: `/api/customer/quotes/${caller.acceptQuoteId}/accept`,
    body: { termsAccepted: true },
  }),
  'POST /api/customer/quotes/:id/change-request': (caller) => ({
    path: `/api/customer/quotes/${caller.changeQuoteId}/change-request`,
    body: { message: 'Bitte mit Rollladen' },
  }),
  'GET /api/customer/email': () => ({}),
  'POST /api/customer/email/confirm': (caller) => ({ body: { token: caller.emailToken } }),
  // Called after the confirmation above (the routes' order): its link replaces the caller's pending change.
  'POST /api/customer/email/confirmation': () => ({}),
  'GET /api/customer/requests': () => ({}),
  // The account's own address: a new one would replace the pending change the confirmation sample uses.
  'PUT /api/customer/profile': (caller) => ({ body: { firstName: 'Test', lastName: 'Person', email: caller.email } }),
  'POST /api/customer/configurations/:id/quote-request': (caller) => ({
    path: `/api/customer/configurations/${caller.configurationId}/quote-request`,
    body: { projektart: 'neubau', privacy: true },
  }),
  'POST /api/shop/configurations': () => ({
    body: { productId: windowId, selectedOptions: whiteWindow, dimensions: { width: 1000, height: 1000 } },
  }),
};

beforeAll(async () => {
  test = await createTestApi();
  windowId = (await test.db.select().from(products).where(eq(products.name, 'Kunststofffenster')))[0]!.id;
  const all = await test.db.select().from(options);
  const id = (name: string) => ({ id: all.find((option) => option.name === name)!.id });
  whiteWindow = {
    profile_settings: id('Ideal 4000'),
    farbe_und_dekore: id('Weiß'),
    fenstertyp: id('Einteilig'),
    oberlicht_unterlicht: id('ohne'),
    oeffnungsart: id('links'),
  };
  for (const role of ['customer', ...staffRoles] as const) {
    const { user, token, password } = await createTestUser(test.db, { role });
    const [configuration] = await test.db
      .insert(savedConfigurations)
      .values({
        userId: user.id,
        name: 'Probe',
        productId: windowId,
        productName: 'Kunststofffenster',
        basePrice: 14900,
        selectedOptions: Object.fromEntries(Object.entries(whiteWindow).map(([key, value]) => [key, { ...value, name: key, price: 0 }])),
        dimensions: { width: 1000, height: 1000, minWidth: 385, maxWidth: 3010, minHeight: 385, maxHeight: 3010 },
        totalPrice: 1,
      })
      .returning();
    const emailChange = pendingEmailStatement(test.db, user.id, `neu-${user.id}@example.de`);
    await emailChange.statement;
    const [lead, quoteLead] = await insertLeads(test.db, [leadValues(), leadValues()]);
    const quote = (number: string, status: 'draft' | 'sent') => ({
      number,
      leadId: quoteLead!.id,
      leadReference: quoteLead!.reference,
      userId: user.id,
      status,
      customerName: 'Erika Muster',
      customerEmail: user.email,
      customerAddress: { street: 'Musterstraße 12', postcode: '20095', city: 'Hamburg' },
      lines: [{ kind: 'service' as const, title: 'Montage', description: '', quantity: 1, unitPrice: 10_000, discount: 0 }],
      gross: 10_000,
      vat: 1_597,
      net: 8_403,
      validUntil: '2099-12-31',
      createdBy: 'test',
    });
    const [draftQuote, acceptQuote, changeQuote, versionQuote] = await test.db
      .insert(quotes)
      .values([quote(`AN-${role}-1`, 'draft'), quote(`AN-${role}-2`, 'sent'), quote(`AN-${role}-3`, 'sent'), quote(`AN-${role}-4`, 'sent')])
      .returning();
    const [order] = await test.db
      .insert(orders)
      .values({ userId: user.id, orderNumber: `B-${role}`, totalPrice: 10_000, quoteId: draftQuote!.id, customerName: 'Erika Muster' })
      .returning();
    const [appointment] = await test.db
      .insert(appointments)
      .values({
        kind: 'montage',
        orderId: order!.id,
        startsAt: new Date(inDays(4, 7)),
        endsAt: new Date(inDays(4, 9)),
        uid: `matrix-${role}@example.de`,
        createdBy: 'test',
      })
      .returning();
    // Confirmed orders of a business customer with a line, for the invoice samples; two get their deposit
    // invoice 30 days ago (overdue now), the third is left for the issuing sample.
    const invoiceOrders = await test.db
      .insert(orders)
      .values(
        [1, 2, 3].map((index) => ({
          userId: user.id,
          orderNumber: `B-${role}-${index}`,
          totalPrice: 11_900,
          net: 10_000,
          vat: 1_900,
          status: 'confirmed',
          lines: [{ kind: 'service' as const, title: 'Montage', description: '', quantity: 1, unitPrice: 10_000, discount: 0 }],
          customerName: 'Erika Muster',
          customerEmail: user.email,
          customerCompany: 'Probe GmbH',
          billingAddress: { street: 'Musterstraße 12', postcode: '20095', city: 'Hamburg' },
        })),
      )
      .returning();
    const monthAgo = new Date(Date.now() - 30 * 24 * 60 * 60 * 1000);
    const issuer = { username: 'test', name: 'Test' };
    const invoiceId = await issueInvoice(test.db, invoiceOrders[0]!.id, 'deposit', issuer, monthAgo);
    const cancelInvoiceId = await issueInvoice(test.db, invoiceOrders[1]!.id, 'deposit', issuer, monthAgo);
    const [statement] = await test.db
      .insert(bankStatementImports)
      .values({ fileName: 'auszug.xml', entries: 2, duplicates: 0, createdBy: 'test' })
      .returning();
    const credit = (reference: string) => ({
      importId: statement!.id,
      bankReference: reference,
      bookingDate: berlinDay(new Date()),
      amount: 100,
    });
    const [suggestedEntry, unmatchedEntry] = await test.db
      .insert(bankStatementEntries)
      .values([
        { ...credit(`${role}-1`), status: 'suggested' as const, suggestions: [invoiceId] },
        { ...credit(`${role}-2`), status: 'unmatched' as const },
      ])
      .returning();
    const [message] = await test.db
      .insert(contactMessages)
      .values({
        reference: `K-${role}`,
        salutation: 'herr',
        name: 'Test',
        email: 'test@example.de',
        subject: 'beratung',
        message: 'Hallo',
        privacyConsentAt: new Date(),
        privacyConsentVersion: '2026-11-01',
      })
      .returning();
    const [line] = await test.db
      .insert(productLines)
      .values({ name: `Linie ${role}` })
      .returning();
    const [category] = await test.db
      .insert(productCategories)
      .values({ name: `Kategorie ${role}`, productLineId: line!.id })
      .returning();
    const [product] = await test.db
      .insert(products)
      .values({ name: `Produkt ${role}`, category: 'fenster', productLineId: line!.id })
      .returning();
    const [optionCategory] = await test.db
      .insert(optionCategories)
      .values({ name: `Optionen ${role}`, key: `optionen_${role}` })
      .returning();
    const [option] = await test.db
      .insert(options)
      .values({ name: `Option ${role}`, categoryId: optionCategory!.id })
      .returning();
    const [spareLine] = await test.db
      .insert(productLines)
      .values({ name: `Leere Linie ${role}` })
      .returning();
    const [spareCategory] = await test.db
      .insert(productCategories)
      .values({ name: `Leere Kategorie ${role}`, productLineId: line!.id })
      .returning();
    const [spareOption] = await test.db
      .insert(options)
      .values({ name: `Übrige Option ${role}`, categoryId: optionCategory!.id })
      .returning();
    const [template, spareTemplate] = await test.db
      .insert(mailTemplates)
      .values([
        { name: `Vorlage ${role}`, subject: 'Betreff', body: 'Text' },
        { name: `Übrige Vorlage ${role}`, subject: 'Betreff', body: 'Text' },
      ])
      .returning();
    const [preset, sparePreset] = await test.db
      .insert(linePresets)
      .values([
        { name: `Position ${role}`, unit: 'Stk.', netPrice: 100 },
        { name: `Übrige Position ${role}`, unit: 'pauschal', netPrice: 100 },
      ])
      .returning();
    const [spareProduct] = await test.db
      .insert(products)
      .values({ name: `Übriges Produkt ${role}`, category: 'tueren' })
      .returning();
    const { user: staff } = await createTestUser(test.db, { role: 'admin' });
    callers[role] = {
      staffId: staff.id,
      spareProductId: spareProduct!.id,
      spareLineId: spareLine!.id,
      spareCategoryId: spareCategory!.id,
      spareOptionId: spareOption!.id,
      lineId: line!.id,
      categoryId: category!.id,
      productId: product!.id,
      optionId: option!.id,
      optionCategoryId: optionCategory!.id,
      token,
      password,
      userId: user.id,
      totpSecret: new Secret({ size: 20 }).base32,
      configurationId: configuration!.id,
      email: user.email,
      emailToken: emailChange.token,
      leadId: lead!.id,
      quoteLeadId: quoteLead!.id,
      quoteId: draftQuote!.id,
      acceptQuoteId: acceptQuote!.id,
      changeQuoteId: changeQuote!.id,
      orderId: order!.id,
      appointmentId: appointment!.id,
      invoiceOrderId: invoiceOrders[2]!.id,
      invoiceId,
      invoiceNumber: (await test.db.select().from(invoices).where(eq(invoices.id, invoiceId)))[0]!.number,
      statementId: statement!.id,
      suggestedEntryId: suggestedEntry!.id,
      unmatchedEntryId: unmatchedEntry!.id,
      cancelInvoiceId,
      messageId: message!.id,
      templateId: template!.id,
      spareTemplateId: spareTemplate!.id,
      presetId: preset!.id,
      sparePresetId: sparePreset!.id,
      versionQuoteId: versionQuote!.id,
    };
  }
});
afterAll(() => test.cleanup());

function protectedRoutes() {
  const seen = new Set<string>();
  return test.api.routes
    .filter((route) => route.method !== 'ALL' && /^\/api\/(admin|customer)\/|^\/api\/shop\/configurations$/.test(route.path))
    .map((route) => routeKey(route.method, route.path))
    .filter((key) => !PUBLIC_ADMIN_ROUTES.has(key) && !seen.has(key) && Boolean(seen.add(key)));
}

async function call(key: string, caller: Caller | null) {
  const [method, pattern] = key.split(' ') as [string, string];
  const sample = await samples[key]!(caller ?? callers.customer);
  return test.request(sample.path ?? pattern, {
    method,
    headers: caller ? { Authorization: `Bearer ${caller.token}` } : {},
    ...(sample.form ? { body: sample.form() } : sample.body === undefined ? {} : { json: sample.body }),
  });
}

/** The permission a route declares on itself (permit()), read from the app as requirePermission reads it. */
const permissionOf = (key: string) => routePermissions(test.api.routes).get(key);

const isSuccess = (status: number) => status >= 200 && status < 300;

/** What a session that owes its second factor may still call (ADR 045); everything else is refused. */
const OPEN_BEFORE_SECOND_FACTOR = new Set([
  'POST /api/admin/login/two-factor',
  'POST /api/admin/profile/two-factor/setup',
  'POST /api/admin/profile/two-factor',
  'POST /api/logout',
  'GET /api/session',
]);

/** Every route of the app, public ones too, each once. */
function everyRoute() {
  return [...new Set(test.api.routes.filter((route) => route.method !== 'ALL').map((route) => routeKey(route.method, route.path)))];
}

/** A route's sample request, or (a public route) its path with 1 for each parameter and an empty body. */
async function callAnyRoute(key: string, token: string | null, caller: Caller) {
  const [method, pattern] = key.split(' ') as [string, string];
  const sample = samples[key]
    ? await samples[key](caller)
    : { path: pattern.replace(/:[A-Za-z_]+/g, '1'), body: method === 'GET' ? undefined : {} };
  const response = await test.request(sample.path ?? pattern, {
    method,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    ...(sample.form ? { body: sample.form() } : sample.body === undefined ? {} : { json: sample.body }),
  });
  return { status: response.status, text: await response.text() };
}

/**
 * Calls every route of the app with a staff session that still owes `owed`: no route but the open ones
 * answers it more than an anonymous caller gets, and every route that needs a session refuses it with 403.
 */
async function expectOnlyTheStepOpen(token: string, caller: Caller, owed: 'code' | 'setup') {
  const reached: string[] = [];
  for (const key of everyRoute()) {
    if (OPEN_BEFORE_SECOND_FACTOR.has(key)) continue;
    const pending = await callAnyRoute(key, token, caller);
    const anonymous = await callAnyRoute(key, null, caller);
    if (anonymous.status === 401) {
      if (pending.status !== 403) reached.push(`${key}: ${pending.status} ${pending.text.slice(0, 120)}`);
    } else if (isSuccess(pending.status) && !isSuccess(anonymous.status))
      reached.push(`${key}: ${pending.status}, anonym ${anonymous.status}`);
  }
  expect(reached, `offen vor dem zweiten Faktor (${owed})`).toEqual([]);
  const session = await test.request('/api/session', { headers: { Authorization: `Bearer ${token}` } });
  expect(await session.json()).toEqual({ user: null, twoFactor: owed });
}

describe('authorization matrix', () => {
  it('knows a sample request for every protected route', () => {
    const routes = protectedRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(Object.keys(samples).length);
    expect(routes.filter((key) => !samples[key])).toEqual([]);
  });

  it('finds a permission declared on every /api/admin route of the app, and on no other route', () => {
    const adminRoutes = protectedRoutes().filter((key) => key.includes(' /api/admin/'));
    expect(adminRoutes.filter((key) => !permissionOf(key))).toEqual([]);
    expect([...routePermissions(test.api.routes)].filter(([key, permission]) => permission && !adminRoutes.includes(key))).toEqual([]);
  });

  it("shows a search hit only to a role that may open the hit's screen", () => {
    expect(searchGroupPermissions).toEqual({
      leads: [permissionOf('GET /api/admin/leads/:key')],
      messages: [permissionOf('GET /api/admin/messages')],
      customers: ['customers', permissionOf('GET /api/admin/orders')],
      quotes: [permissionOf('GET /api/admin/quotes/:id')],
      orders: [permissionOf('GET /api/admin/orders/:id')],
    });
  });

  it('lets a session that owes its second factor reach only the code step, the setup, logout and /api/session, on every route of the app', async () => {
    // An owner with a key, signed in with the password only: all permissions, so only the second factor refuses.
    const { user, token } = await createTestUser(test.db, { role: 'admin' });
    await test.db
      .update(users)
      .set({ totpKey: new Secret({ size: 20 }).base32 })
      .where(eq(users.id, user.id));
    const caller = { ...callers.admin, token, userId: user.id, email: user.email };
    await expectOnlyTheStepOpen(token, caller, 'code');

    // The owner requires it of everyone: a session of an account without a key owes the setup.
    const { user: other, token: otherToken } = await createTestUser(test.db, { role: 'vertrieb' });
    await writeSetting(test.db, securitySetting, { requireTwoFactor: true }, 'test');
    try {
      await expectOnlyTheStepOpen(otherToken, { ...callers.vertrieb, token: otherToken, userId: other.id, email: other.email }, 'setup');
    } finally {
      await writeSetting(test.db, securitySetting, { requireTwoFactor: false }, 'test');
    }
  });

  it('answers 401 to anonymous callers, 403 to customers on admin routes, and to each staff role what its permissions allow', async () => {
    const results: string[] = [];
    const routes = protectedRoutes();
    for (const key of routes) {
      const isAdminRoute = key.includes(' /api/admin/');
      const anonymous = (await call(key, null)).status;
      const customer = (await call(key, callers.customer)).status;
      const staff: string[] = [];
      expect(anonymous, key).toBe(401);
      if (isAdminRoute) expect(customer, key).toBe(403);
      else expect(isSuccess(customer), `${key}: Kunde ${customer}`).toBe(true);
      for (const role of staffRoles) {
        const status = (await call(key, callers[role])).status;
        staff.push(`${staffRoleLabels[role]} ${status}`);
        if (!isAdminRoute && CUSTOMER_ONLY_ROUTES.has(key)) expect(status, `${key}: ${role}`).toBe(403);
        else if (!isAdminRoute) expect([401, 403], `${key}: ${role}`).not.toContain(status);
        else if (roleMay(role, permissionOf(key)!) && REFUSING_ROUTES.has(key)) expect(status, `${key}: ${role}`).toBe(409);
        else if (roleMay(role, permissionOf(key)!)) expect(isSuccess(status), `${key}: ${role} ${status}`).toBe(true);
        else expect(status, `${key}: ${role}`).toBe(403);
      }
      results.push(`${key}: anonym ${anonymous}, Kunde ${customer}, ${staff.join(', ')}`);
    }
    const roles = 2 + staffRoles.length;
    console.log(`Berechtigungsmatrix: ${routes.length} Routen × ${roles} Rollen = ${routes.length * roles} Aufrufe\n${results.join('\n')}`);
    // Some 800 calls, each with its own session check: room for a busy two-core machine.
  }, 90_000);
});
