import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminTestApiForFile } from '../../../testing/fixtures.ts';
import { invoicePayments, orders } from '../../platform/db/schema.ts';
import { camtStatement, type TestBooking } from '../../../testing/camt-statement.ts';
import { zipFile } from '../../../testing/zip-file.ts';
import { findInvoice } from '../invoices/invoice-json.ts';
import { issueInvoice } from '../invoices/issue-invoice.ts';
import { bankStatementMessages as m } from './contract/bank-statement-messages.ts';
import { addDays, berlinDay, germanDay } from '../../shared/dates.ts';
import { ingBatchStatement } from '../../../testing/ing-camt-statement.ts';

const test = adminTestApiForFile();

const today = berlinDay(new Date());
let nextOrder = 1;

/** An issued deposit invoice of a confirmed order for `customerName`: its id, number and open amount. */
async function openInvoice(customerName: string) {
  const [order] = await test.db
    .insert(orders)
    .values({
      orderNumber: `B-BANK-${nextOrder++}`,
      totalPrice: 119_000,
      net: 100_000,
      vat: 19_000,
      status: 'confirmed',
      lines: [{ kind: 'service', title: 'Montage', description: '', quantity: 1, unitPrice: 100_000, discount: 0 }],
      customerName,
      customerEmail: 'kunde@example.de',
      billingAddress: { street: 'Musterstraße 12', postcode: '20095', city: 'Hamburg' },
    })
    .returning();
  const id = await issueInvoice(test.db, order!.id, 'deposit', { username: 'test', name: 'Test' });
  const invoice = (await findInvoice(test.db, id))!;
  return { id, number: invoice.number, open: invoice.amountDue };
}

/** POST /api/admin/bank-statements with the file in the form field `file`, as the browser sends it. */
async function upload(content: string | Buffer, fileName = 'auszug.xml') {
  const form = new FormData();
  form.append(
    'file',
    new File([typeof content === 'string' ? content : new Uint8Array(content)], fileName, {
      type: fileName.endsWith('.zip') ? 'application/zip' : 'application/xml',
    }),
  );
  const response = await test.request('/api/admin/bank-statements', {
    method: 'POST',
    headers: { Authorization: `Bearer ${test.adminToken}` },
    body: form,
  });
  return { status: response.status, body: await response.json() };
}

const paymentsOf = (invoiceId: number) => test.db.select().from(invoicePayments).where(eq(invoicePayments.invoiceId, invoiceId));
const entriesOf = async (importId: number) =>
  (await test.call('GET', `/api/admin/bank-statements/${importId}/entries?pageSize=100`)).body.items as Record<string, unknown>[];

describe('POST /api/admin/bank-statements', () => {
  it('pays the invoices the texts name, flags part and over payments, suggests by amount and payer, ignores debits; the same file again records nothing', async () => {
    const full = await openInvoice('Erika Muster');
    const part = await openInvoice('Hans Hansen');
    const over = await openInvoice('Olga Ostermann');
    const unnamed = await openInvoice('Jürgen Müller');
    const bookings: TestBooking[] = [
      { amount: full.open, day: today, reference: 'A1', party: 'Erika Muster', remittance: [`Rechnung ${full.number} vielen Dank`] },
      // Without dashes, in lower case, split by the bank across two lines.
      {
        amount: 10_000,
        day: today,
        reference: 'A2',
        party: 'HANSEN, HANS',
        remittance: [
          'Teilzahlung ',
          `${part.number.replace(/-/g, '').toLowerCase().slice(0, 6)}`,
          `${part.number.replace(/-/g, '').toLowerCase().slice(6)} Rest folgt`,
        ],
      },
      {
        amount: over.open + 5_000,
        day: today,
        reference: 'A3',
        party: 'Olga Ostermann',
        remittance: [`Rg. ${over.number.replace(/-/g, ' ')}`],
      },
      { amount: unnamed.open, day: today, reference: 'A4', party: 'MUELLER JUERGEN', remittance: ['Fenster Anzahlung'] },
      { amount: 4_990, credit: false, day: today, reference: 'A5', party: 'Baustoffhandel Nord', remittance: ['Material'] },
      { amount: 250, credit: false, day: today, reference: 'A6', code: ['PMNT', 'CCRD', 'CHRG'], gvc: 'NTRF+808+000' },
    ];
    const statement = camtStatement(2, bookings);

    const first = await upload(statement);
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      importId: expect.any(Number),
      entries: 6,
      matched: 3,
      suggested: 1,
      unmatched: 0,
      ignored: 2,
      duplicates: 0,
    });

    const byStatement = m.statementOf(germanDay(today));
    expect(await paymentsOf(full.id)).toEqual([expect.objectContaining({ amount: full.open, paidOn: today, createdBy: byStatement })]);
    expect(await paymentsOf(part.id)).toEqual([expect.objectContaining({ amount: 10_000, createdBy: byStatement })]);
    expect(await paymentsOf(over.id)).toEqual([expect.objectContaining({ amount: over.open, createdBy: byStatement })]);
    expect(await paymentsOf(unnamed.id)).toEqual([]);
    const entries = await entriesOf(first.body.importId);
    expect(entries.map((entry) => [entry.status, entry.partPayment, entry.surplus, entry.note])).toEqual([
      ['matched', false, 0, ''],
      ['matched', true, 0, ''],
      ['matched', false, 5_000, ''],
      ['suggested', false, 0, ''],
      ['ignored', false, 0, m.ignoredDebit],
      ['ignored', false, 0, m.ignoredDebit],
    ]);
    expect(entries[3]!.suggestions).toEqual([expect.objectContaining({ id: unnamed.id, number: unnamed.number, balance: unnamed.open })]);

    // The same file again, twice at the same moment: every booking is known, no payment is added.
    const again = await Promise.all([upload(statement), upload(statement)]);
    for (const answer of again)
      expect(answer.body).toEqual({
        importId: expect.any(Number),
        entries: 6,
        matched: 0,
        suggested: 0,
        unmatched: 0,
        ignored: 0,
        duplicates: 6,
      });
    for (const invoice of [full, part, over, unnamed]) expect((await paymentsOf(invoice.id)).length).toBe(invoice === unnamed ? 0 : 1);

    // The suggestion confirmed: the payment names the person; a second confirmation is refused.
    const suggested = entries[3]!.id as number;
    const confirm = () => test.call('POST', `/api/admin/bank-statements/entries/${suggested}/confirm`, { invoiceId: unnamed.id });
    const [confirmed, twice] = await Promise.all([confirm(), confirm()]);
    expect([confirmed.status, twice.status].sort()).toEqual([200, 409]);
    expect(await paymentsOf(unnamed.id)).toEqual([expect.objectContaining({ amount: unnamed.open, createdBy: test.adminName })]);
  });

  it('reads a new statement uploaded three times at the same moment once, and assigns a credit without a number by hand', async () => {
    const invoice = await openInvoice('Paula Parallel');
    const stranger = await openInvoice('Karl Kaufmann');
    const statement = camtStatement(4, [
      { amount: 20_000, day: today, reference: 'P1', party: 'Paula Parallel', remittance: [invoice.number] },
      { amount: 7_777, day: today, reference: 'P2', party: 'Unbekannt', remittance: ['Danke'] },
    ]);
    const answers = await Promise.all([upload(statement), upload(statement), upload(statement)]);
    expect(answers.map((answer) => answer.body.matched).sort()).toEqual([0, 0, 1]);
    expect(answers.map((answer) => answer.body.duplicates).sort()).toEqual([0, 2, 2]);
    expect((await paymentsOf(invoice.id)).map((payment) => payment.amount)).toEqual([20_000]);

    const importId = answers.find((answer) => answer.body.matched === 1)!.body.importId;
    const [, unknown] = await entriesOf(importId);
    expect(unknown).toMatchObject({ status: 'unmatched', note: m.noInvoiceFound });
    const assign = (invoiceNumber: string) =>
      test.call('POST', `/api/admin/bank-statements/entries/${unknown!.id}/assign`, { invoiceNumber });
    expect(await assign('RE-1999-9999')).toEqual({ status: 400, body: { error: m.invoiceNotFound } });
    expect((await assign(stranger.number.toLowerCase())).status).toBe(200);
    expect(await paymentsOf(stranger.id)).toEqual([expect.objectContaining({ amount: 7_777, createdBy: test.adminName })]);
    expect((await entriesOf(importId))[1]).toMatchObject({ status: 'assigned', partPayment: true, resolvedBy: test.adminName });
    // The person's name beside the username, for "von Erika Muster (nutzer-…)" (issue 47).
    expect((await entriesOf(importId))[1]).toMatchObject({ resolvedByName: 'Erika Muster' });
    const imported = (await test.call('GET', '/api/admin/bank-statements')).body.items.find((row: { id: number }) => row.id === importId);
    expect(imported).toMatchObject({ createdBy: test.adminName, createdByName: 'Erika Muster' });
    expect((await assign(stranger.number)).body).toEqual({ error: m.notAssignable });
  });

  it('takes a ZIP of two statements in the newer versions (Sts/Cd, Pty/Nm) and ignores returns and pending bookings', async () => {
    const invoice = await openInvoice('Zora Zipper');
    const zip = zipFile([
      {
        name: 'konto/2026-11-25.xml',
        data: camtStatement(8, [
          { amount: 1_000, day: today, reference: 'Z1', party: 'Zora Zipper', remittance: [`RE ${invoice.number.slice(3)}`] },
        ]),
      },
      {
        name: '2026-11-26.xml',
        data: camtStatement(6, [
          { amount: 500, day: today, reference: 'Z2', reversal: true, code: ['PMNT', 'RCDT', 'RRTN'], remittance: ['Retoure'] },
          { amount: 900, day: today, reference: 'Z3', booked: false, remittance: [invoice.number] },
        ]),
      },
      { name: 'liesmich.txt', data: 'kein Auszug' },
    ]);
    const answer = await upload(zip, 'auszuege.zip');
    expect(answer.body).toEqual({
      importId: expect.any(Number),
      entries: 3,
      matched: 1,
      suggested: 0,
      unmatched: 0,
      ignored: 2,
      duplicates: 0,
    });
    const entries = await entriesOf(answer.body.importId);
    expect(entries.map((entry) => [entry.counterparty, entry.note])).toEqual([
      ['Zora Zipper', ''],
      ['', m.ignoredReturn],
      ['', m.ignoredNotBooked],
    ]);
  });

  it("reads ING's camt.053.001.02, whose Document declares xmlns:xsi and xmlns:xsd before the default namespace, with a batch booking", async () => {
    const first = await openInvoice('Ingrid Ingwersen');
    const second = await openInvoice('Ole Olsen');
    const single = await openInvoice('Sina Single');
    const statement = ingBatchStatement(
      today,
      [
        { amount: 30_000, party: 'INGWERSEN, INGRID', remittance: `Rechnung ${first.number}`, reference: 'ING-TX-1' },
        { amount: 20_000, party: 'OLSEN, OLE', remittance: `RG ${second.number}`, reference: 'ING-TX-2' },
      ],
      { amount: single.open, party: 'SINGLE, SINA', remittance: `${single.number} Anzahlung Fenster`, reference: 'ING-EINZEL-1' },
    );
    const answer = await upload(statement, 'ING_Kontoauszug.xml');
    expect(answer).toEqual({
      status: 201,
      body: { importId: expect.any(Number), entries: 2, matched: 1, suggested: 1, unmatched: 0, ignored: 0, duplicates: 0 },
    });
    // One credit for two invoices is the office's to divide: both are offered, neither is paid.
    const [batch, one] = await entriesOf(answer.body.importId);
    expect(batch).toMatchObject({ amount: 50_000, status: 'suggested', counterparty: 'INGWERSEN, INGRID' });
    expect((batch!.suggestions as { id: number }[]).map((invoice) => invoice.id).sort()).toEqual([first.id, second.id].sort());
    expect(one).toMatchObject({ status: 'matched', invoice: expect.objectContaining({ id: single.id }) });
    expect(await paymentsOf(single.id)).toEqual([expect.objectContaining({ amount: single.open, paidOn: today })]);

    // The list names the import with its counts; the bookings are read from it page by page.
    const list = await test.call('GET', '/api/admin/bank-statements?pageSize=1');
    expect(list.body).toMatchObject({ page: 1, pageSize: 1, total: expect.any(Number) });
    expect(list.body.items).toEqual([expect.objectContaining({ id: answer.body.importId, entryCount: 2, openCount: 1, duplicates: 0 })]);
    const pageTwo = await test.call('GET', `/api/admin/bank-statements/${answer.body.importId}/entries?page=2&pageSize=1`);
    expect(pageTwo.body).toEqual({ items: [expect.objectContaining({ id: one!.id })], total: 2, page: 2, pageSize: 1 });
    expect(await test.call('GET', '/api/admin/bank-statements/999999/entries')).toEqual({ status: 404, body: { error: m.importNotFound } });
  });

  it('records only bookings on days the calendar has and not after today, no credit of 0,00 €, and two identical credits without reference twice', async () => {
    const invoice = await openInvoice('Dora Datum');
    const named = [`Rechnung ${invoice.number}`];
    const refused = (day: string) => upload(camtStatement(2, [{ amount: 10_000, day, reference: `D-${day}`, remittance: named }]));
    expect(await refused('2026-99-99')).toEqual({ status: 400, body: { error: m.invalidBookingDay } });
    expect(await refused('2026-02-30')).toEqual({ status: 400, body: { error: m.invalidBookingDay } });
    const nextYear = addDays(today, 365);
    expect(await refused(nextYear)).toEqual({ status: 400, body: { error: m.bookedInFuture(germanDay(nextYear)) } });
    expect(await paymentsOf(invoice.id)).toEqual([]);

    // A pending booking may name the day the bank means to book it; it is kept and pays nothing.
    const pending = await upload(
      camtStatement(4, [{ amount: 10_000, day: nextYear, reference: 'D-PDNG', booked: false, remittance: named }]),
    );
    expect(pending.body).toMatchObject({ entries: 1, ignored: 1, matched: 0 });

    const zero = await upload(camtStatement(2, [{ amount: 0, day: today, reference: 'D-NULL', party: 'Dora Datum', remittance: named }]));
    expect(zero.body).toMatchObject({ entries: 1, ignored: 1, matched: 0 });
    expect(await entriesOf(zero.body.importId)).toEqual([expect.objectContaining({ amount: 0, status: 'ignored', note: m.ignoredZero })]);
    expect(await paymentsOf(invoice.id)).toEqual([]);

    // The same transfer twice on one day, without AcctSvcrRef: two bookings, two payments.
    const twice = camtStatement(2, [
      { amount: 10_000, day: today, reference: '', party: 'Dora Datum', remittance: named },
      { amount: 10_000, day: today, reference: '', party: 'Dora Datum', remittance: named },
    ]);
    expect((await upload(twice)).body).toMatchObject({ entries: 2, matched: 2, duplicates: 0 });
    expect((await paymentsOf(invoice.id)).map((payment) => payment.amount)).toEqual([10_000, 10_000]);
    expect((await upload(twice)).body).toMatchObject({ entries: 2, matched: 0, duplicates: 2 });
    expect(await paymentsOf(invoice.id)).toHaveLength(2);
  });

  it('refuses what is not a CAMT.053 statement, a zip bomb, path tricks and too large bodies, in German', async () => {
    const camt052 = camtStatement(2, []).replace('camt.053.001.02', 'camt.052.001.02');
    expect(await upload(camt052)).toEqual({ status: 400, body: { error: m.notCamt } });
    expect(await upload('Buchungstag;Betrag\n26.11.2026;100,00', 'umsaetze.csv')).toEqual({ status: 400, body: { error: m.notCamt } });
    const laughs = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol">]><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt>&lol;</BkToCstmrStmt></Document>`;
    expect(await upload(laughs)).toEqual({ status: 400, body: { error: m.notCamt } });
    const camt = camtStatement(2, [{ amount: 100, day: today, reference: 'X1', remittance: ['Danke'] }]);
    expect(await upload(camt.replace('Danke', '&lol;'))).toEqual({ status: 400, body: { error: m.notCamt } });
    expect(await upload(camt.replace('Danke', '&#0;'))).toEqual({ status: 400, body: { error: m.notCamt } });
    expect(await upload(camt.replace('<Ustrd>Danke</Ustrd>', `${'<a>'.repeat(60)}${'</a>'.repeat(60)}`))).toEqual({
      status: 400,
      body: { error: m.notCamt },
    });
    expect(await upload(Buffer.from(camt.replace('Danke', 'Gr\u00fc\u00dfe'), 'latin1'))).toEqual({
      status: 400,
      body: { error: m.notCamt },
    });
    // 11 MB of zeros deflate to a few KB; the entry claims 1 KB.
    const bomb = zipFile([{ name: 'bombe.xml', data: Buffer.alloc(11 * 1024 * 1024), declaredSize: 1024 }]);
    expect(bomb.length).toBeLessThan(64 * 1024);
    expect(await upload(bomb, 'bombe.zip')).toEqual({ status: 400, body: { error: m.zipTooLarge } });
    const honestBomb = zipFile([{ name: 'gross.xml', data: Buffer.alloc(11 * 1024 * 1024) }]);
    expect(await upload(honestBomb, 'gross.zip')).toEqual({ status: 400, body: { error: m.zipTooLarge } });
    expect(await upload(zipFile([{ name: '../../etc/auszug.xml', data: camtStatement(2, []) }]), 'trick.zip')).toEqual({
      status: 400,
      body: { error: m.brokenZip },
    });
    expect(await upload(zipFile([{ name: 'liesmich.txt', data: 'x' }]), 'leer.zip')).toEqual({
      status: 400,
      body: { error: m.noStatements },
    });

    const json = await test.call('POST', '/api/admin/bank-statements', { file: 'x' });
    expect(json).toEqual({ status: 415, body: { error: m.multipartRequired } });
    const tooLarge = await test.request('/api/admin/bank-statements', {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${test.adminToken}`,
        'Content-Type': 'multipart/form-data; boundary=x',
        'Content-Length': String(11 * 1024 * 1024),
      },
      body: 'x',
    });
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toEqual({ error: m.fileTooLarge });
    const withoutFile = new FormData();
    withoutFile.append('datei', 'x');
    const missing = await test.request('/api/admin/bank-statements', {
      method: 'POST',
      headers: { Authorization: `Bearer ${test.adminToken}` },
      body: withoutFile,
    });
    expect(await missing.json()).toEqual({ error: m.fileMissing });
  });
});
