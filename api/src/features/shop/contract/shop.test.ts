import { describe, expect, it } from 'vitest';
import { shopSizeSchema } from './shop-schemas.ts';
import { activeOptionSteps, isWhiteColour, nextShopStep, previousShopStep, shopOptionStepKeys, sizeHint } from './shop.ts';

const all = new Set<string>(shopOptionStepKeys);

describe('shop wizard rules', () => {
  it('treats every colour whose name contains "weiß" as white', () => {
    expect(isWhiteColour('Weiß')).toBe(true);
    expect(isWhiteColour('Reinweiß strukturell')).toBe(true);
    expect(isWhiteColour('Cremeweiß strukturell')).toBe(true);
    expect(isWhiteColour('Anthrazit ähnlich RAL 7016')).toBe(false);
    expect(isWhiteColour(undefined)).toBe(false);
  });

  it('jumps from the colour step to Fenstertyp for white, and back again', () => {
    expect(nextShopStep(2, all, 'Weiß')).toBe(6);
    expect(previousShopStep(6, all, 'Weiß')).toBe(2);
    expect(nextShopStep(2, all, 'Golden Oak')).toBe(3);
    expect(previousShopStep(6, all, 'Golden Oak')).toBe(5);
  });

  it('walks 0 → 1 → … → 9 and skips steps the product has no options for', () => {
    expect(nextShopStep(0, all, undefined)).toBe(1);
    expect(nextShopStep(8, all, 'Nussbaum')).toBe(9);
    const withoutLights = new Set([...all].filter((key) => key !== 'oberlicht_unterlicht'));
    expect(nextShopStep(6, withoutLights, 'Weiß')).toBe(8);
    expect(previousShopStep(8, withoutLights, 'Weiß')).toBe(6);
    expect(previousShopStep(1, all, undefined)).toBe(0);
  });

  it('asks only the steps that apply', () => {
    expect(activeOptionSteps(all, 'Weiß')).toEqual([
      'profile_settings',
      'farbe_und_dekore',
      'fenstertyp',
      'oberlicht_unterlicht',
      'oeffnungsart',
    ]);
    expect(activeOptionSteps(all, 'Nussbaum')).toHaveLength(8);
  });

  it('accepts sizes from 385 to 3010 mm, both required', () => {
    expect(shopSizeSchema.safeParse({ width: 385, height: 3010 }).success).toBe(true);
    const tooSmall = shopSizeSchema.safeParse({ width: 384, height: 1000 });
    expect(tooSmall.success ? [] : tooSmall.error.issues.map((issue) => issue.message)).toEqual([
      'Bitte geben Sie eine Breite zwischen 385 und 3010 mm ein.',
    ]);
    expect(shopSizeSchema.safeParse({ width: 1000 }).success).toBe(false);
    expect(shopSizeSchema.safeParse({ width: 1000, height: 3011 }).success).toBe(false);
  });

  it('says at once that a size is out of range, and names a slip into centimetres', () => {
    const plain = (hint: string | null) => hint?.replaceAll('\u00a0', ' ');
    expect(sizeHint('', 'width')).toBeNull();
    expect(sizeHint('1200', 'width')).toBeNull();
    expect(plain(sizeHint('120', 'width'))).toBe(
      '120 mm? Meinten Sie 1.200 mm? Die Größe wird in Millimetern angegeben (385 bis 3010 mm).',
    );
    expect(plain(sizeHint('140,5', 'height'))).toBe(
      '140,5 mm? Meinten Sie 1.405 mm? Die Größe wird in Millimetern angegeben (385 bis 3010 mm).',
    );
    expect(sizeHint('20', 'height')).toBe('Bitte geben Sie eine Höhe zwischen 385 und 3010 mm ein.');
    expect(sizeHint('4000', 'width')).toBe('Bitte geben Sie eine Breite zwischen 385 und 3010 mm ein.');
  });
});
