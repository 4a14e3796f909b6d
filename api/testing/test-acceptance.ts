import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { outbox } from '../src/platform/db/schema.ts';
import type { AdminTestApi } from './test-admin.ts';
import { asCustomer, sentQuote } from './test-quotes.ts';

/** A customer's accepted quote and its order, confirmed by the office: the Abnahme can be recorded or asked for. */
export async function confirmedOrder(test: AdminTestApi) {
  const quote = await sentQuote(test);
  const { body } = await asCustomer(test, quote.token, 'POST', `/api/customer/quotes/${quote.quoteId}/accept`, { termsAccepted: true });
  const orderId = body.order.id as number;
  const moved = await test.call('PUT', `/api/admin/orders/${orderId}/status`, { status: 'confirmed' });
  if (moved.status !== 200) throw new Error(`Bestätigen: ${moved.status} ${JSON.stringify(moved.body)}`);
  return { orderId, orderNumber: body.order.order_number as string, customerToken: quote.token };
}

/** A small camera photo as the browser sends it in a multipart part. */
export async function photoFile(red: number) {
  const bytes = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: red, g: 40, b: 40 } } })
    .jpeg()
    .toBuffer();
  return new File([new Uint8Array(bytes)], 'mangel.jpg', { type: 'image/jpeg' });
}

/** "Abnahme verlangen" for the order; answers the token of the personal link mailed to the customer. */
export async function acceptanceLink(test: AdminTestApi, orderId: number) {
  const answer = await test.call('POST', `/api/admin/orders/${orderId}/acceptance/request`, {});
  if (answer.status !== 201) throw new Error(`Abnahme verlangen: ${answer.status} ${JSON.stringify(answer.body)}`);
  const mails = await test.db.select().from(outbox).where(eq(outbox.topic, 'acceptance-request'));
  const [latest] = await test.db
    .select()
    .from(outbox)
    .where(eq(outbox.id, Math.max(...mails.map((mail) => mail.id))));
  return /\/abnahme\/([A-Za-z0-9_-]{43})/.exec(latest!.textBody)![1]!;
}
