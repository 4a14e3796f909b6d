import { describe, expect, it } from 'vitest';
import { drawingChoicesOf, type DrawingChoices } from './window-choices.ts';
import { DEFAULT_SIZE_MM, drawWindow, LONG_SIDE, type Rect, type Segment } from './window-drawing.ts';

const choose = (labels: Record<string, string>): DrawingChoices =>
  Object.fromEntries(Object.entries(labels).map(([key, label]) => [key, { label }]));

const draw = (labels: Record<string, string>, widthMm: number | null = 1200, heightMm: number | null = 1400) =>
  drawWindow({ widthMm, heightMm, choices: choose(labels) });

const right = (rect: Rect) => rect.x + rect.width;
const bottom = (rect: Rect) => rect.y + rect.height;
const ends = (segments: Segment[]) => segments.map(({ x2, y2 }) => [x2, y2]);
const starts = (segments: Segment[]) => segments.map(({ x1, y1 }) => [x1, y1]);
const within = (inner: Rect, outer: Rect) =>
  inner.x >= outer.x && inner.y >= outer.y && right(inner) <= right(outer) + 1e-9 && bottom(inner) <= bottom(outer) + 1e-9;

describe('window drawing: sashes', () => {
  it.each([
    ['Einteilig', 1],
    ['Zweiteilig', 2],
    ['Dreiteilig', 3],
    ['Sondertypen', 1],
  ])('%s draws %i sash(es) side by side inside the frame, of equal width', (type, count) => {
    const drawing = draw({ fenstertyp: type });
    expect(drawing.sashes).toHaveLength(count);
    for (const [index, sash] of drawing.sashes.entries()) {
      expect(within(sash.outline, drawing.frame)).toBe(true);
      expect(within(sash.glass, sash.outline)).toBe(true);
      expect(sash.outline.width).toBeCloseTo(drawing.sashes[0]!.outline.width);
      if (index > 0) expect(sash.outline.x).toBeGreaterThan(right(drawing.sashes[index - 1]!.outline));
    }
  });

  it('says "Sonderform" for a special type, drawn with one sash', () => {
    expect(draw({ fenstertyp: 'Sondertypen' }).text).toContain('Sonderform');
  });

  it('draws one sash and calls it a window when the type is missing or unknown', () => {
    for (const labels of [{}, { fenstertyp: 'Vierteilig mit Sprossen' }] as Record<string, string>[]) {
      const drawing = draw(labels);
      expect(drawing.sashes).toHaveLength(1);
      expect(drawing.text).toMatch(/^Fenster, 1200 × 1400 mm/);
    }
  });
});

describe('window drawing: opening symbols', () => {
  const sashOf = (opening: string) => draw({ fenstertyp: 'Einteilig', oeffnungsart: opening }).sashes[0]!;

  it('draws no symbol for fixed glazing ("ohne")', () => {
    expect(sashOf('ohne').symbol).toEqual([]);
  });

  it('Dreh-Kipp links: lines from the right corners meet at the middle of the left (hinge) side, and the tilt lines', () => {
    const { glass, symbol } = sashOf('links');
    expect(symbol).toHaveLength(4);
    const middleY = glass.y + glass.height / 2;
    expect(starts(symbol.slice(0, 2))).toEqual([
      [right(glass), glass.y],
      [right(glass), bottom(glass)],
    ]);
    expect(ends(symbol.slice(0, 2))).toEqual([
      [glass.x, middleY],
      [glass.x, middleY],
    ]);
    expect(ends(symbol.slice(2))).toEqual([
      [glass.x + glass.width / 2, bottom(glass)],
      [glass.x + glass.width / 2, bottom(glass)],
    ]);
  });

  it('Dreh-Kipp rechts: the turn lines meet at the middle of the right side', () => {
    const { glass, symbol } = sashOf('rechts');
    expect(symbol).toHaveLength(4);
    expect(starts(symbol.slice(0, 2))).toEqual([
      [glass.x, glass.y],
      [glass.x, bottom(glass)],
    ]);
    expect(ends(symbol.slice(0, 2))).toEqual([
      [right(glass), glass.y + glass.height / 2],
      [right(glass), glass.y + glass.height / 2],
    ]);
  });

  it('Kipp ("oben"): two lines from the top corners meet at the middle of the bottom edge', () => {
    const { glass, symbol } = sashOf('oben');
    expect(starts(symbol)).toEqual([
      [glass.x, glass.y],
      [right(glass), glass.y],
    ]);
    expect(ends(symbol)).toEqual([
      [glass.x + glass.width / 2, bottom(glass)],
      [glass.x + glass.width / 2, bottom(glass)],
    ]);
  });

  it('gives every sash the chosen symbol', () => {
    const drawing = draw({ fenstertyp: 'Dreiteilig', oeffnungsart: 'links' });
    expect(drawing.sashes.map((sash) => sash.symbol.length)).toEqual([4, 4, 4]);
  });

  it('draws no symbol and says nothing about opening when the Öffnungsart is missing', () => {
    const drawing = draw({ fenstertyp: 'Einteilig' });
    expect(drawing.opening).toBeNull();
    expect(drawing.sashes[0]!.symbol).toEqual([]);
    expect(drawing.text).toBe('Einteiliges Fenster, 1200 × 1400 mm');
  });
});

describe('window drawing: transom light', () => {
  it('puts an Oberlicht above the sashes, across the whole width', () => {
    const drawing = draw({ fenstertyp: 'Zweiteilig', oberlicht_unterlicht: 'mit Oberlicht' });
    expect(drawing.transom?.position).toBe('above');
    const glass = drawing.transom!.glass;
    expect(within(glass, drawing.frame)).toBe(true);
    for (const sash of drawing.sashes) expect(sash.outline.y).toBeGreaterThan(bottom(glass));
    expect(glass.width).toBeCloseTo(right(drawing.sashes[1]!.outline) - drawing.sashes[0]!.outline.x);
  });

  it('puts an Unterlicht below the sashes', () => {
    const drawing = draw({ fenstertyp: 'Einteilig', oberlicht_unterlicht: 'mit Unterlicht' });
    expect(drawing.transom?.position).toBe('below');
    expect(drawing.transom!.glass.y).toBeGreaterThan(bottom(drawing.sashes[0]!.outline));
    expect(within(drawing.transom!.glass, drawing.frame)).toBe(true);
  });

  it('draws none for "ohne" or without a choice', () => {
    expect(draw({ oberlicht_unterlicht: 'ohne' }).transom).toBeNull();
    expect(draw({}).transom).toBeNull();
  });
});

describe('window drawing: proportions and dimensions', () => {
  it('keeps the ratio of width to height, the longer side LONG_SIDE long', () => {
    const tall = draw({}, 600, 1800).frame;
    expect(tall.height).toBe(LONG_SIDE);
    expect(tall.width / tall.height).toBeCloseTo(600 / 1800);
    const wide = draw({}, 3000, 1000).frame;
    expect(wide.width).toBe(LONG_SIDE);
    expect(wide.width / wide.height).toBeCloseTo(3);
  });

  it('labels width and height in mm, German style, along the frame', () => {
    const drawing = draw({}, 1200, 1400);
    expect(drawing.dimensions.map((dimension) => dimension.text)).toEqual(['1.200\u00a0mm', '1.400\u00a0mm']);
    const [width, height] = drawing.dimensions;
    expect(width!.line.x2 - width!.line.x1).toBeCloseTo(drawing.frame.width);
    expect(height!.line.y2 - height!.line.y1).toBeCloseTo(drawing.frame.height);
  });

  it('keeps every glass visible and the labels inside the view on the slimmest sizes the shop allows', () => {
    for (const [width, height] of [
      [3010, 385],
      [385, 3010],
    ]) {
      const drawing = draw({ fenstertyp: 'Dreiteilig', oberlicht_unterlicht: 'mit Oberlicht' }, width, height);
      for (const sash of drawing.sashes) expect(Math.min(sash.glass.width, sash.glass.height)).toBeGreaterThan(0);
      expect(drawing.transom!.glass.height).toBeGreaterThan(0);
      expect(drawing.viewBox.x).toBeLessThanOrEqual(drawing.dimensions[0]!.label.x - 20);
      expect(drawing.viewBox.x + drawing.viewBox.width).toBeGreaterThan(drawing.dimensions[1]!.label.x + 40);
    }
  });

  it('draws the default proportion without dimensions and without a size in the text when the size is missing', () => {
    for (const [width, height] of [
      [null, null],
      [1200, null],
      [0, 1400],
      [Number.NaN, 1400],
    ]) {
      const drawing = draw({ fenstertyp: 'Zweiteilig' }, width, height);
      expect(drawing.frame.width / drawing.frame.height).toBeCloseTo(DEFAULT_SIZE_MM.width / DEFAULT_SIZE_MM.height);
      expect(drawing.dimensions).toEqual([]);
      expect(drawing.text).toBe('Zweiteiliges Fenster');
    }
  });
});

describe('window drawing: colour and text alternative', () => {
  it('says type, size, opening, light and colour, as the issue words it', () => {
    const drawing = drawWindow({
      widthMm: 1200,
      heightMm: 1400,
      choices: {
        fenstertyp: { label: 'Zweiteilig' },
        oeffnungsart: { label: 'links' },
        oberlicht_unterlicht: { label: 'mit Oberlicht' },
        farbe_und_dekore: { label: 'Anthrazit', colorCode: '#383E42' },
      },
    });
    expect(drawing.text).toBe('Zweiteiliges Fenster, 1200 × 1400 mm, links öffnend (Dreh-Kipp), mit Oberlicht, Anthrazit');
    expect(drawing.frameColour).toBe('#383E42');
  });

  it('names fixed glazing and the tilt sash', () => {
    expect(draw({ fenstertyp: 'Einteilig', oeffnungsart: 'ohne' }).text).toContain('Festverglasung');
    expect(draw({ fenstertyp: 'Einteilig', oeffnungsart: 'oben' }).text).toContain('Kippflügel');
    expect(draw({ oberlicht_unterlicht: 'mit Unterlicht' }).text).toContain('mit Unterlicht');
  });

  it('takes Aludec/Woodec over a special colour over the base colour, skipping "Keine …"', () => {
    const colours = (choices: DrawingChoices) => drawWindow({ choices });
    const base = { farbe_und_dekore: { label: 'Golden Oak', colorCode: '#9C6B30' } };
    const special = { sonderfarben: { label: 'Moosgrün RAL 6005', colorCode: '#0F4336' } };
    const surface = { aludec_woodec: { label: 'Aludec Bronze', colorCode: '#6F5A3E' } };
    expect(colours({ ...base, ...special, ...surface }).frameColour).toBe('#6F5A3E');
    expect(colours({ ...base, ...special }).frameColour).toBe('#0F4336');
    expect(
      colours({ ...base, sonderfarben: { label: 'Keine Sonderfarbe', colorCode: null }, aludec_woodec: { label: 'Keine Oberfläche' } }),
    ).toMatchObject({ frameColour: '#9C6B30', text: 'Fenster, Golden Oak' });
  });

  it('draws the inside view white when the colour is outside only, and names both sides', () => {
    const anthracite = { farbe_und_dekore: { label: 'Anthrazit ähnlich RAL 7016', colorCode: '#383E42' } };
    const outsideOnly = drawWindow({ choices: { ...anthracite, farbkombination: { label: 'Außen farbig, innen Weiß' } } });
    expect(outsideOnly.frameColour).toBe('#FFFFFF');
    expect(outsideOnly.text).toContain('innen Weiß, außen Anthrazit ähnlich RAL 7016');
    const bothSides = drawWindow({ choices: { ...anthracite, farbkombination: { label: 'Innen und außen gleich' } } });
    expect(bothSides.frameColour).toBe('#383E42');
    // Lines stored before the key was kept find the combination by its category's name.
    expect(drawingChoicesOf([{ category: 'Farbkombination', name: 'Außen farbig, innen Weiß' }]).farbkombination?.label).toBe(
      'Außen farbig, innen Weiß',
    );
  });

  it('draws a neutral frame but names the colour when its code is missing or not a colour', () => {
    expect(drawWindow({ choices: { farbe_und_dekore: { label: 'Weiß' } } })).toMatchObject({ frameColour: null, text: 'Fenster, Weiß' });
    expect(drawWindow({ choices: { farbe_und_dekore: { label: 'Weiß', colorCode: 'url(#x)' } } }).frameColour).toBeNull();
  });
});
