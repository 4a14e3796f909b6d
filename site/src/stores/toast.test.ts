import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $toast, dismissToast, pauseToast, resumeToast, showToast } from './toast.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  dismissToast();
  vi.useRealTimers();
});

describe('toast store', () => {
  it('shows one toast at a time, the newest replacing the last', () => {
    showToast({ title: 'Erster' });
    showToast({ title: 'Zweiter', variant: 'destructive' });
    expect($toast.get()).toMatchObject({ title: 'Zweiter', variant: 'destructive' });
  });

  it('disappears after 5000 ms by default', () => {
    showToast({ title: 'Link kopiert!' });
    vi.advanceTimersByTime(4999);
    expect($toast.get()).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect($toast.get()).toBeNull();
  });

  it('keeps its remaining time while paused', () => {
    showToast({ title: 'Pause', duration: 1000 });
    vi.advanceTimersByTime(600);
    pauseToast();
    vi.advanceTimersByTime(5000);
    expect($toast.get()).not.toBeNull();
    resumeToast();
    vi.advanceTimersByTime(399);
    expect($toast.get()).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect($toast.get()).toBeNull();
  });
});
