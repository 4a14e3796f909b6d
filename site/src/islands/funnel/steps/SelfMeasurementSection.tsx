import { MAX_CUSTOMER_PHOTO_BYTES, MAX_CUSTOMER_PHOTOS, selfMeasurementMessages as m } from '#features/funnel/contract/self-measurement.ts';
import { dimensionTypeLabels, dimensionTypes, type DimensionType } from '#shared/labels.ts';
import { openingTypeLabels, openingTypes, type OpeningType } from '#shared/opening-types.ts';
import { showToast } from '../../../stores/toast.ts';
import { SelectField, TextField } from '../../ui/Field.tsx';
import { PhotoPicker } from '../../ui/PhotoPicker.tsx';
import { emptyMeasurement, type SelfMeasureDraft } from '../self-measurement.ts';
import { useRequestPhotos } from '../../ui/use-request-photos.ts';
import { MeasureGuide } from './MeasureGuide.tsx';

const SIDES = [
  { field: 'frameWidthMm', label: 'A: Breite außen (mm)' },
  { field: 'frameHeightMm', label: 'B: Höhe außen (mm)' },
  { field: 'clearWidthMm', label: 'C: Breite innen (mm)' },
  { field: 'clearHeightMm', label: 'D: Höhe innen (mm)' },
] as const;

/** Only JPEG, PNG and WebP up to 15 MB go on: anything else is said at once, not after the request. */
function acceptable(chosen: Blob[]): Blob[] {
  const kept = chosen.filter(
    (photo) => ['image/jpeg', 'image/png', 'image/webp'].includes(photo.type) && photo.size <= MAX_CUSTOMER_PHOTO_BYTES,
  );
  if (kept.length < chosen.length) {
    const tooLarge = chosen.some((photo) => photo.size > MAX_CUSTOMER_PHOTO_BYTES);
    showToast({ title: 'Foto nicht übernommen', description: tooLarge ? m.photoTooLarge : m.photoType, variant: 'destructive' });
  }
  return kept;
}

/** The photos chosen now added to the others, at most ten; a refused one is said at once. */
function withAdded(photos: Blob[], added: Blob[]): Blob[] {
  const all = [...photos, ...acceptable(added)];
  if (all.length > MAX_CUSTOMER_PHOTOS) showToast({ title: 'Foto nicht übernommen', description: m.tooManyPhotos, variant: 'destructive' });
  return all.slice(0, MAX_CUSTOMER_PHOTOS);
}

/**
 * Step 3's optional part (issue 48): photos of the old windows or doors, and per element a guided
 * measurement in mm, so the quote starts from real sizes and the fitter only checks them.
 */
export function SelfMeasurementSection({
  elements,
  errors,
  onChange,
}: {
  elements: SelfMeasureDraft[];
  errors: Record<string, string>;
  onChange: (elements: SelfMeasureDraft[]) => void;
}) {
  const [photos, setPhotos] = useRequestPhotos();
  const update = (key: number, change: Partial<SelfMeasureDraft>) =>
    onChange(elements.map((element) => (element.key === key ? { ...element, ...change } : element)));
  return (
    <section className="grid gap-4 rounded-xl border border-slate-200 p-4" aria-labelledby="self-measurement-title">
      <h3 id="self-measurement-title" className="font-bold text-brand-900">
        Fotos und eigene Maße (freiwillig)
      </h3>
      <PhotoPicker
        label={`Fotos Ihrer alten Fenster oder Türen (${photos.length} von ${MAX_CUSTOMER_PHOTOS})`}
        photos={photos}
        onChange={(next) => setPhotos(next.length > photos.length ? withAdded(photos, next.slice(photos.length)) : next)}
        describe={(index) => `Foto ${index + 1}`}
        accept="image/jpeg,image/png,image/webp"
      />
      {elements.length === 0 ? (
        <button type="button" className="btn-outline justify-self-start" onClick={() => onChange([emptyMeasurement()])}>
          Selbst messen – mit Anleitung
        </button>
      ) : (
        <>
          <MeasureGuide />
          <ol className="grid gap-4">
            {elements.map((element, index) => (
              <li
                key={element.key}
                className="grid gap-3 rounded-lg border border-slate-200 p-3"
                aria-label={`Gemessenes Element ${index + 1}`}
              >
                <div className="grid gap-3 sm:grid-cols-2">
                  <TextField
                    label="Raum / Position"
                    value={element.position}
                    onChange={(event) => update(element.key, { position: event.target.value })}
                  />
                  <SelectField
                    label="Element"
                    value={element.typ}
                    onChange={(event) => update(element.key, { typ: event.target.value as DimensionType | '' })}
                  >
                    {dimensionTypes.map((type) => (
                      <option key={type} value={type}>
                        {dimensionTypeLabels[type]}
                      </option>
                    ))}
                  </SelectField>
                </div>
                <div className="grid grid-cols-2 gap-3">
                  {SIDES.map(({ field, label }) => (
                    <TextField
                      key={field}
                      label={label}
                      inputMode="numeric"
                      value={element[field]}
                      error={errors[`selbstmessung.${index}.${field}`]}
                      onChange={(event) => update(element.key, { [field]: event.target.value.replace(/\D/g, '') })}
                    />
                  ))}
                </div>
                <div className="grid grid-cols-2 gap-3">
                  <SelectField
                    label="Öffnungsart"
                    value={element.openingType}
                    onChange={(event) => update(element.key, { openingType: event.target.value as OpeningType | '' })}
                  >
                    <option value="">Weiß nicht</option>
                    {openingTypes.map((type) => (
                      <option key={type} value={type}>
                        {openingTypeLabels[type]}
                      </option>
                    ))}
                  </SelectField>
                  <TextField label="Etage" value={element.floor} onChange={(event) => update(element.key, { floor: event.target.value })} />
                </div>
                <TextField label="Notiz" value={element.note} onChange={(event) => update(element.key, { note: event.target.value })} />
                <button
                  type="button"
                  className="justify-self-start text-sm font-medium text-red-700 underline"
                  onClick={() => onChange(elements.filter((other) => other.key !== element.key))}
                >
                  Element {index + 1} entfernen
                </button>
              </li>
            ))}
          </ol>
          <button type="button" className="btn-outline justify-self-start" onClick={() => onChange([...elements, emptyMeasurement()])}>
            Weiteres Element messen
          </button>
        </>
      )}
    </section>
  );
}
