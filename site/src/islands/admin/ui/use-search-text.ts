import { useEffect, useEffectEvent, useState } from 'react';

type Change = (changes: Record<string, string | null>, options?: { replace?: boolean }) => void;

/**
 * The search field of a list whose filters live in the address: the address follows the typing after a
 * short pause (replacing the entry, so Back does not step through every letter), and Back or a reload
 * puts the address's text back into the field. Untrimmed, so a pause after a space keeps the space; the
 * server trims.
 */
export function useSearchText(search: URLSearchParams, onChange: Change, delayMs = 300) {
  const inAddress = search.get('q') ?? '';
  const [text, setText] = useState(inAddress);

  // Only typing starts the pause: an address changed by Back must not be written back.
  const followTyping = useEffectEvent(() =>
    text === inAddress ? undefined : setTimeout(() => onChange({ q: text || null, page: null }, { replace: true }), delayMs),
  );
  useEffect(() => {
    const timer = followTyping();
    return () => clearTimeout(timer);
  }, [text]);
  useEffect(() => setText(inAddress), [inAddress]);

  return [text, setText] as const;
}
