import { useEffect, useState } from 'react';

/** The photos chosen on the phone as small pictures, each with a button to take it out again. */
export function PhotoThumbnails({ photos, label, onRemove }: { photos: Blob[]; label: string; onRemove: (index: number) => void }) {
  const [urls, setUrls] = useState<string[]>([]);
  useEffect(() => {
    const made = photos.map((photo) => URL.createObjectURL(photo));
    setUrls(made);
    return () => made.forEach((url) => URL.revokeObjectURL(url));
  }, [photos]);
  if (urls.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label={label}>
      {urls.map((url, index) => (
        <li key={url} className="relative">
          <img src={url} alt={`Foto ${index + 1}`} className="h-20 w-20 rounded-md border border-slate-300 object-cover" />
          <button
            type="button"
            className="absolute -top-2 -right-2 grid h-7 w-7 place-items-center rounded-full bg-slate-900 text-sm text-white"
            aria-label={`Foto ${index + 1} entfernen`}
            onClick={() => onRemove(index)}
          >
            ×
          </button>
        </li>
      ))}
    </ul>
  );
}
