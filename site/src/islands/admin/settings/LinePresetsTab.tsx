import { useState } from 'react';
import { formatCents } from '#shared/format.ts';
import { linePresetMessages } from '#features/settings/contract/settings-messages.ts';
import { messageOf } from '../../../lib/api.ts';
import { showToast } from '../../../stores/toast.ts';
import { useConfirm } from '../../ui/use-confirm.tsx';
import { useLoad } from '../../ui/use-load.ts';
import { DataTable } from '../ui/DataTable.tsx';
import { LoadState } from '../ui/LoadState.tsx';
import { RowActions, RowButton } from '../ui/RowActions.tsx';
import { deleteLinePreset, loadLinePresets, type LinePresetJson } from './api.ts';
import { LinePresetDialog } from './LinePresetDialog.tsx';

/** The settings' "Positionen": the free lines the quote editor offers, with unit, net price and labour. */
export function LinePresetsTab() {
  const { data, state, reload } = useLoad((signal) => loadLinePresets(signal), 'line-presets');
  // undefined: closed; null: a new preset; a preset: editing it.
  const [editing, setEditing] = useState<LinePresetJson | null | undefined>(undefined);
  const { confirm, dialog } = useConfirm();
  const presets = data ?? [];

  async function remove(preset: LinePresetJson) {
    const confirmed = await confirm({
      title: 'Position löschen',
      message: linePresetMessages.deleteConfirm(preset.name),
      confirmLabel: 'Löschen',
    });
    if (!confirmed) return;
    try {
      await deleteLinePreset(preset.id);
      showToast({ title: linePresetMessages.deleted });
    } catch (error) {
      showToast({ title: 'Fehler', description: messageOf(error, linePresetMessages.deleteFailed), variant: 'destructive' });
    }
    reload();
  }

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-brand-900">Positionen für Angebote</h2>
        <button type="button" className="btn-primary" onClick={() => setEditing(null)}>
          Neue Position
        </button>
      </div>
      <LoadState
        state={state}
        error={linePresetMessages.loadFailed}
        empty={presets.length === 0 ? linePresetMessages.empty : null}
        onRetry={reload}
      >
        <DataTable
          caption="Positionen"
          rows={presets}
          rowId={(preset) => preset.id}
          rowLabel={(preset) => preset.name}
          columns={[
            { key: 'name', header: 'Bezeichnung', cell: (preset) => <span className="font-medium">{preset.name}</span> },
            { key: 'unit', header: 'Einheit', cell: (preset) => preset.unit },
            {
              key: 'netPrice',
              header: 'Nettopreis',
              cell: (preset) => <span className="whitespace-nowrap">{formatCents(preset.netPrice)}</span>,
            },
            { key: 'labour', header: 'Arbeitsleistung', cell: (preset) => (preset.labour ? 'Ja' : 'Nein') },
            {
              key: 'actions',
              header: 'Aktionen',
              cell: (preset) => (
                <RowActions>
                  <RowButton label="Bearbeiten" target={preset.name} onClick={() => setEditing(preset)} />
                  <RowButton label="Löschen" target={preset.name} destructive onClick={() => remove(preset)} />
                </RowActions>
              ),
            },
          ]}
        />
      </LoadState>
      {editing !== undefined && (
        <LinePresetDialog
          preset={editing}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            reload();
          }}
        />
      )}
      {dialog}
    </div>
  );
}
