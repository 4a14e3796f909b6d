import { useState, type ChangeEvent } from 'react';
import { priceGridEditorMessages as m } from '#features/catalogue/contract/price-grid-editor-messages.ts';
import { TextArea } from '../../../ui/Field.tsx';

interface Props {
  /** False while there is no grid to export. */
  canExport: boolean;
  onExport: () => void;
  /** The text of an imported file or of the "Aus Tabelle einfügen" field; resolves true when it became the grid. */
  onTable: (text: string) => Promise<boolean>;
  onReadFailed: () => void;
}

/** The grid to and from spreadsheets: CSV export and import, and a whole table pasted with its breakpoints. */
export function PriceGridTransfer({ canExport, onExport, onTable, onReadFailed }: Props) {
  const [table, setTable] = useState('');

  async function importFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Emptied at once, so choosing the same file again (after fixing it) imports it again.
    event.target.value = '';
    if (!file) return;
    try {
      await onTable(await file.text());
    } catch {
      onReadFailed();
    }
  }

  async function applyTable() {
    if (await onTable(table)) setTable('');
  }

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn-outline" onClick={onExport} disabled={!canExport}>
          {m.exportCsv}
        </button>
        <label className="btn-outline cursor-pointer focus-within:ring-2 focus-within:ring-brand-500">
          {m.importCsv}
          <input type="file" accept=".csv,.txt,text/csv,text/plain" className="sr-only" onChange={importFile} />
        </label>
      </div>
      <details className="rounded-lg border border-slate-200 p-3">
        <summary className="cursor-pointer font-medium text-brand-900">{m.pasteTable}</summary>
        <div className="mt-3 grid gap-2">
          <TextArea label={m.pasteTableLabel} rows={5} value={table} onChange={(event) => setTable(event.target.value)} />
          <button type="button" className="btn-outline justify-self-start" onClick={applyTable} disabled={table.trim() === ''}>
            {m.applyTable}
          </button>
        </div>
      </details>
    </div>
  );
}
