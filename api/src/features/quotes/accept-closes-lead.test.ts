import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminTestApiForFile } from '../../../testing/fixtures.ts';
import { leadHistory, leads } from '../../platform/db/schema.ts';
import { asCustomer, sentQuote } from '../../../testing/test-quotes.ts';

// Issue 23: the customer's acceptance ends the request – its lead is closed, with a line in the timeline.
const test = adminTestApiForFile();

const historyOf = (leadId: number) => test.db.select().from(leadHistory).where(eq(leadHistory.leadId, leadId));

describe('accepting a quote', () => {
  it('closes its lead with a timeline line naming the quote', async () => {
    const quote = await sentQuote(test);
    await test.call('PUT', `/api/admin/leads/${quote.lead.id}/status`, { status: 'in_bearbeitung' });
    const accepted = await asCustomer(test, quote.token, 'POST', `/api/customer/quotes/${quote.quoteId}/accept`, { termsAccepted: true });
    expect(accepted.status).toBe(201);

    const [lead] = await test.db.select().from(leads).where(eq(leads.id, quote.lead.id));
    expect(lead!.status).toBe('abgeschlossen');
    const closing = (await historyOf(quote.lead.id)).filter((entry) => entry.kind === 'status').at(-1);
    expect(closing).toMatchObject({
      by: 'Erika Muster',
      text: `Status: In Bearbeitung → Abgeschlossen (Angebot ${quote.number} angenommen)`,
    });
  });

  it('leaves a lead the office closed already as it is, without a second line', async () => {
    const quote = await sentQuote(test);
    await test.call('PUT', `/api/admin/leads/${quote.lead.id}/status`, { status: 'abgeschlossen' });
    const before = (await historyOf(quote.lead.id)).filter((entry) => entry.kind === 'status');
    await asCustomer(test, quote.token, 'POST', `/api/customer/quotes/${quote.quoteId}/accept`, { termsAccepted: true });
    expect((await historyOf(quote.lead.id)).filter((entry) => entry.kind === 'status')).toHaveLength(before.length);
  });
});
