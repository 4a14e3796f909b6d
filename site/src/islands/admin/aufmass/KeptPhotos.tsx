import { useCallback } from 'react';
import { accountApi, accountBlobOf } from '../../../lib/account-api.ts';
import { useBlobUrl } from '../ui/blob-url.ts';

/**
 * The photos a new version of the Aufmaß takes over from the saved one, by their stored names: shown as
 * thumbnails fetched with the session's token (an <img> alone would not send it), each with a button to
 * leave it out. Offline the thumbnail waits as a grey square; the name alone is what the form sends.
 */
export function KeptPhotos({
  leadId,
  names,
  onChange,
  describe,
}: {
  leadId: number;
  names: string[];
  onChange: (names: string[]) => void;
  describe: (index: number) => string;
}) {
  if (names.length === 0) return null;
  return (
    <div className="grid gap-2">
      <p className="text-sm font-medium text-slate-800">Aus dem gespeicherten Aufmaß übernommen ({names.length})</p>
      <ul className="flex flex-wrap gap-3">
        {names.map((name, index) => (
          <li key={name} className="grid justify-items-start gap-1">
            <StoredPhoto leadId={leadId} name={name} alt={describe(index)} />
            <button
              type="button"
              className="min-h-11 text-sm font-semibold text-brand-700 underline"
              aria-label={`${describe(index)} entfernen`}
              onClick={() => onChange(names.filter((kept) => kept !== name))}
            >
              Entfernen
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

function StoredPhoto({ leadId, name, alt }: { leadId: number; name: string; alt: string }) {
  const load = useCallback(
    () => accountBlobOf(accountApi.admin.leads[':id'].aufmass.photos[':name'].$get({ param: { id: String(leadId), name } })),
    [leadId, name],
  );
  const url = useBlobUrl(load);
  if (!url) return <div role="img" aria-label={alt} className="size-24 animate-pulse rounded-lg bg-slate-100" />;
  return <img src={url} alt={alt} className="size-24 rounded-lg border border-slate-200 object-cover" />;
}
