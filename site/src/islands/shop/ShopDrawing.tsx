import type { SizeMm } from '#features/catalogue/contract/price-grid.ts';
import { WindowDrawing } from '../ui/WindowDrawing.tsx';
import type { ChosenOption } from './selection.ts';

interface ShopDrawingProps {
  chosen: ChosenOption[];
  /** The typed size once it is within the shop's limits; until then the drawing keeps its default proportion. */
  size: SizeMm | null;
}

/** The window as configured so far, redrawn with every choice and every typed size. */
export function ShopDrawing({ chosen, size }: ShopDrawingProps) {
  const choices = Object.fromEntries(chosen.map(({ key, choice }) => [key, { label: choice.label, colorCode: choice.color_code }]));
  return <WindowDrawing className="card" widthMm={size?.width ?? null} heightMm={size?.height ?? null} choices={choices} />;
}
