import { useId, useState } from 'react';
import { MAX_IMAGE_BYTES } from '#features/catalogue/contract/catalogue-admin.ts';
import { catalogueMessages } from '#features/catalogue/contract/catalogue-messages.ts';
import { catalogueScreenMessages } from '#features/catalogue/contract/catalogue-screen-messages.ts';
import { messageOf } from '../../../lib/api.ts';
import { uploadOptionImage } from './api.ts';

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/**
 * An option's picture: checked here for type and size with the spec's messages (the server checks
 * again on the decoded bytes), uploaded as a data URL, and shown as a preview from the address the server stored it under.
 */
export function OptionImageUpload({
  imageUrl,
  onChange,
  onBusy,
}: {
  imageUrl: string | null;
  onChange: (url: string | null) => void;
  onBusy: (busy: boolean) => void;
}) {
  const id = useId();
  const [error, setError] = useState<string | undefined>();
  const [uploading, setUploading] = useState(false);

  async function choose(file: File | undefined) {
    if (!file) return;
    if (!file.type.startsWith('image/')) return setError(catalogueMessages.imageType);
    if (file.size > MAX_IMAGE_BYTES) return setError(catalogueMessages.imageTooLarge);
    setError(undefined);
    setUploading(true);
    onBusy(true);
    try {
      const { imageUrl: stored } = await uploadOptionImage(await readAsDataUrl(file), file.name);
      onChange(stored);
    } catch (failure) {
      setError(messageOf(failure, catalogueScreenMessages.imageUploadFailed));
    } finally {
      setUploading(false);
      onBusy(false);
    }
  }

  return (
    <div className="grid gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        Bild (optional)
      </label>
      <input
        id={id}
        type="file"
        accept="image/png,image/jpeg,image/webp,image/gif"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
        className="block w-full text-sm text-slate-700 file:mr-3 file:min-h-9 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:py-1"
        onChange={(event) => {
          void choose(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700" role="alert">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          PNG, JPEG, WebP oder GIF, höchstens 5 MB.
        </p>
      )}
      {uploading && (
        <p className="text-sm text-slate-600" role="status">
          Bild wird hochgeladen …
        </p>
      )}
      {imageUrl && !uploading && (
        <div className="flex items-center gap-3">
          <img src={imageUrl} alt="Vorschau des Optionsbilds" className="size-20 rounded-lg border border-slate-200 object-cover" />
          <button type="button" className="btn-outline min-h-9 px-3 py-1 text-sm" onClick={() => onChange(null)}>
            Bild entfernen
          </button>
        </div>
      )}
    </div>
  );
}
