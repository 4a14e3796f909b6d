import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while React hydrates the server's HTML, true from the first render after. An island whose stores
 * a page script may already have filled (the header reads the cart at once) renders what the server
 * rendered until then: otherwise React finds other HTML than it made and logs error #418.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
