import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ciiFacts, en16931Problems } from '../../../testing/e-invoice-xml.ts';
import { createTestDatabase, type TestDatabase } from '../../../testing/test-database.ts';
import { enterTestCompany } from '../../../testing/test-company.ts';
import { oneLineInvoiceDocument } from '../../../testing/test-invoice-document.ts';
import type { InvoiceDocument } from './contract/invoices.ts';
import { xRechnungXml, type EInvoiceHeader } from './e-invoice.ts';
import { sellerParty } from './seller-party.ts';

let test: TestDatabase;
let document: InvoiceDocument;
beforeAll(async () => {
  test = await createTestDatabase();
  await enterTestCompany(test.db);
  document = oneLineInvoiceDocument(
    await sellerParty(test.db),
    { name: 'Erika Mustermann', company: 'Muster GmbH', address: { street: 'Musterweg 1', postcode: '20095', city: 'Hamburg' } },
    true,
  );
});
afterAll(() => test.cleanup());

const header = (number: string, issueDate = '2026-11-26'): EInvoiceHeader => ({
  number,
  issueDate,
  dueDate: '2026-12-10',
  serviceDate: '2026-11-20',
  customerEmail: 'einkauf@muster.example',
});

describe('the XRechnung with the schema validator compiled once', () => {
  it('writes each invoice with its own figures, and every one passes EN 16931', async () => {
    const first = await xRechnungXml(document, header('RE-2026-0001'));
    const smaller: InvoiceDocument = {
      ...document,
      lines: [{ ...document.lines[0]!, unitPrice: 50_000, net: 50_000 }],
      totals: { net: 50_000, vat: 9_500, gross: 59_500 },
      amountDue: 59_500,
    };
    const second = await xRechnungXml(smaller, header('RE-2026-0002'));
    expect(ciiFacts(first)).toMatchObject({ number: 'RE-2026-0001', totals: { duePayable: 119_000 } });
    expect(ciiFacts(second)).toMatchObject({ number: 'RE-2026-0002', totals: { duePayable: 59_500 } });
    expect(en16931Problems(ciiFacts(first))).toEqual([]);
    expect(en16931Problems(ciiFacts(second))).toEqual([]);
  });

  it('still refuses data the schema refuses after the validator was kept', async () => {
    await xRechnungXml(document, header('RE-2026-0003'));
    await expect(xRechnungXml(document, header('RE-2026-0004', '26.11.2026'))).rejects.toThrow();
    // The refusal left nothing behind: the next good invoice is written.
    expect(ciiFacts(await xRechnungXml(document, header('RE-2026-0005'))).number).toBe('RE-2026-0005');
  });
});
