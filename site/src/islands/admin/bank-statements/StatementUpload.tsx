import { useState } from 'react';
import { bankStatementScreenTexts as t } from '#features/bank-statements/contract/bank-statement-messages.ts';
import { showToast } from '../../../stores/toast.ts';
import { uploadStatement } from './api.ts';
import { useBusyAction } from '../ui/busy-action.ts';

/** "Kontoauszug einlesen": a CAMT.053 file (XML or ZIP) from the online banking; the answer as a toast. */
export function StatementUpload({ onImported }: { onImported: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const { busy, run } = useBusyAction();

  async function submit() {
    if (!file) return;
    await run(async () => {
      const summary = await uploadStatement(file);
      showToast({ title: t.uploaded, description: t.summary(summary) });
      onImported();
    }, 'Der Kontoauszug konnte nicht eingelesen werden.');
  }

  return (
    <form
      className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end"
      aria-label={t.upload}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <label className="grid min-w-0 gap-1 text-sm font-semibold text-slate-800">
        {t.fileLabel}
        <input
          type="file"
          name="file"
          accept=".xml,.zip,application/xml,text/xml,application/zip"
          className="min-h-11 w-full min-w-0 rounded-lg border border-slate-300 p-2 font-normal"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
      </label>
      <button type="submit" className="btn-primary" disabled={busy || !file}>
        {t.upload}
      </button>
    </form>
  );
}
