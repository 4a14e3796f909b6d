import { useEffect, type RefObject } from 'react';

/** Where "/" is a character being typed, not the shortcut. */
function isTyping(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || target.matches('input, textarea, select'));
}

/**
 * "/" anywhere in the back office focuses the search field, as on many sites with one search, unless
 * someone is typing in a field or a dialog is open (the field lies behind it).
 */
export function useSlashShortcut(field: RefObject<HTMLInputElement | null>) {
  useEffect(() => {
    function focusSearch(event: KeyboardEvent) {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
      if (isTyping(event.target) || document.querySelector('dialog[open]')) return;
      event.preventDefault();
      field.current?.focus();
      field.current?.select();
    }
    document.addEventListener('keydown', focusSearch);
    return () => document.removeEventListener('keydown', focusSearch);
  }, [field]);
}
