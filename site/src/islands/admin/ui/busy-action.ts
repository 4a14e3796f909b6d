import { useState } from 'react';
import { showFailureToast } from './failure-toast.ts';

/**
 * Runs one of a screen's actions and tells a failure in the failure toast, `fallback` where the answer
 * names no reason; `onFailure` first, for the messages at the fields. It never throws: a failed action
 * has been told.
 */
export async function attempt(action: () => Promise<unknown>, fallback: string, onFailure?: (error: unknown) => void): Promise<void> {
  try {
    await action();
  } catch (error) {
    onFailure?.(error);
    showFailureToast(error, fallback);
  }
}

/** `attempt`, with `setBusy` on while it runs (the action's buttons disabled). */
export async function runBusy(
  setBusy: (busy: boolean) => void,
  action: () => Promise<unknown>,
  fallback: string,
  onFailure?: (error: unknown) => void,
): Promise<void> {
  setBusy(true);
  try {
    await attempt(action, fallback, onFailure);
  } finally {
    setBusy(false);
  }
}

/** `busy` and `run(action, fallback, onFailure?)` for a screen's actions (see runBusy). */
export function useBusyAction() {
  const [busy, setBusy] = useState(false);
  const run = (action: () => Promise<unknown>, fallback: string, onFailure?: (error: unknown) => void) =>
    runBusy(setBusy, action, fallback, onFailure);
  return { busy, run };
}
