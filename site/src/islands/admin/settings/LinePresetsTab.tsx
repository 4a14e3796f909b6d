import { formatCents } from '#shared/format.ts';
import { linePresetMessages } from '#features/settings/contract/settings-messages.ts';
import { deleteLinePreset, loadLinePresets, type LinePresetJson } from './api.ts';
import { LinePresetDialog } from './LinePresetDialog.tsx';
import { SettingsListTab } from './SettingsListTab.tsx';

/** The settings' "Positionen": the free lines the quote editor offers, with unit, net price and labour. */
export function LinePresetsTab() {
  return (
    <SettingsListTab<LinePresetJson>
      title="Positionen für Angebote"
      caption="Positionen"
      newLabel="Neue Position"
      deleteTitle="Position löschen"
      messages={linePresetMessages}
      loadKey="line-presets"
      load={loadLinePresets}
      remove={deleteLinePreset}
      columns={[
        { key: 'name', header: 'Bezeichnung', cell: (preset) => <span className="font-medium">{preset.name}</span> },
        { key: 'unit', header: 'Einheit', cell: (preset) => preset.unit },
        {
          key: 'netPrice',
          header: 'Nettopreis',
          cell: (preset) => <span className="whitespace-nowrap">{formatCents(preset.netPrice)}</span>,
        },
        { key: 'labour', header: 'Arbeitsleistung', cell: (preset) => (preset.labour ? 'Ja' : 'Nein') },
      ]}
      renderDialog={(preset, done, saved) => <LinePresetDialog preset={preset} onClose={done} onSaved={saved} />}
    />
  );
}
