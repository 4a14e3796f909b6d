import { atom } from 'nanostores';

/**
 * The site-wide toast (one at a time, shown for 5000 ms by default).
 * Islands and plain page scripts call showToast(); one renderer in the layout draws it.
 */

const TOAST_DURATION_MS = 5000;

export interface Toast {
  id: number;
  title: string;
  description?: string;
  /** Where to go about it: the settings a refusal names, "Zum Warenkorb" after something went into the cart. */
  link?: { href: string; label: string };
  variant: 'default' | 'destructive';
  duration: number;
}

export type ToastInput = Pick<Toast, 'title'> & Partial<Omit<Toast, 'id' | 'title'>>;

export const $toast = atom<Toast | null>(null);

let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;
let remainingMs = 0;
let startedAt = 0;
/** Hover and focus both pause: the second pause must not take the elapsed time off a second time. */
let paused = false;

function startTimer(ms: number) {
  clearTimeout(timer);
  paused = false;
  remainingMs = ms;
  startedAt = Date.now();
  timer = setTimeout(() => dismissToast(), ms);
}

/** Shows a toast, replacing the one on screen. */
export function showToast(input: ToastInput): Toast {
  const toast: Toast = { variant: 'default', duration: TOAST_DURATION_MS, ...input, id: nextId++ };
  $toast.set(toast);
  startTimer(toast.duration);
  return toast;
}

/** Takes the toast down; with an id, only if that toast is still the one shown (a newer one stays). */
export function dismissToast(id?: number): void {
  if (id !== undefined && $toast.get()?.id !== id) return;
  clearTimeout(timer);
  $toast.set(null);
}

/** Hovering or focusing the toast stops its clock, as Radix toasts do; leaving it resumes the rest. */
export function pauseToast(): void {
  if (!$toast.get() || paused) return;
  clearTimeout(timer);
  paused = true;
  remainingMs -= Date.now() - startedAt;
}

export function resumeToast(): void {
  if ($toast.get()) startTimer(Math.max(remainingMs, 0));
}

const NEXT_PAGE_KEY = 'toast_next_page';

/** For a toast that announces a page change ("Erfolgreich gesendet!" before /thank-you): shown on the next page. */
export function showToastOnNextPage(input: ToastInput, storage: Pick<Storage, 'setItem'> = sessionStorage): void {
  storage.setItem(NEXT_PAGE_KEY, JSON.stringify(input));
}

/** Shows the toast a previous page left for this one, once. */
export function showToastFromPreviousPage(storage: Pick<Storage, 'getItem' | 'removeItem'> = sessionStorage): void {
  const stored = storage.getItem(NEXT_PAGE_KEY);
  if (!stored) return;
  storage.removeItem(NEXT_PAGE_KEY);
  try {
    showToast(JSON.parse(stored) as ToastInput);
  } catch {
    // A damaged entry is simply not shown.
  }
}
