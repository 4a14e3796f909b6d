import { SIZE_LIMITS_MM } from '#shared/shop.ts';
import { parseNumber } from '../../lib/parse-number.ts';
import { WindowDrawing } from '../ui/WindowDrawing.tsx';
import type { ChosenOption } from './selection.ts';

/** A typed size counts once it is within the shop's limits; until then the drawing keeps its default proportion. */
function millimetres(text: string): number | null {
  const value = parseNumber(text);
  return value !== null && value >= SIZE_LIMITS_MM.min && value <= SIZE_LIMITS_MM.max ? value : null;
}

interface ShopDrawingProps {
  chosen: ChosenOption[];
  width: string;
  height: string;
}

/** The window as configured so far, redrawn with every choice and every typed size. */
export function ShopDrawing({ chosen, width, height }: ShopDrawingProps) {
  const choices = Object.fromEntries(chosen.map(({ key, choice }) => [key, { label: choice.label, colorCode: choice.color_code }]));
  return <WindowDrawing className="card" widthMm={millimetres(width)} heightMm={millimetres(height)} choices={choices} />;
}
