import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../api/src/platform/db/client.ts';
import { quotes } from '../../../api/src/platform/db/schema.ts';
import { priceInBasis, type PriceBasis } from '../../../api/src/features/documents/contract/totals.ts';
import { insertLeads, leadValues } from '../../../api/testing/test-leads.ts';
import { createAccount } from './accounts.ts';
import { waitForMail } from './outbox.ts';

const outbox = () => process.env.E2E_OUTBOX_DIR!;

const windowOptions = [
  { id: 1, key: 'fenstertyp', category: 'Fenstertyp', name: 'Zweiteilig', price: 6705 },
  { id: 2, key: 'farbe_und_dekore', category: 'Farbe und Dekore', name: 'Weiß', price: 0, colorCode: '#FFFFFF' },
];

/**
 * A configured funnel request (no account), quoted and sent by the operator through the API; the window
 * line keeps its drawing as a draft from a configured lead does. `beforeSend`: what a spec does to the
 * draft in the editor before it goes out. Returns the link read from the mail.
 */
export async function mailedQuoteLink(
  request: APIRequestContext,
  db: Database,
  email: string,
  beforeSend: (id: number) => Promise<void> = async () => {},
) {
  const [lead] = await insertLeads(db, [
    leadValues({
      email,
      configuration: [
        {
          productId: 1,
          productName: 'Kunststofffenster',
          options: windowOptions,
          breite: 120,
          hoehe: 140,
          menge: 2,
          unitPrice: 45_000,
          totalPrice: 90_000,
        },
      ],
    }),
  ]);
  const admin = await createAccount(db, 'admin');
  const headers = { Authorization: `Bearer ${admin.token}` };
  const created = await request.post('/api/admin/quotes', { headers, data: { leadId: lead!.id } });
  expect(created.status()).toBe(201);
  const { id, number, validUntil, priceBasis } = (await created.json()) as {
    id: number;
    number: string;
    validUntil: string;
    priceBasis: PriceBasis;
  };
  // Net prices, typed in the draft's basis: a consumer's gross (ADR 076), the totals the same.
  const typed = (net: number) => priceInBasis(net, 'net', priceBasis);
  const lines = [
    { kind: 'product', title: 'Kunststofffenster', description: 'Größe: 120 × 140 cm', quantity: 2, unitPrice: typed(45_000), discount: 0 },
    { kind: 'service', title: 'Montage', description: '', quantity: 1, unitPrice: typed(19_900), discount: 0 },
  ];
  expect((await request.put(`/api/admin/quotes/${id}`, { headers, data: { lines, validUntil, note: '' } })).status()).toBe(200);
  await beforeSend(id);
  const [draft] = await db.select().from(quotes).where(eq(quotes.id, id));
  const drawing = {
    breite: 120,
    hoehe: 140,
    options: windowOptions.map(({ key, category, name, colorCode }) => ({ key, category, name, colorCode })),
  };
  await db
    .update(quotes)
    .set({
      lines: draft!.lines.map((line, index) => (index === 0 ? { ...line, drawing } : line)),
      // A quote goes out only with a postal address (the editor's "Kunde und Anschrift").
      customerAddress: { street: 'Musterstraße 12', postcode: '20095', city: 'Hamburg' },
    })
    .where(eq(quotes.id, id));
  expect((await request.post(`/api/admin/quotes/${id}/send`, { headers })).status()).toBe(200);
  const mail = await waitForMail(outbox(), email, number);
  const path = mail.match(/\/angebot\/[A-Za-z0-9_-]{43}/)?.[0];
  expect(path, 'the mail carries the personal link').toBeTruthy();
  const [sent] = await db.select().from(quotes).where(eq(quotes.id, id));
  return { id, number, path: path!, gross: sent!.gross };
}
