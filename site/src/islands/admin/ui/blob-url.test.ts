import { afterEach, describe, expect, it, vi } from 'vitest';
import { objectUrlOf } from './blob-url.ts';

const photo = () => new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });

/** A load the test finishes when it wants. */
function pendingLoad() {
  let finish!: (blob: Blob) => void;
  let fail!: (error: Error) => void;
  const load = () =>
    new Promise<Blob>((resolve, reject) => {
      finish = resolve;
      fail = reject;
    });
  return { load, finish: (blob: Blob) => finish(blob), fail: (error: Error) => fail(error) };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => vi.restoreAllMocks());

describe('a fetched file as an object URL', () => {
  it('shows the URL once the file is there and revokes it when let go', async () => {
    const revoked = vi.spyOn(URL, 'revokeObjectURL');
    const shown: (string | null)[] = [];
    const { load, finish } = pendingLoad();
    const letGo = objectUrlOf(load, (url) => shown.push(url));
    finish(photo());
    await settled();
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatch(/^blob:/);
    letGo();
    expect(revoked).toHaveBeenCalledWith(shown[0]);
  });

  it('makes no URL for a file that arrives after it was let go, and shows nothing for a failed fetch', async () => {
    const created = vi.spyOn(URL, 'createObjectURL');
    const shown: (string | null)[] = [];
    const late = pendingLoad();
    objectUrlOf(late.load, (url) => shown.push(url))();
    late.finish(photo());
    await settled();
    expect(created).not.toHaveBeenCalled();
    expect(shown).toEqual([]);

    const failing = pendingLoad();
    objectUrlOf(failing.load, (url) => shown.push(url));
    failing.fail(new Error('404'));
    await settled();
    expect(shown).toEqual([null]);
  });
});
