import { lazy } from 'react';

/**
 * Steps 2 to 7 and the request's checks (zod) each come in their own chunk, so the first view loads,
 * evaluates and hydrates step 1 only (ADR 015). A chunk is fetched when the visitor heads for it: the
 * next step and the checks as soon as a step shows or a choice is made, long before "Weiter" needs them.
 */
const loaders = {
  2: () => import('./steps/ProductsStep.tsx'),
  3: () => import('./steps/DimensionsStep.tsx'),
  4: () => import('./steps/MaterialStep.tsx'),
  5: () => import('./steps/InstallationStep.tsx'),
  6: () => import('./steps/ContactStep.tsx'),
  7: () => import('./steps/SummaryStep.tsx'),
} as const;

export const loadRequestModule = () => import('./request.ts');

/** Starts loading what the step after `step` needs; repeated calls cost nothing (modules load once). */
export function preloadAfter(step: number): void {
  void loadRequestModule();
  const next = loaders[(step + 1) as keyof typeof loaders];
  if (next) void next();
}

export const ProductsStep = lazy(() => loaders[2]().then((module) => ({ default: module.ProductsStep })));
export const DimensionsStep = lazy(() => loaders[3]().then((module) => ({ default: module.DimensionsStep })));
export const MaterialStep = lazy(() => loaders[4]().then((module) => ({ default: module.MaterialStep })));
export const InstallationStep = lazy(() => loaders[5]().then((module) => ({ default: module.InstallationStep })));
export const ContactStep = lazy(() => loaders[6]().then((module) => ({ default: module.ContactStep })));
export const SummaryStep = lazy(() => loaders[7]().then((module) => ({ default: module.SummaryStep })));
