import { linePresets } from '../../platform/db/schema.ts';
import { orderedList } from '../../platform/db/ordered-list.ts';
import type { LinePresetInput, LinePresetJson } from './contract/line-presets.ts';
import { linePresetMessages as m } from './contract/settings-messages.ts';

/**
 * The line presets the quote editor offers under "Position hinzufügen". A quote copies a preset's values
 * into its line, so changing or deleting a preset leaves every quote as it was.
 */

export const linePresetList = orderedList<LinePresetInput, LinePresetJson>(
  linePresets,
  { id: linePresets.id, name: linePresets.name, unit: linePresets.unit, netPrice: linePresets.netPrice, labour: linePresets.labour },
  m.notFound,
);
