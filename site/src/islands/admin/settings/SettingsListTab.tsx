import { useState, type ReactNode } from 'react';
import { messageOf } from '../../../lib/api.ts';
import { showToast } from '../../../stores/toast.ts';
import { useConfirm } from '../../ui/use-confirm.tsx';
import { useLoad } from '../../ui/use-load.ts';
import { DataTable, type Column } from '../ui/DataTable.tsx';
import { LoadState } from '../ui/LoadState.tsx';
import { RowActions, RowButton } from '../ui/RowActions.tsx';

interface ListMessages {
  deleteConfirm: (name: string) => string;
  deleted: string;
  deleteFailed: string;
  loadFailed: string;
  empty: string;
}

/**
 * A settings tab that keeps a list of named entries (reply templates, line presets): the heading with
 * "Neue …", the table with Bearbeiten and Löschen (asked first), loading, empty and error states, and the
 * entry's own dialog for new and edited entries.
 */
export function SettingsListTab<Row extends { id: number; name: string }>({
  title,
  caption,
  newLabel,
  deleteTitle,
  messages,
  loadKey,
  load,
  remove,
  columns,
  renderDialog,
}: {
  title: string;
  caption: string;
  newLabel: string;
  deleteTitle: string;
  messages: ListMessages;
  loadKey: string;
  load: (signal: AbortSignal) => Promise<Row[]>;
  remove: (id: number) => Promise<unknown>;
  columns: Column<Row>[];
  /** The dialog for `entry` (null: a new one); `done` closes it, `saved` closes it and reloads the list. */
  renderDialog: (entry: Row | null, done: () => void, saved: () => void) => ReactNode;
}) {
  const { data, state, reload } = useLoad(load, loadKey);
  // undefined: closed; null: a new entry; an entry: editing it.
  const [editing, setEditing] = useState<Row | null | undefined>(undefined);
  const { confirm, dialog } = useConfirm();
  const rows = data ?? [];

  async function removeRow(row: Row) {
    if (!(await confirm({ title: deleteTitle, message: messages.deleteConfirm(row.name), confirmLabel: 'Löschen' }))) return;
    try {
      await remove(row.id);
      showToast({ title: messages.deleted });
    } catch (error) {
      showToast({ title: 'Fehler', description: messageOf(error, messages.deleteFailed), variant: 'destructive' });
    }
    reload();
  }

  const actions: Column<Row> = {
    key: 'actions',
    header: 'Aktionen',
    cell: (row) => (
      <RowActions>
        <RowButton label="Bearbeiten" target={row.name} onClick={() => setEditing(row)} />
        <RowButton label="Löschen" target={row.name} destructive onClick={() => removeRow(row)} />
      </RowActions>
    ),
  };

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-brand-900">{title}</h2>
        <button type="button" className="btn-primary" onClick={() => setEditing(null)}>
          {newLabel}
        </button>
      </div>
      <LoadState state={state} error={messages.loadFailed} empty={rows.length === 0 ? messages.empty : null} onRetry={reload}>
        <DataTable caption={caption} rows={rows} rowId={(row) => row.id} rowLabel={(row) => row.name} columns={[...columns, actions]} />
      </LoadState>
      {editing !== undefined &&
        renderDialog(
          editing,
          () => setEditing(undefined),
          () => {
            setEditing(undefined);
            reload();
          },
        )}
      {dialog}
    </div>
  );
}
