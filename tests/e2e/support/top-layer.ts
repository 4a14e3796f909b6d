import type { Locator } from '@playwright/test';

/**
 * Whether the element is what a person sees at its own centre: nothing (an open dialog, its backdrop) is
 * drawn over it. Pointer events are switched on for the look, since toasts and tooltips let clicks through.
 */
export function drawnOnTop(element: Locator): Promise<boolean> {
  return element.evaluate((node: HTMLElement) => {
    const before = node.style.pointerEvents;
    node.style.pointerEvents = 'auto';
    const box = node.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    node.style.pointerEvents = before;
    return hit !== null && node.contains(hit);
  });
}
