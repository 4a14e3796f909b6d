import type { WindowOpening } from './window-drawing-labels.ts';

/**
 * What a window configuration's choices mean for its drawing (issue 13), read from the options' labels as
 * the catalogue names them (Einteilig …, mit Oberlicht, links …). Without zod: the shop and the
 * configurator draw in their first view (ADR 015).
 */

/** One chosen option, by its option category's key (`fenstertyp`, `oeffnungsart`, …). */
interface DrawingChoice {
  label: string;
  colorCode?: string | null;
}
export type DrawingChoices = Readonly<Partial<Record<string, DrawingChoice>>>;

type SashCount = 1 | 2 | 3;

export interface WindowSpec {
  sashCount: SashCount;
  /** What the Fenstertyp says: a count, a special shape (drawn with one sash), or nothing known. */
  type: 'count' | 'special' | 'unknown';
  light: 'above' | 'below' | null;
  /** null when the Öffnungsart is missing or unknown: no symbol, and nothing said about it. */
  opening: WindowOpening | null;
  /** The frame colour's name; `code` is null when the choice has none (configurations saved before it was kept). */
  colour: { name: string; code: string | null } | null;
}

/** The colour categories, the most specific first: a surface or special colour covers the base colour. */
const COLOUR_KEYS = ['aludec_woodec', 'sonderfarben', 'farbe_und_dekore'];
const WINDOW_KEYS = ['fenstertyp', 'oberlicht_unterlicht', 'oeffnungsart'];
const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

const words = (choice: DrawingChoice | undefined) => choice?.label.trim().toLocaleLowerCase('de-DE') ?? '';

function readType(label: string): Pick<WindowSpec, 'sashCount' | 'type'> {
  if (label.startsWith('dreiteilig')) return { sashCount: 3, type: 'count' };
  if (label.startsWith('zweiteilig')) return { sashCount: 2, type: 'count' };
  if (label.startsWith('einteilig')) return { sashCount: 1, type: 'count' };
  if (label.includes('sonder')) return { sashCount: 1, type: 'special' };
  return { sashCount: 1, type: 'unknown' };
}

function readOpening(label: string): WindowOpening | null {
  if (label === 'ohne' || label.includes('fest')) return 'fixed';
  // "links" and "rechts" are Dreh-Kipp in the catalogue; checked before "kipp", which they may contain.
  if (label.includes('links')) return 'turn-tilt-left';
  if (label.includes('rechts')) return 'turn-tilt-right';
  if (label.includes('oben') || label.includes('kipp')) return 'tilt';
  return null;
}

function readLight(label: string): WindowSpec['light'] {
  if (label.includes('oberlicht')) return 'above';
  if (label.includes('unterlicht')) return 'below';
  return null;
}

/** The inside face of a frame coloured only outside ("Außen farbig, innen Weiß"). */
const INSIDE_WHITE = '#FFFFFF';

/**
 * The frame's colour as the drawing shows it: from inside. A combination "innen Weiß" keeps the
 * chosen colour outside only, so the inside view is white, and the text says both.
 */
function readColour(choices: DrawingChoices): WindowSpec['colour'] {
  const outside = readChosenColour(choices);
  if (!outside || !words(choices.farbkombination).includes('innen weiß')) return outside;
  return { name: `innen Weiß, außen ${outside.name}`, code: INSIDE_WHITE };
}

function readChosenColour(choices: DrawingChoices): WindowSpec['colour'] {
  for (const key of COLOUR_KEYS) {
    const choice = choices[key];
    if (!choice) continue;
    const code = choice.colorCode && HEX_COLOUR.test(choice.colorCode) ? choice.colorCode : null;
    // "Keine Sonderfarbe", "Keine Oberfläche": the next category's colour applies.
    if (!code && words(choice).startsWith('keine')) continue;
    return { name: choice.label.trim(), code };
  }
  return null;
}

export function readWindowChoices(choices: DrawingChoices): WindowSpec {
  return {
    ...readType(words(choices.fenstertyp)),
    light: readLight(words(choices.oberlicht_unterlicht)),
    opening: readOpening(words(choices.oeffnungsart)),
    colour: readColour(choices),
  };
}

/** Whether the choices describe a window at all (a door or a roller shutter has none of these categories). */
export function hasWindowChoices(choices: DrawingChoices): boolean {
  return WINDOW_KEYS.some((key) => choices[key] !== undefined);
}

/** The seed's category names, for lead lines stored before the options kept their category's key. */
const KEY_BY_CATEGORY_NAME: Record<string, string> = {
  Fenstertyp: 'fenstertyp',
  'Ober-/Unterlicht': 'oberlicht_unterlicht',
  Öffnungsart: 'oeffnungsart',
  'Farbe und Dekore': 'farbe_und_dekore',
  Sonderfarben: 'sonderfarben',
  'Aludec und Woodec': 'aludec_woodec',
  Farbkombination: 'farbkombination',
};

export interface SnapshotOption {
  key?: string;
  category: string;
  name: string;
  colorCode?: string | null;
}

/** A configured line's stored options as drawing choices: by key, else by the category's name. */
export function drawingChoicesOf(options: readonly SnapshotOption[]): DrawingChoices {
  const choices: Record<string, DrawingChoice> = {};
  for (const option of options) {
    const key = option.key ?? KEY_BY_CATEGORY_NAME[option.category];
    if (key) choices[key] = { label: option.name, colorCode: option.colorCode };
  }
  return choices;
}
