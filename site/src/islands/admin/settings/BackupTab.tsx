import { useState } from 'react';
import { backupMessages as m } from '#features/backups/contract/backup-messages.ts';
import { formatArchiveSize } from '#features/backups/contract/backups.ts';
import { messageOf } from '../../../lib/api.ts';
import { showToast } from '../../../stores/toast.ts';
import { useLoad } from '../../ui/use-load.ts';
import { DataTable } from '../ui/DataTable.tsx';
import { LoadState } from '../ui/LoadState.tsx';
import { backUpNow, loadBackups } from './api.ts';
import { formatDateTime } from '#shared/dates.ts';

/**
 * The settings' "Sicherung": the last backup and the archives in the backup folder, whether the daily
 * job runs, a warning when the last backup is older than two days (or there is none), and "Jetzt
 * sichern" (ADR 039).
 */
export function BackupTab() {
  const { data, state, reload } = useLoad(loadBackups, 'backups');
  const [running, setRunning] = useState(false);

  async function backUp() {
    setRunning(true);
    try {
      const made = await backUpNow();
      showToast({ title: m.done, description: `${made.file} (${formatArchiveSize(made.bytes)})` });
    } catch (error) {
      showToast({ title: 'Fehler', description: messageOf(error, m.failed), variant: 'destructive' });
    }
    setRunning(false);
    reload();
  }

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-brand-900">{m.title}</h2>
        <button
          type="button"
          className="btn-primary"
          onClick={() => void backUp()}
          disabled={running || data?.remoteDatabase}
          aria-busy={running}
        >
          {running ? m.running : m.backupNow}
        </button>
      </div>
      <LoadState state={state} error={m.loadFailed} empty={null} onRetry={reload}>
        {data && (
          <>
            {data.remoteDatabase ? (
              <p className="rounded-lg border border-slate-300 bg-slate-50 p-3">{m.remote}</p>
            ) : (
              data.overdue && (
                <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 font-semibold text-red-800">
                  {data.last ? m.overdue : m.noneWarning}
                </p>
              )
            )}
            {data.problems.map((problem) => (
              <p key={problem.at} role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-800">
                {formatDateTime(new Date(problem.at))}: {problem.message}
              </p>
            ))}
            <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
              <dt className="font-medium">{m.lastBackup}</dt>
              <dd>
                {data.last
                  ? `${formatDateTime(new Date(data.last.at))} – ${data.last.file} (${formatArchiveSize(data.last.bytes)})`
                  : m.none}
              </dd>
              <dt className="font-medium">{m.folder}</dt>
              <dd className="break-all">{data.job.folder}</dd>
              {data.job.copyFolder && (
                <>
                  <dt className="font-medium">{m.copyFolder}</dt>
                  <dd className="break-all">{data.job.copyFolder}</dd>
                </>
              )}
            </dl>
            <p className="text-slate-700">{data.job.enabled ? m.jobOn(data.job.time) : m.jobOff}</p>
            {data.backups.length > 0 && (
              <DataTable
                caption={m.list}
                rows={data.backups.map((backup, index) => ({ ...backup, index }))}
                rowId={(backup) => backup.index}
                rowLabel={(backup) => backup.file}
                columns={[
                  { key: 'file', header: m.file, cell: (backup) => <span className="break-all">{backup.file}</span> },
                  { key: 'at', header: m.time, cell: (backup) => formatDateTime(new Date(backup.at)) },
                  {
                    key: 'bytes',
                    header: m.size,
                    cell: (backup) => <span className="whitespace-nowrap">{formatArchiveSize(backup.bytes)}</span>,
                  },
                ]}
              />
            )}
          </>
        )}
      </LoadState>
    </div>
  );
}
