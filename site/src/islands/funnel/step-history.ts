import { FUNNEL_STEPS } from '#features/funnel/contract/funnel-steps.ts';

/**
 * Each funnel step is an entry in the browser's history (`/funnel?schritt=3`), so Back and Forward move
 * between steps instead of leaving the funnel, and a reload stays on the step.
 */
const PARAMETER = 'schritt';

interface StepState {
  funnelStep: number;
}

export function stepFromAddress(search: string): number | null {
  const value = Number(new URLSearchParams(search).get(PARAMETER));
  return Number.isInteger(value) && value >= 1 && value <= FUNNEL_STEPS ? value : null;
}

/** Writes the step into the address: a new entry when the visitor moves, the same entry on arrival. */
export function recordStep(step: number, mode: 'push' | 'replace'): void {
  const url = new URL(window.location.href);
  url.searchParams.set(PARAMETER, String(step));
  // A home-page product preselection is applied once; going back to it must not tick it again.
  url.searchParams.delete('produkt');
  const state: StepState = { funnelStep: step };
  if (mode === 'push') window.history.pushState(state, '', url);
  else window.history.replaceState(state, '', url);
}

/** Calls `onStep` with the step of the entry the browser went back or forward to; returns the cleanup. */
export function followStepHistory(onStep: (step: number) => void): () => void {
  const listener = (event: PopStateEvent) => {
    const step = (event.state as StepState | null)?.funnelStep ?? stepFromAddress(window.location.search);
    if (step) onStep(step);
  };
  window.addEventListener('popstate', listener);
  return () => window.removeEventListener('popstate', listener);
}
