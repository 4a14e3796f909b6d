import { atom } from 'nanostores';

/**
 * Client-side routing inside the admin island: one page load for the whole back office. Links and
 * buttons call navigate(); the browser's back and forward buttons keep working.
 */
export const $adminPath = atom(typeof window === 'undefined' ? '/admin/dashboard' : window.location.pathname);

/** Asked before the island moves on while a screen holds unsaved changes; false keeps the screen. */
let leaveGuard: (() => boolean) | null = null;

/** A screen with unsaved changes asks first (the quote editor); returns the release for when it is saved or gone. */
export function guardLeaving(mayLeave: () => boolean): () => void {
  leaveGuard = mayLeave;
  return () => {
    if (leaveGuard === mayLeave) leaveGuard = null;
  };
}

const currentAddress = () => window.location.pathname + window.location.search;

export function navigate(path: string, { replace = false } = {}): void {
  if (path === currentAddress()) return;
  if (leaveGuard && !leaveGuard()) return;
  if (replace) history.replaceState(null, '', path);
  else history.pushState(null, '', path);
  $adminPath.set(window.location.pathname);
  // Screens that keep their filters in the address (use-address-query.ts) follow a link to the same path too.
  window.dispatchEvent(new PopStateEvent('popstate'));
  // Every route change starts at the top of the page.
  window.scrollTo(0, 0);
}

export function followBrowserHistory(): () => void {
  let address = currentAddress();
  const update = (event: PopStateEvent) => {
    // The browser's Back or Forward (navigate() has asked already and sends an untrusted event): staying
    // puts the screen's address back.
    if (event.isTrusted && leaveGuard && !leaveGuard()) {
      history.pushState(null, '', address);
      return;
    }
    address = currentAddress();
    $adminPath.set(window.location.pathname);
  };
  window.addEventListener('popstate', update);
  return () => window.removeEventListener('popstate', update);
}
