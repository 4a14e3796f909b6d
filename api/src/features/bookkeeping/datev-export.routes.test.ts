import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminTestApiForFile } from '../../../testing/fixtures.ts';
import { bookkeepingDebtors, orders } from '../../platform/db/schema.ts';
import { asCustomer, sentQuote } from '../../../testing/test-quotes.ts';
import { unzipEntries } from '../../../testing/unzip.ts';
import { issueInvoice } from '../invoices/issue-invoice.ts';
import { defaultBookkeepingSettings } from './contract/bookkeeping.ts';
import { bookkeepingMessages } from './contract/bookkeeping-messages.ts';
import { berlinDay } from '../../shared/dates.ts';
import { closedMonthMessages } from '../documents/contract/closed-months.ts';

const test = adminTestApiForFile();

const today = berlinDay(new Date());
const year = Number(today.slice(0, 4));
const thisMonth = today.slice(0, 7);
const lastDay = (month: string) => {
  const [y, m] = month.split('-').map(Number);
  return `${month}-${String(new Date(Date.UTC(y!, m!, 0)).getUTCDate()).padStart(2, '0')}`;
};
const previousMonth = (() => {
  const [y, m] = thisMonth.split('-').map(Number);
  return m === 1 ? `${y! - 1}-12` : `${y}-${String(m! - 1).padStart(2, '0')}`;
})();

/** A customer's order (1.426,81 € gross), the customer named `name`, moved on to `status`. */
async function order(name: string, status: 'confirmed' | 'completed') {
  const quote = await sentQuote(test);
  const { body } = await asCustomer(test, quote.token, 'POST', `/api/customer/quotes/${quote.quoteId}/accept`, { termsAccepted: true });
  const orderId = body.order.id as number;
  await test.db.update(orders).set({ customerName: name }).where(eq(orders.id, orderId));
  for (const next of ['confirmed', 'in_production', 'completed'].slice(0, status === 'confirmed' ? 1 : 3)) {
    const moved = await test.call('PUT', `/api/admin/orders/${orderId}/status`, { status: next });
    if (moved.status !== 200) throw new Error(`Status ${next}: ${moved.status}`);
  }
  return orderId;
}

const toCompleted = async (orderId: number) => {
  for (const status of ['in_production', 'completed']) await test.call('PUT', `/api/admin/orders/${orderId}/status`, { status });
};
const ok = <T extends { status: number; body: unknown }>(answer: T, status = 201) => {
  if (answer.status !== status) throw new Error(`${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
};
const exportZip = (from: string, to: string) =>
  test.request(`/api/admin/exports/datev?from=${from}&to=${to}`, { headers: { Authorization: `Bearer ${test.adminToken}` } });

/** An independent reader of DATEV's CSV: Windows-1252, CRLF lines, `;` outside double quotes, `""` inside. */
function readExtf(bytes: Buffer) {
  const text = new TextDecoder('windows-1252').decode(bytes);
  expect(text.endsWith('\r\n')).toBe(true);
  const lines = text.slice(0, -2).split('\r\n');
  const fields = (line: string) => {
    const out: string[] = [];
    let current = '';
    let quoted = false;
    for (let index = 0; index < line.length; index += 1) {
      const char = line[index]!;
      if (quoted && char === '"' && line[index + 1] === '"') {
        current += '"';
        index += 1;
      } else if (char === '"') quoted = !quoted;
      else if (char === ';' && !quoted) {
        out.push(current);
        current = '';
      } else current += char;
    }
    return [...out, current];
  };
  const [header, columns, ...records] = lines.map(fields);
  return { text, header: header!, columns: columns!, records };
}

const cents = (umsatz: string) => {
  expect(umsatz).toMatch(/^\d+,\d{2}$/);
  return Number(umsatz.replace(',', ''));
};

describe('Einstellungen → Buchhaltung', () => {
  it('starts with SKR03 and its accounts, refuses the export without the adviser numbers, and checks what is saved', async () => {
    expect(ok(await test.call('GET', '/api/admin/settings/bookkeeping'), 200)).toEqual(defaultBookkeepingSettings);
    expect(await test.call('GET', `/api/admin/exports/datev?from=${today}&to=${today}`)).toEqual({
      status: 409,
      body: { error: bookkeepingMessages.notConfigured },
    });
    const wrong = await test.call('PUT', '/api/admin/settings/bookkeeping', {
      ...defaultBookkeepingSettings,
      consultantNumber: '12',
      accountLength: 5,
    });
    expect(wrong.status).toBe(400);
    expect(JSON.stringify(wrong.body)).toContain(bookkeepingMessages.consultantNumber);
    expect(JSON.stringify(wrong.body)).toContain(bookkeepingMessages.account('Erlöse 19 %'));
    const settings = { ...defaultBookkeepingSettings, consultantNumber: '1234567', clientNumber: '12345' };
    ok(await test.call('PUT', '/api/admin/settings/bookkeeping', settings), 200);
    expect(ok(await test.call('GET', '/api/admin/settings/bookkeeping'), 200)).toEqual(settings);
  });
});

describe('Einstellungen → Buchhaltung, what DATEV accepts', () => {
  it('takes a Beraternummer of 1001–9999999 and a Mandantennummer of 1–99999, and each account once, with the message at the field', async () => {
    const saved = { ...defaultBookkeepingSettings, consultantNumber: '1234567', clientNumber: '12345' };
    ok(await test.call('PUT', '/api/admin/settings/bookkeeping', saved), 200);
    const issues = async (change: Record<string, unknown>) => {
      const answer = await test.call('PUT', '/api/admin/settings/bookkeeping', { ...saved, ...change });
      expect(answer.status).toBe(400);
      return answer.body.issues as Record<string, string[]>;
    };
    for (const consultantNumber of ['0000', '1000', '0001001', '10000000'])
      expect(await issues({ consultantNumber })).toEqual({ consultantNumber: [bookkeepingMessages.consultantNumber] });
    for (const clientNumber of ['0', '00001', '100000'])
      expect(await issues({ clientNumber })).toEqual({ clientNumber: [bookkeepingMessages.clientNumber] });
    expect(await issues({ bankAccount: saved.revenueAccount })).toEqual({
      bankAccount: [bookkeepingMessages.accountTwice('Bank', 'Erlöse 19 %')],
    });
    expect(await issues({ receivablesAccount: saved.bankAccount })).toEqual({
      receivablesAccount: [bookkeepingMessages.accountTwice('Forderungen', 'Bank')],
    });
    expect(ok(await test.call('GET', '/api/admin/settings/bookkeeping'), 200)).toEqual(saved);
    const lowest = { ...saved, consultantNumber: '1001', clientNumber: '1' };
    expect(ok(await test.call('PUT', '/api/admin/settings/bookkeeping', lowest), 200)).toEqual(lowest);
    ok(await test.call('PUT', '/api/admin/settings/bookkeeping', saved), 200);
  });
});

describe('the DATEV export', () => {
  it('books a month of deposit, its payment, final invoice, a cancellation and a payment so each account adds up to the documents', async () => {
    const first = await order('Jürgen Größe-Öhlschläger', 'confirmed');
    const deposit = ok(await test.call('POST', `/api/admin/orders/${first}/invoices`, { kind: 'deposit' }));
    ok(await test.call('POST', `/api/admin/invoices/${deposit.id}/payments`, { amount: deposit.amountDue, date: today }));
    await toCompleted(first);
    const final = ok(await test.call('POST', `/api/admin/orders/${first}/invoices`, { kind: 'final' }));
    const second = await order('Änne Weiß', 'completed');
    const wrong = ok(await test.call('POST', `/api/admin/orders/${second}/invoices`, { kind: 'final' }));
    const cancellation = ok(await test.call('POST', `/api/admin/invoices/${wrong.id}/cancel`));
    ok(await test.call('POST', `/api/admin/invoices/${final.id}/payments`, { amount: 50_000, date: today }));

    const from = `${thisMonth}-01`;
    const to = lastDay(thisMonth);
    const response = await exportZip(from, to);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('x-datev-repeat')).toBeNull();
    const files = unzipEntries(Buffer.from(await response.arrayBuffer()));
    const documents = [deposit, final, wrong, cancellation];
    expect([...files.keys()].sort()).toEqual(
      [
        `EXTF_Buchungsstapel_${from}_${to}.csv`,
        `EXTF_Debitoren_${from}_${to}.csv`,
        ...documents.map((invoice) => `${invoice.number}.pdf`),
      ].sort(),
    );
    for (const invoice of documents) expect(files.get(`${invoice.number}.pdf`)!.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const raw = files.get(`EXTF_Buchungsstapel_${from}_${to}.csv`)!;
    // Windows-1252, not UTF-8: "ü" is the one byte FC, and no UTF-8 lead byte C3 appears.
    expect(raw.includes(0xfc)).toBe(true);
    expect(raw.includes(0xc3)).toBe(false);
    const { text, header, columns, records } = readExtf(raw);
    console.info(`Die ersten vier Zeilen des Exports:\n${text.split('\r\n').slice(0, 4).join('\n')}`);
    expect(header.slice(0, 5)).toEqual(['EXTF', '700', '21', 'Buchungsstapel', '13']);
    expect(header[5]).toMatch(/^\d{17}$/);
    expect(header.length).toBe(31);
    expect([header[10], header[11], header[12], header[13], header[14], header[15]]).toEqual([
      '1234567',
      '12345',
      `${year}0101`,
      '4',
      from.replaceAll('-', ''),
      to.replaceAll('-', ''),
    ]);
    expect(header[16]).toBe(`Rechnungen ${from.replaceAll('-', '')}-${to.replaceAll('-', '')}`);
    expect([header[18], header[20], header[21], header[26]]).toEqual(['1', '0', 'EUR', '03']);
    expect(columns.length).toBe(125);
    expect(columns.slice(0, 10)).toEqual([
      'Umsatz (ohne Soll/Haben-Kz)',
      'Soll/Haben-Kennzeichen',
      'WKZ Umsatz',
      'Kurs',
      'Basis-Umsatz',
      'WKZ Basis-Umsatz',
      'Konto',
      'Gegenkonto (ohne BU-Schlüssel)',
      'BU-Schlüssel',
      'Belegdatum',
    ]);
    expect(records.length).toBeGreaterThan(0);
    for (const record of records) expect(record.length).toBe(columns.length);
    const column = (name: string) => columns.indexOf(name);
    expect(records.map((record) => record[column('Buchungstext')]).join(' ')).toContain('Jürgen Größe-Öhlschläger');
    expect(records.map((record) => record[column('Buchungstext')]).join(' ')).toContain('Änne Weiß');
    for (const record of records) {
      expect(record[column('Belegdatum')]).toBe(`${today.slice(8, 10)}${today.slice(5, 7)}`);
      expect(documents.map((invoice) => invoice.number)).toContain(record[column('Belegfeld 1')]);
      expect(record[column('Beleglink')]).toBe(`${record[column('Belegfeld 1')]}.pdf`);
      // Every account of the defaults is an automatic one: no BU-Schlüssel.
      expect(record[column('BU-Schlüssel')]).toBe('');
    }

    // Per account Soll minus Haben, from the bookings …
    const balances = new Map<string, number>();
    const add = (account: string, amount: number) => balances.set(account, (balances.get(account) ?? 0) + amount);
    for (const record of records) {
      const amount = cents(record[0]!) * (record[1] === 'S' ? 1 : -1);
      add(record[column('Konto')]!, amount);
      add(record[column('Gegenkonto (ohne BU-Schlüssel)')]!, -amount);
    }
    console.info(`Kontensummen (Soll − Haben, Cent): ${JSON.stringify(Object.fromEntries(balances))}`);
    // … and from the documents: the revenue of the final invoices less their cancellations, the deposits
    // received less those the final invoices settle, the money received, and what the customers still owe.
    const finals = [final, wrong, cancellation];
    const revenue = finals.reduce((sum, invoice) => sum + invoice.gross, 0);
    const settled = finals.reduce((sum, invoice) => sum + invoice.document.prepaidTotal, 0);
    const paid = deposit.amountDue + 50_000;
    expect(balances.get('8400')).toBe(-revenue);
    expect(revenue).toBe(142_681);
    expect(balances.get('1718')).toBe(settled - deposit.amountDue);
    expect(balances.get('1718')).toBe(0);
    expect(balances.get('1200')).toBe(paid);
    const debtors = [...balances.keys()].filter((account) => account.length === 5).sort();
    expect(debtors).toHaveLength(2);
    const owed = (await Promise.all([final.id, wrong.id].map((id) => test.call('GET', `/api/admin/invoices/${id}`)))).map(
      (answer) => answer.body.amountDue - answer.body.paid - (answer.body.status === 'cancelled' ? answer.body.amountDue : 0),
    );
    expect(debtors.map((account) => balances.get(account))).toEqual(owed);
    expect(owed).toEqual([final.amountDue - 50_000, 0]);
    expect([...balances.values()].reduce((sum, value) => sum + value, 0)).toBe(0);

    const debtorFile = readExtf(files.get(`EXTF_Debitoren_${from}_${to}.csv`)!);
    expect(debtorFile.header.slice(0, 5)).toEqual(['EXTF', '700', '16', 'Debitoren/Kreditoren', '5']);
    expect(debtorFile.records.map((record) => [record[0], record[3], record[4], record[6]])).toEqual([
      [debtors[0], 'Größe-Öhlschläger', 'Jürgen', '1'],
      [debtors[1], 'Weiß', 'Änne', '1'],
    ]);
    for (const record of debtorFile.records) expect(record.length).toBe(debtorFile.columns.length);
  });

  it('keeps each customer’s Debitor through repeated exports and gives the next new customer the next number, without gaps', async () => {
    const debtorsOf = async (from: string, to: string) => {
      const files = unzipEntries(Buffer.from(await (await exportZip(from, to)).arrayBuffer()));
      const { records } = readExtf(files.get(`EXTF_Debitoren_${from}_${to}.csv`)!);
      return new Map(records.map((record) => [`${record[4]} ${record[3]}`, Number(record[0])]));
    };
    const from = `${thisMonth}-01`;
    const to = lastDay(thisMonth);
    ok(await test.call('POST', `/api/admin/orders/${await order('Karl Dauer', 'completed')}/invoices`, { kind: 'final' }));
    const first = await debtorsOf(from, to);
    expect(first.get('Karl Dauer')).toBeGreaterThanOrEqual(10000);
    for (let round = 0; round < 4; round += 1) expect(await debtorsOf(from, to)).toEqual(first);

    ok(await test.call('POST', `/api/admin/orders/${await order('Nora Neu', 'completed')}/invoices`, { kind: 'final' }));
    const later = await debtorsOf(from, to);
    expect(later.get('Nora Neu')).toBe(Math.max(...first.values()) + 1);
    // Every number from 10000 on was handed to a customer: none was used up by an export.
    const numbers = (await test.db.select({ id: bookkeepingDebtors.id }).from(bookkeepingDebtors))
      .map((row) => row.id)
      .sort((a, b) => a - b);
    expect(numbers).toEqual(numbers.map((_, index) => index + 1));
  });

  it('refuses days outside 2000–2099 at once, in German, rather than a file of centuries or a stalled server', async () => {
    const outOfRange = { status: 400, body: { error: bookkeepingMessages.periodOutOfRange('01.01.2000', '31.12.2099') } };
    // From a year typed wrong: once a file of 1,028 years, its header claiming Festschreibung.
    expect(await test.call('GET', `/api/admin/exports/datev?from=0999-01-01&to=${today}`)).toEqual(outOfRange);
    // To 9999-12-31: once a stack overflow (500) after the server had stalled.
    // No time is asserted (bench/README.md): the refusal comes before any day is counted.
    expect(await test.call('GET', '/api/admin/exports/datev?from=0999-01-01&to=9999-12-31')).toEqual(outOfRange);
    expect(await test.call('GET', `/api/admin/exports/datev?from=${year}-01-01&to=9999-12-31`)).toEqual(outOfRange);
    expect(await test.call('GET', `/api/admin/exports/datev?from=${year}-02-30&to=${today}`)).toMatchObject({ status: 400 });
  });

  it('refuses a period across two fiscal years, in German', async () => {
    expect(await test.call('GET', `/api/admin/exports/datev?from=${year - 1}-12-01&to=${year}-01-31`)).toEqual({
      status: 400,
      body: { error: bookkeepingMessages.periodAcrossYears(`01.01.${year}`) },
    });
    const settings = ok(await test.call('GET', '/api/admin/settings/bookkeeping'), 200);
    ok(await test.call('PUT', '/api/admin/settings/bookkeeping', { ...settings, fiscalYearStartMonth: 7 }), 200);
    expect((await test.call('GET', `/api/admin/exports/datev?from=${year}-06-01&to=${year}-07-31`)).body).toEqual({
      error: bookkeepingMessages.periodAcrossYears(`01.07.${year}`),
    });
    expect((await exportZip(`${year - 1}-12-01`, `${year}-01-31`)).status).toBe(200);
    ok(await test.call('PUT', '/api/admin/settings/bookkeeping', settings), 200);
  });
});

describe('Monat abschließen', () => {
  it('exports a closed month festgeschrieben, asks before a payment dated in it, and calls a second export a repeat', async () => {
    const orderId = await order('Björn Süß', 'confirmed');
    const issuedOn = new Date(`${previousMonth}-15T10:00:00Z`);
    const depositId = await issueInvoice(test.db, orderId, 'deposit', { username: test.adminName, name: 'Büro' }, issuedOn);

    expect(await test.call('POST', '/api/admin/bookkeeping/months', { month: thisMonth })).toEqual({
      status: 409,
      body: { error: bookkeepingMessages.monthNotOver },
    });
    const closed = ok(await test.call('POST', '/api/admin/bookkeeping/months', { month: previousMonth }));
    expect(closed).toEqual([expect.objectContaining({ month: previousMonth, closedBy: test.adminName, exportedAt: null })]);
    expect((await test.call('POST', '/api/admin/bookkeeping/months', { month: previousMonth })).status).toBe(409);

    const payment = { amount: 10_000, date: `${previousMonth}-20` };
    const germanMonth = `${previousMonth.slice(5, 7)}/${previousMonth.slice(0, 4)}`;
    expect(await test.call('POST', `/api/admin/invoices/${depositId}/payments`, payment)).toEqual({
      status: 409,
      body: { error: closedMonthMessages.paymentInClosedMonth(germanMonth) },
    });
    const confirmed = ok(await test.call('POST', `/api/admin/invoices/${depositId}/payments`, { ...payment, closedMonthConfirmed: true }));
    expect(confirmed.paid).toBe(10_000);
    expect(confirmed.events.at(-1).text).toContain('im abgeschlossenen Monat, bestätigt');

    const from = `${previousMonth}-01`;
    const to = lastDay(previousMonth);
    const firstExport = await exportZip(from, to);
    expect(firstExport.headers.get('x-datev-repeat')).toBeNull();
    const firstBatch = readExtf(unzipEntries(Buffer.from(await firstExport.arrayBuffer())).get(`EXTF_Buchungsstapel_${from}_${to}.csv`)!);
    expect(firstBatch.header[20]).toBe('1');
    expect(firstBatch.header[16]).toBe(`Rechnungen ${from.replaceAll('-', '')}-${to.replaceAll('-', '')}`);
    expect(firstBatch.records.map((record) => [record[0], record[1], record[6], record[7]])).toEqual([['100,00', 'S', '1200', '1718']]);

    const again = await exportZip(from, to);
    expect(again.headers.get('x-datev-repeat')).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const repeated = readExtf(unzipEntries(Buffer.from(await again.arrayBuffer())).get(`EXTF_Buchungsstapel_${from}_${to}.csv`)!);
    expect(repeated.header[16]).toBe(`Wiederholung ${from.replaceAll('-', '')}-${to.replaceAll('-', '')}`);
    expect(repeated.header[20]).toBe('1');
    // A period that reaches into an open month is not festgeschrieben.
    const open = readExtf(
      unzipEntries(Buffer.from(await (await exportZip(from, today)).arrayBuffer())).get(`EXTF_Buchungsstapel_${from}_${today}.csv`)!,
    );
    expect(open.header[20]).toBe('0');
  });
});
