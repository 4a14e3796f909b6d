/**
 * The window drawing's words (issue 13). Not in labels.ts: that module is one chunk shared by the islands and
 * carries the funnel's vocabulary, which the shop, configurator and dashboard would then load for these few
 * words (ADR 015).
 */
/** How a window's sash opens, as the drawing reads the Öffnungsart. */
export type WindowOpening = 'fixed' | 'turn-tilt-left' | 'turn-tilt-right' | 'tilt';

/** The window drawing's text alternative, piece by piece: "Zweiteiliges Fenster, 1200 × 1400 mm, links öffnend (Dreh-Kipp), …". */
export const windowDrawingLabels = {
  sashes: { 1: 'Einteiliges Fenster', 2: 'Zweiteiliges Fenster', 3: 'Dreiteiliges Fenster' },
  special: 'Fenster in Sonderform (dargestellt als einteiliges Fenster)',
  unknownType: 'Fenster',
  openings: {
    fixed: 'Festverglasung',
    'turn-tilt-left': 'links öffnend (Dreh-Kipp)',
    'turn-tilt-right': 'rechts öffnend (Dreh-Kipp)',
    tilt: 'kippbar (Kippflügel)',
  } satisfies Record<WindowOpening, string>,
  lights: { above: 'mit Oberlicht', below: 'mit Unterlicht' },
  /** The opening symbols follow DIN 1356: seen from inside, where the sash opens to. */
  view: 'Ansicht von innen',
} as const;
