import type { ConfiguredLineJson } from '#features/leads/contract/leads-admin.ts';
import { drawingChoicesOf, hasWindowChoices } from '#features/catalogue/contract/window-choices.ts';
import { WindowDrawing } from '../../ui/WindowDrawing.tsx';

/** A configured window line of a lead as drawn; lines without window choices (doors, shutters) draw nothing. */
export function ConfiguredLineDrawing({ line }: { line: ConfiguredLineJson }) {
  const choices = drawingChoicesOf(line.options);
  if (!hasWindowChoices(choices)) return null;
  // The configurator stores its sizes in cm.
  const millimetres = (centimetres: number | null) => (centimetres === null ? null : centimetres * 10);
  return (
    <WindowDrawing className="mt-2 max-w-60" widthMm={millimetres(line.breite)} heightMm={millimetres(line.hoehe)} choices={choices} />
  );
}
