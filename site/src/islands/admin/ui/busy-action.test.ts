import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api.ts';
import { $toast, dismissToast } from '../../../stores/toast.ts';
import { runBusy } from './busy-action.ts';

afterEach(() => dismissToast());

describe('a screen action run busy', () => {
  it('is busy while the action runs and not after it', async () => {
    const seen: boolean[] = [];
    await runBusy(
      (busy) => seen.push(busy),
      async () => expect(seen).toEqual([true]),
      'Das hat nicht geklappt.',
    );
    expect(seen).toEqual([true, false]);
    expect($toast.get()).toBeNull();
  });

  it('tells a refusal in the failure toast, after the messages at the fields, and does not throw', async () => {
    const seen: boolean[] = [];
    const fields: unknown[] = [];
    const refusal = new ApiError(409, JSON.stringify({ error: 'Dieser Monat ist bereits abgeschlossen.' }), 'Conflict');
    await runBusy(
      (busy) => seen.push(busy),
      () => Promise.reject(refusal),
      'Der Monat konnte nicht abgeschlossen werden.',
      (error) => fields.push(error),
    );
    expect(seen).toEqual([true, false]);
    expect(fields).toEqual([refusal]);
    expect($toast.get()).toMatchObject({ title: 'Fehler', description: 'Dieser Monat ist bereits abgeschlossen.', variant: 'destructive' });
    await runBusy(
      () => {},
      () => Promise.reject(new Error('offline')),
      'Der Export ist fehlgeschlagen.',
    );
    expect($toast.get()).toMatchObject({ description: 'Der Export ist fehlgeschlagen.' });
  });
});
