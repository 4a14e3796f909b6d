import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  /** wide for the details view; narrow for confirmations; full for a table that needs the screen (the price grid). */
  size?: 'narrow' | 'wide' | 'full';
  role?: 'dialog' | 'alertdialog';
}

const dialogWidths = {
  narrow: 'w-[min(32rem,calc(100%-2rem))]',
  wide: 'w-[min(56rem,calc(100%-1rem))]',
  full: 'w-[min(96rem,calc(100%-1rem))]',
} as const;

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The first focus of an open dialog: what asks for it (`data-autofocus`, e.g. "Abbrechen" in a confirmation),
 * else the first field or button of its content, never the × in the corner (its tooltip would open at once
 * and the keyboard would start at the way out).
 */
function focusFirst(dialog: HTMLDialogElement) {
  const asked = dialog.querySelector<HTMLElement>('[data-autofocus]');
  const first = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].find((item) => !item.hasAttribute('data-dialog-close'));
  (asked ?? first)?.focus();
}

/**
 * The one modal dialog of the islands (public area, customer area, back office), on the native <dialog>:
 * showModal() makes the page behind inert, Escape closes (the dialog's cancel event), Tab cycles inside it,
 * and focus returns to where it was on close. Its content is mounted only while it is open.
 */
export function Dialog({ open, title, onClose, children, footer, size = 'narrow', role = 'dialog' }: DialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      const opener = document.activeElement as HTMLElement | null;
      element.showModal();
      focusFirst(element);
      return () => {
        // Closed first: while the dialog is modal, the page behind it cannot take focus.
        if (element.open) element.close();
        opener?.focus();
      };
    }
    if (!open && element.open) element.close();
  }, [open]);

  function trapTab(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'Tab') return;
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (items.length === 0) return;
    const first = items[0]!;
    const last = items[items.length - 1]!;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <dialog
      ref={dialog}
      role={role}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={trapTab}
      className={`m-auto max-h-[calc(100%-2rem)] rounded-2xl p-0 shadow-xl backdrop:bg-slate-900/50 ${dialogWidths[size]}`}
    >
      {open && (
        <div className="p-5 sm:p-6">
          <div className="flex items-start justify-between gap-4">
            <h2 id={titleId} className="text-xl font-bold text-brand-900">
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              className="rounded-md px-2 text-2xl leading-none text-slate-600 hover:bg-slate-100"
              aria-label="Schließen"
              data-dialog-close=""
              data-tooltip=""
            >
              ×
            </button>
          </div>
          <div className="mt-4">{children}</div>
          {footer && <div className="mt-6 flex flex-wrap justify-end gap-3">{footer}</div>}
        </div>
      )}
    </dialog>
  );
}
