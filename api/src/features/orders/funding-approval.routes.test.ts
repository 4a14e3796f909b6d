import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminTestApiForFile } from '../../../testing/fixtures.ts';
import { asCustomer, payInvoice, sentQuote } from '../../../testing/test-quotes.ts';
import { outbox } from '../../platform/db/schema.ts';
import { addDays, berlinDay, germanDay } from '../../shared/dates.ts';
import { formatCents } from '../../shared/format.ts';
import { agreementPoints, FUNDING_CONDITION_POINT } from '../quotes/contract/acceptance.ts';
import { FUNDING_CONDITION } from '../quotes/contract/funding-condition.ts';
import { taxCertificateMessages } from '../tax-certificate/contract/tax-certificate.ts';
import { fundingApprovalMessages as m } from './contract/funding-approval.ts';

const test = adminTestApiForFile();

/** A quote under the funding condition (or not), accepted by the customer in the account, and the order confirmed. */
async function acceptedOrder({ fundingCondition = true } = {}) {
  const quote = await sentQuote(test, { fundingCondition });
  const accepted = await asCustomer(test, quote.token, 'POST', `/api/customer/quotes/${quote.quoteId}/accept`, { termsAccepted: true });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(201);
  const orderId = accepted.body.order.id as number;
  expect((await test.call('PUT', `/api/admin/orders/${orderId}/status`, { status: 'confirmed' })).status).toBe(200);
  return { ...quote, orderId, accepted: accepted.body };
}

const issueDeposit = (orderId: number) => test.call('POST', `/api/admin/orders/${orderId}/invoices`, { kind: 'deposit' });
const recordApproval = (orderId: number, body: unknown) => test.call('PUT', `/api/admin/orders/${orderId}/funding-approval`, body);
const mailOf = async (topic: string, orderNumber: string) =>
  (await test.db.select().from(outbox).where(eq(outbox.topic, topic))).find((mail) => mail.subject.includes(orderNumber))!;

describe('the funding condition after the acceptance (§ 158 Abs. 1 BGB, issue 47)', () => {
  it('the points above the button name the condition, and the deposit is due with the Förderzusage, not with the acceptance', () => {
    const points = agreementPoints({ numberLabel: 'AN-2026-0001', version: 1, gross: 119_000, depositPercent: 30, fundingCondition: true });
    expect(points).toContain(FUNDING_CONDITION_POINT);
    expect(FUNDING_CONDITION_POINT).toContain('§ 158 Abs. 1 BGB');
    expect(points.join(' ')).not.toContain('Mit der Annahme ist eine Anzahlung');
    expect(points).toContain(
      `Mit der Förderzusage ist eine Anzahlung von 30 % fällig (${formatCents(35_700)}), der Restbetrag mit der Abnahme.`,
    );
  });

  it('the acceptance answer, both mails and the order carry the condition; the deposit waits for "Förderzusage liegt vor"', async () => {
    const { orderId, accepted, user } = await acceptedOrder();
    const orderNumber = accepted.order.order_number as string;
    expect(accepted.order.acceptance.fundingCondition).toBe(FUNDING_CONDITION);

    const customerMail = await mailOf('quote-accepted-customer', orderNumber);
    expect(customerMail.recipient).toBe(user.email);
    for (const mail of [customerMail, await mailOf('quote-accepted-operator', orderNumber)]) {
      expect(mail.textBody).toContain('aufschiebende Bedingung nach § 158 Abs. 1 BGB');
      expect(mail.textBody).toContain(FUNDING_CONDITION);
      expect(mail.textBody).toContain('fällig mit der Förderzusage');
      expect(mail.textBody).not.toContain('bei Auftragserteilung');
    }

    const order = await test.call('GET', `/api/admin/orders/${orderId}`);
    expect(order.body.acceptance.fundingCondition).toBe(FUNDING_CONDITION);
    expect(order.body.fundingApproval).toBeNull();

    expect(await issueDeposit(orderId)).toEqual({ status: 409, body: { error: m.depositWaits } });

    const today = berlinDay(new Date());
    const future = await recordApproval(orderId, { kind: 'approved', date: addDays(today, 1) });
    expect(future).toEqual({ status: 400, body: { error: m.date } });
    expect((await recordApproval(orderId, { kind: 'approved', date: '2026-02-30' })).status).toBe(400);

    const approved = await recordApproval(orderId, { kind: 'approved', date: today });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.fundingApproval).toMatchObject({ kind: 'approved', date: today, by: test.adminName });
    expect(approved.body.history.at(-1)).toMatchObject({
      text: `Förderzusage liegt vor (vom ${germanDay(today)})`,
      by: test.adminName,
      status: 'confirmed',
      customerNotified: false,
    });
    expect((await issueDeposit(orderId)).status).toBe(201);
  });

  it('the office may go ahead without the Förderzusage only with a reason, which the history keeps', async () => {
    const { orderId } = await acceptedOrder();
    expect((await recordApproval(orderId, { kind: 'proceed', reason: '   ' })).body.issues.reason).toEqual([m.reason]);
    expect((await recordApproval(orderId, { kind: 'sonst' })).status).toBe(400);
    expect((await issueDeposit(orderId)).status).toBe(409);

    const reason = 'Kunde verzichtet schriftlich auf die Förderung (Schreiben vom 3.12.)';
    const proceeded = await recordApproval(orderId, { kind: 'proceed', reason });
    expect(proceeded.status).toBe(200);
    expect(proceeded.body.history.at(-1).text).toBe(`Ohne Förderzusage fortgefahren (Grund: ${reason})`);
    expect((await issueDeposit(orderId)).status).toBe(201);
  });

  it('an order without the condition: the deposit as before, and no Förderzusage to record', async () => {
    const { orderId, accepted } = await acceptedOrder({ fundingCondition: false });
    expect(accepted.order.acceptance.fundingCondition).toBeUndefined();
    const customerMail = await mailOf('quote-accepted-customer', accepted.order.order_number);
    expect(customerMail.textBody).not.toContain('§ 158');
    expect(await recordApproval(orderId, { kind: 'approved', date: berlinDay(new Date()) })).toEqual({
      status: 409,
      body: { error: m.noCondition },
    });
    expect((await issueDeposit(orderId)).status).toBe(201);
  });

  it('refuses the § 35c certificate for an order under the BEG condition (§ 35c Abs. 3 EStG), even paid in full', async () => {
    const { orderId } = await acceptedOrder();
    expect((await recordApproval(orderId, { kind: 'approved', date: berlinDay(new Date()) })).status).toBe(200);
    const deposit = await issueDeposit(orderId);
    expect((await payInvoice(test, deposit.body.id, deposit.body.amountDue)).status).toBe(201);
    for (const status of ['in_production', 'completed'])
      expect((await test.call('PUT', `/api/admin/orders/${orderId}/status`, { status })).status).toBe(200);
    const final = await test.call('POST', `/api/admin/orders/${orderId}/invoices`, { kind: 'final' });
    expect((await payInvoice(test, final.body.id, final.body.amountDue)).status).toBe(201);
    expect(
      (await test.call('PUT', `/api/admin/orders/${orderId}/tax-certificate`, { buildingYear: 1978, ownerOccupied: true })).status,
    ).toBe(200);

    const response = await test.request(`/api/admin/orders/${orderId}/tax-certificate`, {
      headers: { Authorization: `Bearer ${test.adminToken}` },
    });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: taxCertificateMessages.begFunding });
    expect(taxCertificateMessages.begFunding).toContain('§ 35c Abs. 3 EStG');
  });
});
