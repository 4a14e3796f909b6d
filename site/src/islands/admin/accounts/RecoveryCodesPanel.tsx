import { company } from '../../../lib/site-company.ts';
import { twoFactorMessages as m } from '#features/accounts/contract/two-factor-messages.ts';
import { saveFile } from '../../../lib/download.ts';
import { showToast } from '../../../stores/toast.ts';

/**
 * The recovery codes, shown once right after they were made: to copy or download as a text file. The
 * server keeps only their hashes, so this is the only time anyone sees them.
 */
export function RecoveryCodesPanel({ codes, username, onDone }: { codes: string[]; username: string; onDone: () => void }) {
  const text = `${m.downloadTitle(company.brand, username)}\n\n${codes.join('\n')}\n`;

  async function copy() {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      showToast({ title: m.copied });
    } catch {
      showToast({ title: 'Fehler', description: m.copyFailed, variant: 'destructive' });
    }
  }

  function download() {
    saveFile(new Blob([text], { type: 'text/plain;charset=utf-8' }), `wiederherstellungscodes-${username}.txt`);
  }

  const actions = [
    { label: m.copy, className: 'btn-outline', onClick: () => void copy() },
    { label: m.download, className: 'btn-outline', onClick: download },
    { label: m.recoveryCodesDone, className: 'btn-primary', onClick: onDone },
  ];

  return (
    <div className="grid gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4" role="region" aria-labelledby="recovery-codes-title">
      <h3 id="recovery-codes-title" className="font-semibold text-brand-900">
        {m.recoveryCodesTitle}
      </h3>
      <p className="text-sm text-slate-700">{m.recoveryCodesHint}</p>
      <ol className="grid grid-cols-1 gap-1 font-mono text-base sm:grid-cols-2" aria-label={m.recoveryCodesTitle}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-3">
        {actions.map(({ label, className, onClick }) => (
          <button key={label} type="button" className={className} onClick={onClick}>
            {label}
          </button>
        ))}
      </div>
    </div>
  );
}
