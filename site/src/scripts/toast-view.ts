import { dismissToast, pauseToast, resumeToast, type Toast } from '../stores/toast.ts';

/**
 * Draws one toast for the layout's region (toast-region.ts loads this with the first toast, ADR 087): a
 * swipe to the right of 50 px or more dismisses it (the Radix default the spec names).
 */
const SWIPE_THRESHOLD_PX = 50;

export function renderToast(toast: Toast): HTMLElement {
  const item = document.createElement('div');
  // The container is a polite live region; errors interrupt as alerts.
  if (toast.variant === 'destructive') item.setAttribute('role', 'alert');
  item.dataset.variant = toast.variant;
  item.className =
    'pointer-events-auto relative flex w-full touch-pan-y items-start gap-3 rounded-xl border p-4 pr-10 shadow-lg transition-transform ' +
    (toast.variant === 'destructive' ? 'border-red-700 bg-red-700 text-white' : 'border-slate-200 bg-white text-slate-900');

  const text = document.createElement('div');
  text.className = 'grid gap-1';
  const title = document.createElement('div');
  title.className = 'text-sm font-semibold';
  title.textContent = toast.title;
  text.append(title);
  if (toast.description) {
    const description = document.createElement('div');
    description.className = 'text-sm opacity-90';
    description.textContent = toast.description;
    text.append(description);
  }
  if (toast.link) {
    const link = document.createElement('a');
    link.href = toast.link.href;
    link.className = 'text-sm font-semibold underline underline-offset-2';
    link.textContent = toast.link.label;
    text.append(link);
  }

  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'absolute top-2 right-2 rounded-md p-1 text-lg leading-none opacity-70 hover:opacity-100';
  close.setAttribute('aria-label', 'Schließen');
  close.dataset.tooltip = '';
  close.textContent = '×';
  close.addEventListener('click', () => dismissToast());

  item.append(text, close);
  for (const [type, handler] of [
    ['pointerenter', pauseToast],
    ['pointerleave', resumeToast],
    ['focusin', pauseToast],
    ['focusout', resumeToast],
  ] as const) {
    item.addEventListener(type, handler);
  }
  enableSwipe(item);
  return item;
}

function enableSwipe(item: HTMLElement) {
  let startX: number | null = null;
  item.addEventListener('pointerdown', (event) => {
    if ((event.target as Element).closest('button, a')) return;
    startX = event.clientX;
    item.setPointerCapture(event.pointerId);
  });
  item.addEventListener('pointermove', (event) => {
    if (startX === null) return;
    item.style.transform = `translateX(${Math.max(0, event.clientX - startX)}px)`;
  });
  const end = (event: PointerEvent) => {
    if (startX === null) return;
    const distance = event.clientX - startX;
    startX = null;
    if (distance >= SWIPE_THRESHOLD_PX) dismissToast();
    else item.style.transform = '';
  };
  item.addEventListener('pointerup', end);
  item.addEventListener('pointercancel', end);
}
