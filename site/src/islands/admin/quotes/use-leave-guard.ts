import { useEffect } from 'react';
import { guardLeaving } from '../router.ts';

/**
 * While `dirty`, leaving asks first: a link inside the back office, Back and Forward (window.confirm, as
 * the browser asks itself on reload or closing the tab, which only its own dialog may do).
 */
export function useLeaveGuard(dirty: boolean, message: string): void {
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    const release = guardLeaving(() => window.confirm(message));
    return () => {
      window.removeEventListener('beforeunload', warn);
      release();
    };
  }, [dirty, message]);
}
