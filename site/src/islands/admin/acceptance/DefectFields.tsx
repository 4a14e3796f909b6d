import type { QuoteLine } from '#features/documents/contract/lines.ts';
import { SelectField, TextArea, TextField } from '../../ui/Field.tsx';
import { PhotoPicker } from '../../ui/PhotoPicker.tsx';
import type { DefectDraft } from './draft-store.ts';

/** One defect at the door: what, which position, photos from the camera, the deadline to fix it. */
export function DefectFields({
  number,
  defect,
  lines,
  onChange,
  onRemove,
}: {
  number: number;
  defect: DefectDraft;
  lines: QuoteLine[];
  onChange: (defect: DefectDraft) => void;
  onRemove: () => void;
}) {
  return (
    <fieldset className="grid min-w-0 gap-3 rounded-lg border border-slate-300 p-3">
      <legend className="px-1 font-semibold text-slate-900">Mangel {number}</legend>
      <TextArea label="Beschreibung" required value={defect.text} onChange={(event) => onChange({ ...defect, text: event.target.value })} />
      <SelectField label="Position" value={defect.lineIndex} onChange={(event) => onChange({ ...defect, lineIndex: event.target.value })}>
        <option value="">Ganzer Auftrag</option>
        {lines.map((line, index) => (
          <option key={index} value={String(index)}>
            {index + 1}. {line.title}
          </option>
        ))}
      </SelectField>
      <PhotoPicker
        label={`Fotos (${defect.photos.length})`}
        photos={defect.photos}
        onChange={(photos) => onChange({ ...defect, photos })}
        describe={(index) => `Foto ${index + 1} zu Mangel ${number}`}
        camera
      />
      <TextField
        label="Frist zur Beseitigung"
        type="date"
        value={defect.fixBy}
        onChange={(event) => onChange({ ...defect, fixBy: event.target.value })}
      />
      <button type="button" className="btn-secondary min-h-11 w-fit px-4" onClick={onRemove}>
        Mangel {number} entfernen
      </button>
    </fieldset>
  );
}
