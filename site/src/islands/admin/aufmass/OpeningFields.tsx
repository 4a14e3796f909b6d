import { hingeLabels, hinges, hingedTypes, openingTypeLabels, openingTypes, type OpeningType } from '#shared/opening-types.ts';
import { orderSize } from '#features/aufmass/contract/order-size.ts';
import { formatSizeMm } from '#shared/format.ts';
import { CheckboxField, SelectField, TextArea, TextField } from '../../ui/Field.tsx';
import type { OpeningDraft } from './draft.ts';
import { PhotoPicker } from '../../ui/PhotoPicker.tsx';
import { KeptPhotos } from './KeptPhotos.tsx';

interface Product {
  id: number;
  name: string;
}

/** The order size as the server will compute it, shown while the fitter types (or why there is none). */
function OrderSizeLine({ opening, jointMm }: { opening: OpeningDraft; jointMm: number }) {
  const width = Number(opening.roughWidthMm);
  const height = Number(opening.roughHeightMm);
  const size = width > 0 && height > 0 ? orderSize({ roughWidthMm: width, roughHeightMm: height }, jointMm) : null;
  return (
    <p className="rounded-md bg-brand-50 p-2 text-base font-semibold text-brand-900" aria-live="polite">
      Bestellmaß: {size ? formatSizeMm({ width: size.orderWidthMm, height: size.orderHeightMm }) : '–'}
      <span className="block text-sm font-normal text-slate-700">Rohbaumaß abzüglich {jointMm} mm Einbaufuge je Seite</span>
    </p>
  );
}

/** "vom Kunden gemessen: …" and whether the fitter's measure differs from it. */
function CustomerMeasure({ opening }: { opening: OpeningDraft }) {
  if (!opening.customerWidthMm || !opening.customerHeightMm) return null;
  const changed = Number(opening.roughWidthMm) !== opening.customerWidthMm || Number(opening.roughHeightMm) !== opening.customerHeightMm;
  return (
    <p className="text-sm text-slate-700">
      Vom Kunden gemessen: {formatSizeMm({ width: opening.customerWidthMm, height: opening.customerHeightMm })}
      {changed && <strong className="ml-1 text-amber-800">– geändert</strong>}
    </p>
  );
}

/** One measured opening: where, what, the masonry opening in mm, how it opens, what else is there, photos. */
export function OpeningFields({
  leadId,
  number,
  opening,
  products,
  jointMm,
  errors,
  onChange,
  onRemove,
}: {
  leadId: number;
  number: number;
  opening: OpeningDraft;
  products: Product[];
  jointMm: number;
  errors: Record<string, string>;
  onChange: (opening: OpeningDraft) => void;
  onRemove: () => void;
}) {
  const field = (key: keyof OpeningDraft) => errors[`openings.${number - 1}.${key}`];
  const set = (next: Partial<OpeningDraft>) => onChange({ ...opening, ...next });
  const hinged = hingedTypes.includes(opening.openingType);
  // A draft kept on the phone from before kept photos existed has none.
  const kept = opening.keptPhotos ?? [];
  return (
    <fieldset className="grid min-w-0 gap-3 rounded-lg border border-slate-300 p-3">
      <legend className="px-1 font-semibold text-slate-900">Öffnung {number}</legend>
      <TextField
        label="Raum / Position"
        required
        value={opening.position}
        error={field('position')}
        onChange={(event) => set({ position: event.target.value })}
      />
      <SelectField
        label="Produkt"
        value={opening.productId}
        error={field('productId')}
        onChange={(event) => set({ productId: event.target.value, optionIds: [] })}
      >
        <option value="">Noch offen</option>
        {products.map((product) => (
          <option key={product.id} value={String(product.id)}>
            {product.name}
          </option>
        ))}
      </SelectField>
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label="Rohbau Breite (mm)"
          required
          inputMode="numeric"
          value={opening.roughWidthMm}
          error={field('roughWidthMm')}
          onChange={(event) => set({ roughWidthMm: event.target.value.replace(/\D/g, '') })}
        />
        <TextField
          label="Rohbau Höhe (mm)"
          required
          inputMode="numeric"
          value={opening.roughHeightMm}
          error={field('roughHeightMm')}
          onChange={(event) => set({ roughHeightMm: event.target.value.replace(/\D/g, '') })}
        />
      </div>
      <CustomerMeasure opening={opening} />
      <OrderSizeLine opening={opening} jointMm={jointMm} />
      <div className="grid grid-cols-2 gap-3">
        <SelectField
          label="Öffnungsart"
          value={opening.openingType}
          onChange={(event) => {
            const openingType = event.target.value as OpeningType;
            set({ openingType, hinge: hingedTypes.includes(openingType) ? opening.hinge || 'links' : '' });
          }}
        >
          {openingTypes.map((type) => (
            <option key={type} value={type}>
              {openingTypeLabels[type]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="DIN-Richtung"
          value={opening.hinge}
          disabled={!hinged}
          error={field('hinge')}
          onChange={(event) => set({ hinge: event.target.value as OpeningDraft['hinge'] })}
        >
          {!hinged && <option value="">–</option>}
          {hinges.map((hinge) => (
            <option key={hinge} value={hinge}>
              {hingeLabels[hinge]}
            </option>
          ))}
        </SelectField>
      </div>
      <TextField
        label="Menge"
        inputMode="numeric"
        value={opening.quantity}
        error={field('quantity')}
        onChange={(event) => set({ quantity: event.target.value.replace(/\D/g, '') })}
      />
      <TextField label="Fensterbank" value={opening.sill} onChange={(event) => set({ sill: event.target.value })} />
      <TextField
        label="Anschluss (Putz, Dämmung, Rollladen)"
        value={opening.connection}
        onChange={(event) => set({ connection: event.target.value })}
      />
      <CheckboxField
        label="Altelement ausbauen und entsorgen"
        checked={opening.removal}
        onChange={(event) => set({ removal: event.target.checked })}
      />
      <TextArea label="Notiz" value={opening.note} onChange={(event) => set({ note: event.target.value })} />
      <KeptPhotos
        leadId={leadId}
        names={kept}
        onChange={(keptPhotos) => set({ keptPhotos })}
        describe={(index) => `Übernommenes Foto ${index + 1}`}
      />
      <PhotoPicker
        label={kept.length > 0 ? `Neue Fotos (${opening.photos.length})` : `Fotos (${opening.photos.length})`}
        photos={opening.photos}
        onChange={(photos) => set({ photos })}
        describe={(index) => `Foto ${index + 1}`}
        camera
      />
      {(field('photos') || field('keptPhotos')) && (
        <p className="text-sm font-semibold text-red-700" role="alert">
          {field('photos') ?? field('keptPhotos')}
        </p>
      )}
      <button type="button" className="btn-secondary min-h-11 w-fit px-4" onClick={onRemove}>
        Öffnung {number} entfernen
      </button>
    </fieldset>
  );
}
