import { WindowDrawing } from '../ui/WindowDrawing.tsx';
import type { SavedConfiguration } from './api.ts';

/** The saved window as drawn: its choices are stored by step key, its size in mm. */
export function ConfigurationDrawing({ configuration }: { configuration: SavedConfiguration }) {
  const choices = Object.fromEntries(
    Object.entries(configuration.selected_options).map(([key, option]) => [key, { label: option.name, colorCode: option.colorCode }]),
  );
  return (
    <WindowDrawing
      className="w-full max-w-xs"
      widthMm={configuration.dimensions.width}
      heightMm={configuration.dimensions.height}
      choices={choices}
    />
  );
}
