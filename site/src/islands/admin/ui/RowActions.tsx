import type { ReactNode } from 'react';

const small = 'btn min-h-9 px-3 py-1 text-sm';

/** A row's buttons: "Bearbeiten", "Löschen" and others, each named with what it acts on for screen readers ("Löschen: Fenster"). */
export function RowActions({ children }: { children: ReactNode }) {
  return <div className="flex flex-wrap gap-2">{children}</div>;
}

export function RowButton({
  label,
  target,
  onClick,
  destructive = false,
}: {
  label: string;
  target: string;
  onClick: () => void;
  destructive?: boolean;
}) {
  return (
    <button
      type="button"
      className={`${small} border ${destructive ? 'border-red-200 bg-white text-red-700 hover:bg-red-50' : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50'}`}
      onClick={onClick}
      aria-label={`${label}: ${target}`}
    >
      {label}
    </button>
  );
}
