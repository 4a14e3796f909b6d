import { describe, expect, it } from 'vitest';
import { adminTestApiForFile } from '../../../testing/fixtures.ts';
import { asCustomer, sentQuote } from '../../../testing/test-quotes.ts';
import { agreementPoints } from '../quotes/contract/acceptance.ts';
import { depositAmounts } from './contract/invoice-amounts.ts';
import { pdfText } from '../../../testing/pdf-text.ts';

const test = adminTestApiForFile();

/** A sent quote over 1.426,81 €, as the customer's account lists it (with the share an acceptance now agrees to). */
async function quoteInAccount() {
  const quote = await sentQuote(test);
  const listed = await asCustomer(test, quote.token, 'GET', '/api/customer/quotes');
  return { quote, shown: (listed.body as { id: number; depositPercent: number }[]).find((row) => row.id === quote.quoteId)! };
}

async function acceptAndConfirm(quote: Awaited<ReturnType<typeof sentQuote>>) {
  const { body } = await asCustomer(test, quote.token, 'POST', `/api/customer/quotes/${quote.quoteId}/accept`, { termsAccepted: true });
  expect((await test.call('PUT', `/api/admin/orders/${body.order.id}/status`, { status: 'confirmed' })).status).toBe(200);
  return body.order as { id: number; deposit_percent: number; acceptance: { downPaymentPercent: number } };
}

const depositOf = async (orderId: number) => (await test.call('POST', `/api/admin/orders/${orderId}/invoices`, { kind: 'deposit' })).body;

describe('the deposit share (Einstellungen → Rechnungen, ADR 066)', () => {
  it('is recorded with the acceptance: a later setting changes neither that order nor its deposit invoice, a new acceptance takes the new share', async () => {
    const first = await quoteInAccount();
    expect(first.shown.depositPercent).toBe(30);
    const before = await acceptAndConfirm(first.quote);
    expect(before.deposit_percent).toBe(30);

    const settings = (await test.call('GET', '/api/admin/settings/invoices')).body;
    expect((await test.call('PUT', '/api/admin/settings/invoices', { ...settings, depositPercent: 40 })).status).toBe(200);

    const earlier = await depositOf(before.id);
    expect(earlier.gross).toBe(depositAmounts(142_681, 30).gross);
    expect(earlier.document.lines[0].title).toMatch(/^Anzahlung 30 % /);

    const second = await quoteInAccount();
    expect(second.shown.depositPercent).toBe(40);
    expect(
      agreementPoints({ numberLabel: second.quote.number, version: 1, gross: 142_681, depositPercent: second.shown.depositPercent }),
    ).toContain('Mit der Annahme ist eine Anzahlung von 40 % fällig (570,72\u00a0€), der Restbetrag mit der Abnahme.');
    const after = await acceptAndConfirm(second.quote);
    expect(after.deposit_percent).toBe(40);
    expect(after.acceptance.downPaymentPercent).toBe(40);
    const later = await depositOf(after.id);
    expect(later.gross).toBe(depositAmounts(142_681, 40).gross);
    expect(later.document.lines[0].title).toMatch(/^Anzahlung 40 % /);
  });

  it('binds as the quote was sent (§ 145 BGB): its PDF, the account and the acceptance keep that share when the setting changes later', async () => {
    const setShare = async (depositPercent: number) => {
      const settings = (await test.call('GET', '/api/admin/settings/invoices')).body;
      expect((await test.call('PUT', '/api/admin/settings/invoices', { ...settings, depositPercent })).status).toBe(200);
    };
    const pdfOf = async (quoteId: number) => {
      const response = await test.request(`/api/admin/quotes/${quoteId}/pdf`, { headers: { Authorization: `Bearer ${test.adminToken}` } });
      return pdfText(Buffer.from(await response.arrayBuffer())).replace(/\s+/g, ' ');
    };
    await setShare(25);
    const offered = await quoteInAccount();
    expect(await pdfOf(offered.quote.quoteId)).toContain('eine Anzahlung von 25 % fällig (356,70 €)');

    await setShare(50);
    expect(await pdfOf(offered.quote.quoteId)).toContain('eine Anzahlung von 25 % fällig');
    const listed = await asCustomer(test, offered.quote.token, 'GET', '/api/customer/quotes');
    expect((listed.body as { id: number; depositPercent: number }[]).find((row) => row.id === offered.quote.quoteId)!.depositPercent).toBe(
      25,
    );
    const order = await acceptAndConfirm(offered.quote);
    expect(order.deposit_percent).toBe(25);
    expect(order.acceptance.downPaymentPercent).toBe(25);

    const next = await quoteInAccount();
    expect(next.shown.depositPercent).toBe(50);
    expect(await pdfOf(next.quote.quoteId)).toContain('eine Anzahlung von 50 % fällig');
  });
});
