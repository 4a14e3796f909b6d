import { describe, expect, it } from 'vitest';
import { adminTestApiForFile } from '../../../testing/fixtures.ts';
import { quoteMessages } from './contract/quotes.ts';
import { pdfText } from '../../../testing/pdf-text.ts';
import { sentQuote } from '../../../testing/test-quotes.ts';

const test = adminTestApiForFile();

describe('a quote line from a line preset', () => {
  it('keeps its unit and labour flag when saved, prints the unit beside the quantity and carries both into a new version', async () => {
    const { quoteId, number } = await sentQuote(test, { send: false });
    const [preset] = (await test.call('GET', '/api/admin/settings/line-presets')).body;
    const quote = (await test.call('GET', `/api/admin/quotes/${quoteId}`)).body;
    const presetLine = {
      kind: 'service',
      title: preset.name,
      description: '',
      quantity: 2,
      unitPrice: preset.netPrice,
      discount: 0,
      unit: preset.unit,
      labour: preset.labour,
    };
    const lines = [...quote.lines, presetLine, { ...presetLine, title: 'Lieferung', quantity: 1, unit: 'pauschal', labour: false }];
    const saved = await test.call('PUT', `/api/admin/quotes/${quoteId}`, { lines, validUntil: quote.validUntil, note: '' });
    expect(saved.status).toBe(200);
    expect(saved.body.lines.slice(-2)).toEqual([
      {
        kind: 'service',
        title: 'Montage je Fenster',
        description: '',
        quantity: 2,
        unitPrice: 12_000,
        discount: 0,
        unit: 'Stk.',
        labour: true,
      },
      {
        kind: 'service',
        title: 'Lieferung',
        description: '',
        quantity: 1,
        unitPrice: 12_000,
        discount: 0,
        unit: 'pauschal',
        labour: false,
      },
    ]);
    // A line without them stays without them.
    expect(saved.body.lines[0]).not.toHaveProperty('unit');
    expect((await test.call('GET', `/api/admin/quotes/${quoteId}`)).body.lines).toEqual(saved.body.lines);

    const pdf = await test.request(`/api/admin/quotes/${quoteId}/pdf`, { headers: { Authorization: `Bearer ${test.adminToken}` } });
    const text = pdfText(Buffer.from(await pdf.arrayBuffer()));
    expect(text).toContain('2 Stk.');
    expect(text).toContain('1 pauschal');

    expect((await test.call('POST', `/api/admin/quotes/${quoteId}/send`)).status).toBe(200);
    const next = await test.call('POST', `/api/admin/quotes/${quoteId}/new-version`);
    expect(next).toMatchObject({ status: 201, body: { number, version: 2 } });
    expect(next.body.lines).toEqual(saved.body.lines);
  });

  it('refuses a unit outside Stk., m, pauschal and a labour flag that is not true or false', async () => {
    const { quoteId } = await sentQuote(test, { send: false });
    const quote = (await test.call('GET', `/api/admin/quotes/${quoteId}`)).body;
    const line = { kind: 'service', title: 'Montage', quantity: 1, unitPrice: 100 };
    const answer = await test.call('PUT', `/api/admin/quotes/${quoteId}`, {
      lines: [
        { ...line, unit: 'kg' },
        { ...line, labour: 'ja' },
      ],
      validUntil: quote.validUntil,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.issues).toEqual({ 'lines.0.unit': [quoteMessages.unit], 'lines.1.labour': [quoteMessages.labour] });
  });
});
