import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $toast, dismissToast, pauseToast, resumeToast, showToast, showToastFromPreviousPage, showToastOnNextPage } from './toast.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  dismissToast();
  vi.useRealTimers();
});

/** The toast is still shown a millisecond before `ms` have passed, and gone when they have. */
function expectShownFor(ms: number) {
  vi.advanceTimersByTime(ms - 1);
  expect($toast.get()).not.toBeNull();
  vi.advanceTimersByTime(1);
  expect($toast.get()).toBeNull();
}

describe('toast store', () => {
  it('shows one toast at a time, the newest replacing the last', () => {
    showToast({ title: 'Erster' });
    showToast({ title: 'Zweiter', variant: 'destructive' });
    expect($toast.get()).toMatchObject({ title: 'Zweiter', variant: 'destructive' });
  });

  it('disappears after 5000 ms by default', () => {
    showToast({ title: 'Link kopiert!' });
    expectShownFor(5000);
  });

  it('keeps its remaining time while paused', () => {
    showToast({ title: 'Pause', duration: 1000 });
    vi.advanceTimersByTime(600);
    pauseToast();
    vi.advanceTimersByTime(5000);
    expect($toast.get()).not.toBeNull();
    resumeToast();
    expectShownFor(400);
  });

  it('takes the elapsed time off once when hovered and then focused', () => {
    showToast({ title: 'Pause', duration: 1000 });
    vi.advanceTimersByTime(600);
    pauseToast();
    vi.advanceTimersByTime(300);
    pauseToast();
    resumeToast();
    expectShownFor(400);
  });
});

describe('toast across a page change', () => {
  it('is kept for the next page and shown there once', () => {
    const data = new Map<string, string>();
    const storage = {
      getItem: (key: string) => data.get(key) ?? null,
      setItem: (key: string, value: string) => void data.set(key, value),
      removeItem: (key: string) => void data.delete(key),
    };
    showToastOnNextPage({ title: 'Erfolgreich gesendet!' }, storage);
    expect($toast.get()).toBeNull();
    showToastFromPreviousPage(storage);
    expect($toast.get()?.title).toBe('Erfolgreich gesendet!');
    dismissToast();
    showToastFromPreviousPage(storage);
    expect($toast.get()).toBeNull();
  });

  it('takes down a toast by its id only while it is the one shown', () => {
    const problem = showToast({ title: 'Produktauswahl erforderlich' });
    dismissToast(problem.id);
    expect($toast.get()).toBeNull();
    const older = showToast({ title: 'Alt' });
    showToast({ title: 'Neu' });
    dismissToast(older.id);
    expect($toast.get()?.title).toBe('Neu');
  });
});
