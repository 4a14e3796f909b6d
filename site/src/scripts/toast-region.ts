import { $toast, showToastFromPreviousPage } from '../stores/toast.ts';
import type * as ToastView from './toast-view.ts';

/**
 * The site-wide toast's region in the layout. F8 moves focus to it. What draws a toast (toast-view.ts)
 * loads with the first toast: most pages never show one, and a content page loads no more than it shows
 * (ADR 087).
 */
const region = document.querySelector<HTMLElement>('[data-toast-region]');
const list = region?.querySelector<HTMLElement>('[data-toast-list]');

/**
 * The region is a popover that stays open, so it is in the top layer; shown again, it moves to the top of
 * that layer, above a dialog opened since (a dialog's showModal() puts the dialog above everything before it).
 */
function raise(element: HTMLElement) {
  if (typeof element.showPopover !== 'function') return;
  if (element.matches(':popover-open')) element.hidePopover();
  element.showPopover();
}

if (region && list) {
  raise(region);
  let view: Promise<typeof ToastView> | undefined;
  $toast.subscribe((toast) => {
    if (!toast) {
      list.replaceChildren();
      return;
    }
    raise(region);
    view ??= import('./toast-view.ts');
    // A newer toast (or none) may have come while the view loaded: only the current one is drawn.
    void view.then(({ renderToast }) => {
      if ($toast.get() === toast) list.replaceChildren(renderToast(toast));
    });
  });
  showToastFromPreviousPage();
  document.addEventListener('keydown', (event) => {
    if (event.key === 'F8') {
      event.preventDefault();
      region.focus();
    }
  });
}
