import { describe, expect, it } from 'vitest';
import { elementValuesText, optionValuesText, parseElementValuesText, parseOptionValuesText } from './element-values-input.ts';
import { elementValueMessages as m } from './element-value-messages.ts';

describe('the product form’s declared values', () => {
  it('reads German decimals and shows stored values back the same way', () => {
    const parsed = parseElementValuesText({ kind: 'window', u: '0,95', ug: '0,5', g: '0,52', rw: '38', rc: 'RC2' });
    expect(parsed).toEqual({ ok: true, values: { kind: 'window', u: 95, ug: 50, g: 52, rw: 38, rc: 'RC2' } });
    expect(elementValuesText(parsed.ok ? parsed.values : null)).toEqual({
      kind: 'window',
      u: '0,95',
      ug: '0,50',
      g: '0,52',
      rw: '38',
      rc: 'RC2',
    });
  });

  it('refuses what is not a value with the field’s German message, and no kind means no values', () => {
    expect(parseElementValuesText({ kind: 'window', u: '', ug: '0,5x', g: '1,2', rw: '38,5', rc: '' })).toEqual({
      ok: false,
      errors: { u: m.u, ug: m.ug, g: m.g, rw: m.rw },
    });
    expect(parseElementValuesText({ kind: '', u: 'egal', ug: '', g: '', rw: '', rc: '' })).toEqual({ ok: true, values: null });
  });
});

describe('the option form’s changes', () => {
  it('reads only the values the option sets, empty fields keep the product’s, all empty is no change', () => {
    const parsed = parseOptionValuesText({ u: '0,9', ug: '0,5', g: '', rw: '', rc: '' });
    expect(parsed).toEqual({ ok: true, changes: { u: 90, ug: 50, g: null, rw: null, rc: null } });
    expect(optionValuesText(parsed.ok ? parsed.changes : null)).toEqual({ u: '0,90', ug: '0,50', g: '', rw: '', rc: '' });
    expect(parseOptionValuesText({ u: '', ug: '', g: '', rw: '', rc: '' })).toEqual({ ok: true, changes: null });
  });

  it('refuses what is not a value with the field’s German message', () => {
    expect(parseOptionValuesText({ u: '0,9x', ug: '', g: '1,5', rw: '0', rc: '' })).toEqual({
      ok: false,
      errors: { u: m.u, g: m.g, rw: m.rw },
    });
  });
});
