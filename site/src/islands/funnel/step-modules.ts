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
    (loading ??= load().then(
      (component) => {
        loaded = component;
      },
      (error: unknown) => {
        // A lost connection must not stick: the next attempt fetches again.
        loading = undefined;
        throw error;
      },
    ));
  function Step(props: P) {
    if (!loaded) use(preload());
    return createElement(loaded!, props);
  }
  return { Step, preload };
}

const products = lazyStep(() => import('./steps/ProductsStep.tsx').then((module) => module.ProductsStep));
const dimensions = lazyStep(() => import('./steps/DimensionsStep.tsx').then((module) => module.DimensionsStep));
const material = lazyStep(() => import('./steps/MaterialStep.tsx').then((module) => module.MaterialStep));
const installation = lazyStep(() => import('./steps/InstallationStep.tsx').then((module) => module.InstallationStep));
const contact = lazyStep(() => import('./steps/ContactStep.tsx').then((module) => module.ContactStep));
const summary = lazyStep(() => import('./steps/SummaryStep.tsx').then((module) => module.SummaryStep));

export const ProductsStep = products.Step;
export const DimensionsStep = dimensions.Step;
export const MaterialStep = material.Step;
export const InstallationStep = installation.Step;
export const ContactStep = contact.Step;
export const SummaryStep = summary.Step;

const byNumber: Record<number, { preload: () => Promise<void> } | undefined> = {
  2: products,
  3: dimensions,
  4: material,
  5: installation,
  6: contact,
  7: summary,
};

/** Resolves once step `step` can render at once (step 1 always can). */
export async function loadStep(step: number): Promise<void> {
  await byNumber[step]?.preload();
}

/**
 * Starts loading what the step after `step` needs; repeated calls cost nothing (modules load once). A failed
 * preload is left to the navigation that needs the chunk, which tries again.
 */
export function preloadAfter(step: number): void {
  loadRequestModule().catch(() => undefined);
  loadStep(step + 1).catch(() => undefined);
}
