import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../testing/test-database.ts';
import { enterTestCompany } from '../../../../testing/test-company.ts';
import { oneLineInvoiceDocument } from '../../../../testing/test-invoice-document.ts';
import { acceptancePdf } from '../../acceptance/acceptance-pdf.ts';
import { renderDunningLetter } from '../../invoices/dunning-letter-pdf.ts';
import { renderInvoicePdf } from '../../invoices/invoice-pdf.ts';
import { sellerParty } from '../../invoices/seller-party.ts';
import type { QuoteLine } from '../contract/lines.ts';
import { documentTotals } from '../contract/totals.ts';
import { renderQuotePdf } from '../../quotes/quote-pdf.ts';
import { currentCompany } from '../../settings/current-company.ts';
import { renderCertificatePdf } from '../../tax-certificate/certificate-pdf.ts';

/** A word as pdftotext -bbox places it on the first page: its text and box in points from the top left. */
interface Word {
  text: string;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

const folder = mkdtempSync(join(tmpdir(), 'letter-layout-'));

/** The words of a PDF's first page, read by poppler's pdftotext as a reader's software would. */
function firstPageWords(pdf: Buffer, name: string): Word[] {
  const file = join(folder, `${name}.pdf`);
  writeFileSync(file, pdf);
  const html = execFileSync('pdftotext', ['-bbox', '-f', '1', '-l', '1', file, '-'], { encoding: 'utf8' });
  return [...html.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g)].map((match) => ({
    text: match[5]!,
    xMin: Number(match[1]),
    yMin: Number(match[2]),
    xMax: Number(match[3]),
    yMax: Number(match[4]),
  }));
}

/** Where a letter puts the parts every document shares: the first word of each, with its box. */
function landmarks(words: Word[]) {
  const first = (where: (word: Word) => boolean) => words.find(where) ?? null;
  return {
    // The sender's name at the top left.
    heading: first((word) => word.yMin < 90 && word.xMin < 100),
    // The contact column at the top right, right-aligned: the last word of its first line.
    contact: words.filter((word) => word.yMin < 70 && word.xMin > 300).at(-1) ?? null,
    // The return line above the recipient in the address window (DIN 5008).
    returnLine: first((word) => word.yMin > 140 && word.yMin < 175 && word.xMin < 100),
    // The first label of the information block.
    info: first((word) => word.yMin > 130 && word.yMin < 150 && word.xMin > 330 && word.xMin < 350),
    // The footer with the company data.
    footer: first((word) => word.yMin > 780),
  };
}

const line: QuoteLine = { kind: 'service', title: 'Montage', description: '', quantity: 1, unitPrice: 100_000, discount: 0 };

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
  await enterTestCompany(test.db);
});
afterAll(() => {
  test.cleanup();
  rmSync(folder, { recursive: true, force: true });
});

async function everyLetter() {
  const company = await currentCompany(test.db);
  const seller = await sellerParty(test.db);
  const buyer = { name: 'Erika Mustermann', company: '', address: { street: 'Musterweg 1', postcode: '20095', city: 'Hamburg' } };
  const document = oneLineInvoiceDocument(seller, buyer, false);
  const invoice = { number: 'RE-2026-0001', issueDate: '2026-11-26', dueDate: '2026-12-10', document };
  const quote = await renderQuotePdf(
    {
      number: 'AN-2026-0001',
      version: 1,
      leadReference: 'A-2026-0001',
      customerName: buyer.name,
      customerCompany: '',
      customerPhone: '',
      customerAddress: buyer.address,
      installationAddress: null,
      lines: [line],
      priceBasis: 'net',
      ...documentTotals([line], 'net'),
      validUntil: '2026-12-24',
      note: '',
      fundingCondition: true,
      createdAt: new Date('2026-11-26T10:00:00Z'),
      sentAt: null,
    },
    30,
    company,
  );
  const dunning = await renderDunningLetter({
    ...invoice,
    level: 'reminder',
    day: '2026-12-20',
    figures: { open: 119_000, interest: 0, periods: [], defaultFrom: null, flatFee: 0, dunningFees: 0, newFees: 0, total: 119_000 },
  });
  const acceptance = await acceptancePdf({
    company,
    orderNumber: 'B-2026-0001',
    customer: buyer,
    installationAddress: buyer.address,
    lines: [line],
    acceptance: {
      state: 'accepted',
      kind: null,
      acceptedOn: '2026-11-20',
      warrantyEndsOn: '2031-11-19',
      reason: '',
      requestDeadline: null,
      place: '',
      present: '',
      installedLines: [0],
      reservations: '',
      customerSigner: '',
      fitterName: '',
      signed: false,
      defects: [],
    },
    photos: new Map(),
    signatures: { customer: null, fitter: null },
  });
  const certificate = await renderCertificatePdf(
    {
      orderNumber: 'B-2026-0001',
      invoiceNumber: 'RE-2026-0001',
      customerName: buyer.name,
      address: buyer.address,
      object: buyer.address,
      buildingYear: 1978,
      from: '2026-10-01',
      to: '2026-11-20',
      labour: 40_000,
      material: 79_000,
      total: 119_000,
      elements: [],
    },
    company,
  );
  return { quote, invoice: await renderInvoicePdf(invoice), dunning, acceptance, certificate };
}

/**
 * What must agree between two letters: the same sender gives the same heading, return line and footer
 * word in the same box; the contact column (right-aligned) and the information block (left-aligned) hold
 * other texts per document but start on the same line at the same edge.
 */
const compared: Record<keyof ReturnType<typeof landmarks>, (keyof Word)[]> = {
  heading: ['text', 'xMin', 'yMin', 'xMax', 'yMax'],
  contact: ['xMax', 'yMin', 'yMax'],
  returnLine: ['text', 'xMin', 'yMin', 'xMax', 'yMax'],
  info: ['xMin', 'yMin', 'yMax'],
  footer: ['text', 'xMin', 'yMin', 'xMax', 'yMax'],
};

const placeOf = (word: Word | null, keys: (keyof Word)[]) =>
  word && Object.fromEntries(keys.map((key) => [key, typeof word[key] === 'number' ? word[key].toFixed(2) : word[key]]));

describe('one letter for every PDF (ADR 066)', () => {
  it('puts letterhead, return line, information block and footer of the quote, invoice, dunning letter, Abnahme protocol and § 35c certificate at the same places', async () => {
    const letters = await everyLetter();
    const quote = landmarks(firstPageWords(letters.quote, 'quote'));
    for (const [name, pdf] of Object.entries(letters)) {
      const other = landmarks(firstPageWords(pdf, name));
      for (const [part, keys] of Object.entries(compared) as [keyof typeof compared, (keyof Word)[]][]) {
        expect(quote[part], part).not.toBeNull();
        expect({ letter: name, part, place: placeOf(other[part], keys) }).toEqual({
          letter: name,
          part,
          place: placeOf(quote[part], keys),
        });
      }
    }
  });
});
