import { describe, expect, it } from 'vitest';
import { checkDraft, draftOf, draftTotals, moveLine, sameDraft, newLine, presetLine, type QuoteDraft } from './quote-draft.ts';

const window = {
  kind: 'product' as const,
  title: 'Kunststofffenster',
  description: '1230 × 1480 mm',
  quantity: 2,
  unitPrice: 75345,
  discount: 0,
};
const draft = (): QuoteDraft => draftOf({ lines: [window], validUntil: '2099-12-31', note: '' });

describe('quote draft', () => {
  it('keeps a line’s element values and badge and the funding condition through an edit (ADR 063)', () => {
    const valued = {
      ...window,
      values: { kind: 'window' as const, u: 90, ug: 50, g: 52, rw: null, rc: null },
      funding: 'förderfähig (BEG EM, Uw ≤ 0,95)',
    };
    const checked = checkDraft(draftOf({ lines: [valued], validUntil: '2099-12-31', note: '', fundingCondition: true }));
    expect(checked).toEqual({ ok: true, body: { lines: [valued], validUntil: '2099-12-31', note: '', fundingCondition: true } });
  });

  it('shows cents as German euro text and reads them back to the same body', () => {
    const form = draft();
    expect(form.lines[0]).toMatchObject({ quantity: '2', unitPrice: '753,45', discount: '' });
    expect(checkDraft(form)).toEqual({ ok: true, body: { lines: [window], validUntil: '2099-12-31', note: '' } });
  });

  it('adds Montage at 250,00 € net to the net sum, VAT added once on it', () => {
    const form = draft();
    form.lines.push({ ...newLine('service', 'Montage'), unitPrice: '250,00' });
    // 2 × 753,45 + 250,00 = 1.756,90 € net; VAT round(175690 × 19 / 100) = 333,81 €; gross 2.090,71 €.
    expect(draftTotals(form, 'net')).toEqual({ net: 175690, vat: 33381, gross: 209071 });
  });

  it('keeps the arithmetic of a gross draft from before the price rule: VAT extracted from the gross sum', () => {
    const form = draft();
    form.lines.push({ ...newLine('service', 'Montage'), unitPrice: '250,00' });
    expect(draftTotals(form, 'gross')).toEqual({ gross: 175690, vat: 28051, net: 147639 });
  });

  it('names each wrong field by the path the server uses', () => {
    const form = draft();
    form.lines.push({ ...newLine('service', ''), unitPrice: '12,3x', quantity: '0' });
    form.lines[0] = { ...form.lines[0]!, discount: '2.000,00' };
    const checked = checkDraft(form);
    expect(checked.ok).toBe(false);
    expect(!checked.ok && Object.keys(checked.errors).sort()).toEqual([
      'lines.0.discount',
      'lines.1.quantity',
      'lines.1.title',
      'lines.1.unitPrice',
    ]);
  });

  it('asks for the price of a new line instead of sending 0,00 €', () => {
    const form = draft();
    form.lines.push(newLine('service', 'Lieferung'));
    expect(checkDraft(form)).toEqual({
      ok: false,
      errors: { 'lines.1.unitPrice': 'Bitte geben Sie einen Betrag in Euro ein, z. B. 1.234,56.' },
    });
  });

  it('counts an unreadable amount as 0 while typing', () => {
    const form = draft();
    form.lines[0] = { ...form.lines[0]!, unitPrice: '7,' };
    expect(draftTotals(form, 'net').gross).toBe(0);
  });

  it('moves lines and tells changed from saved', () => {
    const form = draft();
    form.lines.push(newLine('service', 'Lieferung'));
    const moved = { ...form, lines: moveLine(form.lines, 1, -1) };
    expect(moved.lines.map((line) => line.title)).toEqual(['Lieferung', 'Kunststofffenster']);
    expect(moveLine(form.lines, 0, -1)).toBe(form.lines);
    expect(sameDraft(form, { ...form, lines: [...form.lines] })).toBe(true);
    expect(sameDraft(form, moved)).toBe(false);
  });

  it('takes a preset as a free line with its name, net price, unit and labour flag, and keeps them through a save', () => {
    const form = draft();
    form.lines.push(presetLine({ id: 1, name: 'Anschlussfuge abdichten', unit: 'm', netPrice: 850, labour: true }, form.lines, 'net'));
    expect(form.lines[1]).toMatchObject({ kind: 'service', title: 'Anschlussfuge abdichten', quantity: '1', unitPrice: '8,50', unit: 'm' });
    const checked = checkDraft(form);
    const line = {
      kind: 'service',
      title: 'Anschlussfuge abdichten',
      description: '',
      quantity: 1,
      unitPrice: 850,
      discount: 0,
      unit: 'm',
      labour: true,
    };
    expect(checked).toEqual({ ok: true, body: { lines: [window, line], validUntil: '2099-12-31', note: '' } });
    // What the server answers reads back into the same form.
    expect(draftOf({ lines: [window, line as never], validUntil: '2099-12-31', note: '' }).lines[1]).toMatchObject({
      unit: 'm',
      labour: true,
      unitPrice: '8,50',
    });
  });

  it('prices a preset with its VAT on a consumer’s gross draft (ADR 076)', () => {
    const preset = { id: 1, name: 'Montage je Fenster', unit: 'Stk.' as const, netPrice: 12_000, labour: true };
    expect(presetLine(preset, [], 'gross').unitPrice).toBe('142,80');
    expect(presetLine(preset, [], 'net').unitPrice).toBe('120,00');
  });

  it('starts a preset counted in pieces with the number of windows in the draft, others with 1', () => {
    const form = draft();
    form.lines.push({ ...newLine('product', 'Balkontür'), quantity: '3', unitPrice: '900,00' });
    form.lines.push(presetLine({ id: 2, name: 'Montage je Fenster', unit: 'Stk.', netPrice: 12_000, labour: true }, form.lines, 'net'));
    form.lines.push(presetLine({ id: 3, name: 'Lieferung', unit: 'pauschal', netPrice: 9_000, labour: false }, form.lines, 'net'));
    expect(form.lines.slice(-2).map((line) => [line.title, line.quantity])).toEqual([
      ['Montage je Fenster', '5'],
      ['Lieferung', '1'],
    ]);
    // Without windows yet the piece preset starts at 1, not 0.
    expect(presetLine({ id: 2, name: 'Montage je Fenster', unit: 'Stk.', netPrice: 12_000, labour: true }, [], 'net').quantity).toBe('1');
  });
});
