import { describe, expect, it } from 'vitest';
import { drawingChoicesOf, hasWindowChoices, readWindowChoices } from './window-choices.ts';

describe('window choices', () => {
  it('reads the seed labels of every window category', () => {
    expect(
      readWindowChoices({
        fenstertyp: { label: 'Dreiteilig' },
        oberlicht_unterlicht: { label: 'mit Unterlicht' },
        oeffnungsart: { label: 'rechts' },
        farbe_und_dekore: { label: 'Nussbaum', colorCode: '#5B3A22' },
      }),
    ).toEqual({ sashCount: 3, type: 'count', light: 'below', opening: 'turn-tilt-right', colour: { name: 'Nussbaum', code: '#5B3A22' } });
  });

  it('reads renamed labels by their words', () => {
    expect(readWindowChoices({ oeffnungsart: { label: 'Dreh-Kipp links' } }).opening).toBe('turn-tilt-left');
    expect(readWindowChoices({ oeffnungsart: { label: 'Festverglasung' } }).opening).toBe('fixed');
    expect(readWindowChoices({ oeffnungsart: { label: 'Kippflügel' } }).opening).toBe('tilt');
    expect(readWindowChoices({ oeffnungsart: { label: 'Schiebeflügel' } }).opening).toBeNull();
  });

  it('maps stored lead options by key, else by the category name of older leads', () => {
    const choices = drawingChoicesOf([
      { key: 'fenstertyp', category: 'Fensterart (umbenannt)', name: 'Zweiteilig' },
      { category: 'Öffnungsart', name: 'links' },
      { category: 'Ober-/Unterlicht', name: 'mit Oberlicht' },
      { category: 'Farbe und Dekore', name: 'Weiß', colorCode: '#FFFFFF' },
      { category: 'Verglasung', name: '3-fach-Wärmeschutzverglasung' },
    ]);
    expect(choices).toEqual({
      fenstertyp: { label: 'Zweiteilig', colorCode: undefined },
      oeffnungsart: { label: 'links', colorCode: undefined },
      oberlicht_unterlicht: { label: 'mit Oberlicht', colorCode: undefined },
      farbe_und_dekore: { label: 'Weiß', colorCode: '#FFFFFF' },
    });
  });

  it('tells a window from lines without window categories', () => {
    expect(hasWindowChoices(drawingChoicesOf([{ category: 'Fenstertyp', name: 'Einteilig' }]))).toBe(true);
    expect(hasWindowChoices(drawingChoicesOf([{ key: 'tuermodell', category: 'Türmodell', name: 'Modell Kiel' }]))).toBe(false);
  });
});
