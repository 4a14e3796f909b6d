import { atom } from 'nanostores';

/**
 * Client-side routing inside the admin island: one page load for the whole back office. Links and
 * buttons call navigate(); the browser's back and forward buttons keep working.
 */
export const $adminPath = atom(typeof window === 'undefined' ? '/admin/dashboard' : window.location.pathname);

export function navigate(path: string, { replace = false } = {}): void {
  if (path === window.location.pathname + window.location.search) return;
  if (replace) history.replaceState(null, '', path);
  else history.pushState(null, '', path);
  $adminPath.set(window.location.pathname);
  // Screens that keep their filters in the address (use-address-query.ts) follow a link to the same path too.
  window.dispatchEvent(new PopStateEvent('popstate'));
  // Every route change starts at the top of the page (accounts-and-admin.md section 2).
  window.scrollTo(0, 0);
}

export function followBrowserHistory(): () => void {
  const update = () => $adminPath.set(window.location.pathname);
  window.addEventListener('popstate', update);
  return () => window.removeEventListener('popstate', update);
}
