import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../../../shared/validation.ts';
import { funnelRequestSchema, hasMainProduct, selectedProducts } from './funnel.ts';

const valid = {
  projektart: 'sanierung',
  produkt_fenster: true,
  vorname: 'Eva',
  nachname: 'Nord',
  email: 'eva@example.de',
  datenschutz: true,
};

const errorsOf = (body: unknown) => {
  const result = funnelRequestSchema.safeParse(body);
  return result.success ? {} : fieldErrors(result.error);
};

describe('quote request schema', () => {
  it('accepts the smallest complete request and fills defaults', () => {
    const parsed = funnelRequestSchema.parse(valid);
    expect(parsed).toMatchObject({ produkt_tuer: false, dimensions: [], website: '', marketing_ok: false, utm_params: {} });
    expect(selectedProducts(parsed)).toEqual(['fenster']);
  });

  it("speaks the spec's German messages", () => {
    expect(errorsOf({ ...valid, projektart: undefined }).projektart).toEqual(['Bitte wählen Sie eine Projektart']);
    expect(errorsOf({ ...valid, vorname: '  ' }).vorname).toEqual(['Vorname ist erforderlich']);
    expect(errorsOf({ ...valid, nachname: '' }).nachname).toEqual(['Nachname ist erforderlich']);
    expect(errorsOf({ ...valid, email: 'eva@' }).email).toEqual(['Bitte geben Sie eine gültige E-Mail-Adresse ein']);
    expect(errorsOf({ ...valid, datenschutz: false }).datenschutz).toEqual(['Sie müssen der Datenschutzerklärung zustimmen']);
  });

  it('does not count Rollläden or Insektenschutz alone as a product choice', () => {
    const addOnsOnly = { ...valid, produkt_fenster: false, produkt_rollladen: true, produkt_insektenschutz: true };
    expect(errorsOf(addOnsOnly).produkte).toEqual(['Bitte wählen Sie mindestens ein Produkt aus.']);
    expect(hasMainProduct({ produkt_andere: true })).toBe(true);
    expect(hasMainProduct({ produkt_rollladen: true })).toBe(false);
  });

  it('checks dimension rows: all optional, quantity at least 1', () => {
    expect(errorsOf({ ...valid, dimensions: [{}, { typ: 'fenster', breite: 120, hoehe: 140, menge: 2 }] })).toEqual({});
    expect(errorsOf({ ...valid, dimensions: [{ menge: 0 }] })['dimensions.0.menge']).toEqual(['Die Menge muss mindestens 1 sein']);
    expect(errorsOf({ ...valid, dimensions: [{ breite: -5 }] })['dimensions.0.breite']).toBeDefined();
  });

  it('rejects values outside the vocabulary', () => {
    expect(errorsOf({ ...valid, material: 'gold' }).material).toBeDefined();
    expect(errorsOf({ ...valid, zeitraum: 'morgen' }).zeitraum).toBeDefined();
  });

  it('trims text and keeps only the six campaign parameters', () => {
    const parsed = funnelRequestSchema.parse({
      ...valid,
      vorname: '  Eva ',
      utm_params: { utm_source: 'newsletter', gclid: 'abc', evil: 'x' },
    });
    expect(parsed.vorname).toBe('Eva');
    expect(parsed.utm_params).toEqual({ utm_source: 'newsletter', gclid: 'abc' });
  });
});
