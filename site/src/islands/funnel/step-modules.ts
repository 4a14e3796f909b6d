import { createElement, use, type ComponentType } from 'react';

/**
 * Steps 2 to 7 and the request's checks (zod) each come in their own chunk, so the first view loads,
 * evaluates and hydrates step 1 only (ADR 015). A chunk is fetched when the visitor heads for it: the
 * next step and the checks as soon as a step shows or a choice is made, long before "Weiter" needs them.
 */

export const loadRequestModule = () => import('./request.ts');

interface LazyStep<P> {
  /** Renders at once when the chunk is there; otherwise suspends until it is (restored drafts). */
  Step: ComponentType<P>;
  preload: () => Promise<void>;
}

/**
 * Unlike React.lazy, a step whose chunk has already loaded renders in the same commit as its heading, so
 * the focus moved to the heading is followed by the step's own controls on the next Tab.
 */
function lazyStep<P extends object>(load: () => Promise<ComponentType<P>>): LazyStep<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then((component) => {
      loaded = component;
    }));
  function Step(props: P) {
    if (!loaded) use(preload());
    return createElement(loaded!, props);
  }
  return { Step, preload };
}

export const productsStep = lazyStep(() => import('./steps/ProductsStep.tsx').then((module) => module.ProductsStep));
export const dimensionsStep = lazyStep(() => import('./steps/DimensionsStep.tsx').then((module) => module.DimensionsStep));
export const materialStep = lazyStep(() => import('./steps/MaterialStep.tsx').then((module) => module.MaterialStep));
export const installationStep = lazyStep(() => import('./steps/InstallationStep.tsx').then((module) => module.InstallationStep));
export const contactStep = lazyStep(() => import('./steps/ContactStep.tsx').then((module) => module.ContactStep));
export const summaryStep = lazyStep(() => import('./steps/SummaryStep.tsx').then((module) => module.SummaryStep));

const byNumber: Record<number, { preload: () => Promise<void> } | undefined> = {
  2: productsStep,
  3: dimensionsStep,
  4: materialStep,
  5: installationStep,
  6: contactStep,
  7: summaryStep,
};

/** Resolves once step `step` can render at once (step 1 always can). */
export async function loadStep(step: number): Promise<void> {
  await byNumber[step]?.preload();
}

/** Starts loading what the step after `step` needs; repeated calls cost nothing (modules load once). */
export function preloadAfter(step: number): void {
  void loadRequestModule();
  void loadStep(step + 1);
}
