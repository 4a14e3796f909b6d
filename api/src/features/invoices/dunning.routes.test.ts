import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminTestApiForFile } from '../../../testing/fixtures.ts';
import { invoiceDunning, orders, outbox } from '../../platform/db/schema.ts';
import { pdfText } from '../../../testing/pdf-text.ts';
import { readQrCodes, readQrOnFirstPage } from '../../../testing/qr-reader.ts';
import { asCustomer, sentQuote } from '../../../testing/test-quotes.ts';
import { defaultInterest, shiftDay } from './contract/dunning.ts';
import { dunningMessages } from './contract/dunning-messages.ts';
import { issueInvoice } from './issue-invoice.ts';
import { sendDunning } from './send-dunning.ts';
import { berlinDay } from '../../shared/dates.ts';

const test = adminTestApiForFile();

const actor = { username: 'buero-test', name: 'Berta Büro' };
const DAY = 86_400_000;

/** A confirmed order's deposit invoice (428,04 €), issued `daysAgo` days ago; `company` makes it a business's. */
async function lateInvoice(daysAgo: number, company = '') {
  const quote = await sentQuote(test);
  const { body } = await asCustomer(test, quote.token, 'POST', `/api/customer/quotes/${quote.quoteId}/accept`, { termsAccepted: true });
  if (company) await test.db.update(orders).set({ customerCompany: company }).where(eq(orders.id, body.order.id));
  await test.call('PUT', `/api/admin/orders/${body.order.id}/status`, { status: 'confirmed' });
  const id = await issueInvoice(test.db, body.order.id, 'deposit', actor, new Date(Date.now() - daysAgo * DAY));
  return { id, email: quote.user.email as string };
}

describe('default interest (§ 288 BGB)', () => {
  const baseRates = [
    { validFrom: '2025-01-01', basisPoints: 227 },
    { validFrom: '2025-07-01', basisPoints: 127 },
  ];
  const across = { amountDue: 100_000, payments: [], from: '2025-06-01', to: '2025-07-31', baseRates };

  it('counts actual days / 365 at base + 5 points for a consumer, split where the base rate changes', () => {
    // 1.000 € × 7,27 % × 30/365 + 1.000 € × 6,27 % × 31/365 = 5,9753… + 5,3252… = 11,3005… → 11,30 €
    expect(defaultInterest({ ...across, points: 5 })).toEqual({
      periods: [
        { from: '2025-06-01', to: '2025-06-30', days: 30, principal: 100_000, basisPoints: 727 },
        { from: '2025-07-01', to: '2025-07-31', days: 31, principal: 100_000, basisPoints: 627 },
      ],
      interest: 1130,
    });
  });

  it('at base + 9 points for a business, rounded half up once; a part payment lowers the principal from the next day', () => {
    // 1.000 € × 11,27 % × 30/365 + 1.000 € × 10,27 % × 31/365 = 9,2630… + 8,7224… = 17,9855… → 17,99 €
    expect(defaultInterest({ ...across, points: 9 }).interest).toBe(1799);
    const paid = defaultInterest({ ...across, points: 9, payments: [{ amount: 60_000, paidOn: '2025-06-15' }] });
    expect(paid.periods.map((period) => [period.from, period.days, period.principal])).toEqual([
      ['2025-06-01', 15, 100_000],
      ['2025-06-16', 15, 40_000],
      ['2025-07-01', 31, 40_000],
    ]);
    // (100.000 × 15 × 1127 + 40.000 × 15 × 1127 + 40.000 × 31 × 1027) / 3.650.000 = 997,30… → 9,97 €
    expect(paid.interest).toBe(997);
  });
});

describe('Fällige Mahnungen', () => {
  it('lists the Zahlungserinnerung when due, sends it once for two clicks at once, then the 1. Mahnung with interest and the flat fee', async () => {
    const { id, email } = await lateInvoice(60, 'Muster Bau GmbH');
    const due = await test.call('GET', '/api/admin/dunning');
    expect(due.body.find((row: { invoiceId: number }) => row.invoiceId === id)).toMatchObject({
      level: 'reminder',
      figures: { total: 42_804 },
    });

    const clicks = await Promise.all([1, 2].map(() => test.call('POST', `/api/admin/dunning/${id}`, { level: 'reminder' })));
    expect(clicks.map((click) => click.status).sort()).toEqual([200, 409]);
    expect(clicks.find((click) => click.status === 409)!.body).toEqual({ error: dunningMessages.notDue('Zahlungserinnerung') });
    const mails = (
      await test.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.recipient, email), eq(outbox.topic, 'invoice-reminder')))
    ).length;
    expect(mails).toBe(1);
    // Not listed again until its interval is over; the 2. Mahnung is refused before the 1.
    expect((await test.call('GET', '/api/admin/dunning')).body.some((row: { invoiceId: number }) => row.invoiceId === id)).toBe(false);
    expect((await test.call('POST', `/api/admin/dunning/${id}`, { level: 'second' })).status).toBe(409);

    // Three weeks later the 1. Mahnung is due.
    const later = new Date(Date.now() + 21 * DAY);
    await sendDunning({ db: test.db, siteUrl: 'http://localhost' }, id, 'first', actor, later);
    const [letterRow] = await test.db
      .select()
      .from(invoiceDunning)
      .where(and(eq(invoiceDunning.invoiceId, id), eq(invoiceDunning.level, 'first')));
    // A business is in default 30 days after due date and receipt (§ 286 Abs. 3 BGB), before the reminder
    // made it so: interest on 428,04 € at 1,27 % + 9 points from then to the letter's day, both included.
    const { dueDate } = (await test.call('GET', `/api/admin/invoices/${id}`)).body as { dueDate: string };
    const defaultFrom = shiftDay(dueDate, 31);
    expect(defaultFrom < shiftDay(berlinDay(new Date()), 1)).toBe(true);
    const days = (Date.parse(berlinDay(later)) - Date.parse(defaultFrom)) / DAY + 1;
    expect(letterRow).toMatchObject({ open: 42_804, fees: 4000, interest: Math.round((42_804 * days * 1027) / 3_650_000) });
    expect(letterRow!.total).toBe(42_804 + letterRow!.interest + 4000);

    const [mail] = (
      await test.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.recipient, email), eq(outbox.topic, 'invoice-reminder')))
    ).filter((row) => row.subject.startsWith('1. Mahnung'));
    const files = new Map(mail!.attachments!.map((file) => [file.filename, Buffer.from(file.contentBase64, 'base64')]));
    const letter = [...files.entries()].find(([name]) => name.startsWith('1-Mahnung'))![1];
    const text = pdfText(letter).replace(/ *\n */g, ' ');
    expect(text).toContain('Verzugspauschale (§ 288 Abs. 5 BGB)');
    expect(text).toContain(`× 10,27 % × ${days} Tage / 365`);
    const total = `EUR${Math.floor(letterRow!.total / 100)}.${String(letterRow!.total % 100).padStart(2, '0')}`;
    expect(readQrOnFirstPage(letter)[0]!.split('\n')[7]).toBe(total);
    const png = [...files.entries()].find(([name]) => name.startsWith('GiroCode-'))![1];
    expect(readQrCodes(png)[0]!.split('\n')[7]).toBe(total);

    // Never twice, even when asked directly.
    await expect(sendDunning({ db: test.db, siteUrl: 'http://localhost' }, id, 'first', actor, later)).rejects.toMatchObject({
      status: 409,
    });
  });
});
