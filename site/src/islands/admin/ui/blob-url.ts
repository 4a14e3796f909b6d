import { useEffect, useState } from 'react';

/**
 * Fetches a file and hands `show` an object URL for it. The returned function lets it go: it revokes the
 * URL, or, while the file is still on its way, sees to it that none is made. A component gone before its
 * photo arrived would otherwise leave a URL that holds the whole file in memory until the page closes.
 * A failed fetch shows nothing (null); the screens say what they can beside it.
 */
export function objectUrlOf(load: () => Promise<Blob>, show: (url: string | null) => void): () => void {
  let wanted = true;
  let made: string | null = null;
  load().then(
    (blob) => {
      if (!wanted) return;
      made = URL.createObjectURL(blob);
      show(made);
    },
    () => {
      if (wanted) show(null);
    },
  );
  return () => {
    wanted = false;
    if (made) URL.revokeObjectURL(made);
  };
}

/**
 * A file fetched with the session's token as a URL for <img> or a link (an <img> alone would not send
 * the token); null while it loads or when it failed. `load` changes only when the file does (useCallback).
 */
export function useBlobUrl(load: () => Promise<Blob>): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const letGo = objectUrlOf(load, setUrl);
    // Another file: the revoked URL of the last one must not stay in the <img> until the new one is there.
    return () => {
      letGo();
      setUrl(null);
    };
  }, [load]);
  return url;
}
