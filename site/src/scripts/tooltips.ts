/**
 * Tooltips for icon buttons on every page (open after 700 ms of hover or
 * focus; within 300 ms of the last one closing, the next opens at once). Any element with
 * `data-tooltip` gets one; an empty value uses its aria-label. Delegated, so island buttons work too.
 * Loaded with the first hover or focus on such an element (DocumentLayout.astro, ADR 087).
 */
const OPEN_DELAY_MS = 700;
const SKIP_DELAY_MS = 300;

let tip: HTMLDivElement | null = null;
let openTimer: ReturnType<typeof setTimeout> | undefined;
let closedAt = 0;
let current: HTMLElement | null = null;
/** The element last pressed: no tooltip of its own until the pointer or focus leaves it. */
let pressed: Element | null = null;

function tooltipElement(): HTMLDivElement {
  if (!tip) {
    tip = document.createElement('div');
    tip.id = 'tooltip';
    tip.setAttribute('role', 'tooltip');
    // A manual popover: in the top layer, so a tooltip inside or beside an open dialog is drawn above it.
    tip.setAttribute('popover', 'manual');
    tip.className =
      'pointer-events-none fixed inset-auto z-50 m-0 max-w-xs overflow-visible rounded-md border-0 bg-slate-900 px-2 py-1 text-xs font-medium text-white shadow';
    document.body.append(tip);
  }
  return tip;
}

function show(target: HTMLElement) {
  const text = target.dataset.tooltip || target.getAttribute('aria-label');
  if (!text) return;
  const element = tooltipElement();
  element.textContent = text;
  if (element.matches(':popover-open')) element.hidePopover();
  element.showPopover();
  const box = target.getBoundingClientRect();
  const below = box.top < 48;
  // Positioned through the DOM: the pages' CSP allows no inline style attributes.
  element.style.left = `${Math.max(8, Math.min(box.left + box.width / 2 - element.offsetWidth / 2, window.innerWidth - element.offsetWidth - 8))}px`;
  element.style.top = `${below ? box.bottom + 6 : box.top - element.offsetHeight - 6}px`;
  if (text !== target.getAttribute('aria-label')) target.setAttribute('aria-describedby', element.id);
  current = target;
}

function hide() {
  clearTimeout(openTimer);
  if (!current) return;
  const element = tooltipElement();
  if (element.matches(':popover-open')) element.hidePopover();
  if (current.getAttribute('aria-describedby') === 'tooltip') current.removeAttribute('aria-describedby');
  current = null;
  closedAt = Date.now();
}

/** `since`: when the hover or focus began (Date.now()), if earlier than now: the delay counts from then. */
function schedule(event: Event, since = Date.now()) {
  const target = (event.target as Element | null)?.closest?.<HTMLElement>('[data-tooltip]');
  if (!target || target === current || target === pressed) return;
  hide();
  const delay = Date.now() - closedAt < SKIP_DELAY_MS ? 0 : OPEN_DELAY_MS - (Date.now() - since);
  // Waited long enough already (this module took that long to load, or the last tooltip just closed):
  // open now rather than one more turn later.
  if (delay <= 0) show(target);
  else openTimer = setTimeout(() => show(target), delay);
}

function leave(event: Event) {
  const target = (event.target as Element | null)?.closest?.('[data-tooltip]');
  const to = (event as FocusEvent | MouseEvent).relatedTarget as Node | null;
  if (target && (!to || !target.contains(to))) {
    if (target === pressed) pressed = null;
    hide();
  }
}

/**
 * Listens from now on; `first`, the hover or focus that loaded this at `firstAt` (Date.now()), opens its
 * tooltip if still there, 700 ms after it began: the time this module took to load counts toward the delay.
 * `pressedBefore`: the element with a tooltip pressed while this loaded, which gets none until left.
 */
export function startTooltips(first: Event, firstAt: number, pressedBefore: Element | null = null): void {
  pressed = pressedBefore;
  document.addEventListener('mouseover', schedule);
  document.addEventListener('focusin', schedule);
  document.addEventListener('mouseout', leave);
  document.addEventListener('focusout', leave);
  document.addEventListener('keydown', (event) => event.key === 'Escape' && hide());
  // A press means the button was understood: its tooltip, shown or still waiting, would only cover what
  // the press opens (the menu, a dialog), also when the button's icon changes under the pointer.
  document.addEventListener('pointerdown', (event) => {
    pressed = (event.target as Element | null)?.closest?.('[data-tooltip]') ?? null;
    hide();
  });
  window.addEventListener('scroll', hide, { passive: true });
  const target = (first.target as Element | null)?.closest?.('[data-tooltip]');
  if (target && (target.matches(':hover') || target.contains(document.activeElement))) schedule(first, firstAt);
}
