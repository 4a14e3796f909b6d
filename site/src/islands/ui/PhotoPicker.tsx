import { useEffect, useState } from 'react';

/**
 * Photos from the phone's camera or gallery, each shown as a thumbnail with a button to take it out again.
 * The native file input is visually hidden: its "Keine Datei ausgewählt" stood beside a count of one photo
 * (the input is emptied after each choice, so the same photo can be added twice), and its intrinsic width
 * of about 350 px pushed a 390 px screen sideways. `describe` names a photo for the thumbnail's alt text;
 * `camera` opens the phone's camera straight away (the fitter at the door), else the gallery is offered too.
 */
export function PhotoPicker({
  label,
  photos,
  onChange,
  describe,
  camera = false,
  accept = 'image/*',
}: {
  label: string;
  photos: Blob[];
  onChange: (photos: Blob[]) => void;
  describe: (index: number) => string;
  camera?: boolean;
  /** The types offered; naming JPEG makes an iPhone hand over its HEIC photos as JPEG. */
  accept?: string;
}) {
  const urls = useObjectUrls(photos);
  return (
    <div className="grid gap-2">
      <label className="grid justify-items-start gap-1 text-sm font-medium text-slate-800">
        {label}
        <span className="btn-outline cursor-pointer focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-500">
          {camera ? 'Foto aufnehmen' : 'Fotos auswählen'}
          <input
            type="file"
            accept={accept}
            {...(camera ? { capture: 'environment' as const } : {})}
            multiple
            className="sr-only"
            onChange={(event) => {
              const chosen = Array.from(event.target.files ?? []);
              event.target.value = '';
              onChange([...photos, ...chosen]);
            }}
          />
        </span>
      </label>
      {urls.length > 0 && (
        <ul className="flex flex-wrap gap-3">
          {urls.map((url, index) => (
            <li key={url} className="grid justify-items-start gap-1">
              <img src={url} alt={describe(index)} className="size-24 rounded-lg border border-slate-200 object-cover" />
              <button
                type="button"
                className="min-h-11 text-sm font-semibold text-brand-700 underline"
                aria-label={`${describe(index)} entfernen`}
                onClick={() => onChange(photos.filter((_, at) => at !== index))}
              >
                Entfernen
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** An object URL per photo for as long as it is shown; released when the photos change or the form goes. */
function useObjectUrls(photos: Blob[]): string[] {
  const [urls, setUrls] = useState<string[]>([]);
  useEffect(() => {
    const made = photos.map((photo) => URL.createObjectURL(photo));
    setUrls(made);
    return () => made.forEach((url) => URL.revokeObjectURL(url));
  }, [photos]);
  return urls;
}
