import type { DraftPlace } from './grid-draft.ts';

/** The id of a breakpoint or price input, so a problem can move the focus to it. */
export function placeId(prefix: string, place: DraftPlace): string {
  if (place.kind === 'width') return `${prefix}-width-${place.column}`;
  if (place.kind === 'height') return `${prefix}-height-${place.row}`;
  return `${prefix}-cell-${place.row}-${place.column}`;
}
