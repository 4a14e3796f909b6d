import { beforeEach, describe, expect, it } from 'vitest';
import { $funnelDraft, emptyDraft, restoreFunnel } from './funnel.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
}

describe('funnel draft', () => {
  beforeEach(() => $funnelDraft.set(emptyDraft()));

  it('ticks the product named in ?produkt= and keeps the rest of the draft', () => {
    const stored = { draft: { ...emptyDraft(), plz: '20095' }, step: 1, sessionId: 'abcdefghi' };
    restoreFunnel(memoryStorage({ funnel_draft: JSON.stringify(stored) }), '?produkt=tuer');
    expect($funnelDraft.get().products.produkt_tuer).toBe(true);
    expect($funnelDraft.get().products.produkt_fenster).toBe(false);
    expect($funnelDraft.get().plz).toBe('20095');
  });

  it('ignores an unknown product', () => {
    restoreFunnel(memoryStorage(), '?produkt=gartenzaun');
    expect(Object.values($funnelDraft.get().products).every((ticked) => !ticked)).toBe(true);
  });
});
