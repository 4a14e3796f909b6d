import { useEffect, useRef } from 'react';

/**
 * A confirmation that replaces a long form (the acceptance of a quote): its heading takes the focus when it
 * appears, so a phone shows it, not the empty space where the form's button was, and a screen reader
 * reads it. The heading needs tabIndex={-1}.
 */
export function useFocusOnShow<Element extends HTMLElement>() {
  const ref = useRef<Element>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    element.scrollIntoView({ block: 'start' });
    element.focus({ preventScroll: true });
  }, []);
  return ref;
}
