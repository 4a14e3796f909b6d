import { configuratorMessages } from '#features/catalogue/contract/configurator.ts';

/** What a total below leaves out (lines priced on request) and what it includes, under the configurator's and the cart's total. */
export function PriceNotes({ onRequest }: { onRequest: number }) {
  return (
    <>
      {onRequest > 0 && (
        <p className="mt-1 text-sm text-slate-700">
          zzgl. {onRequest === 1 ? 'einer Position' : `${onRequest} Positionen`} mit Preis auf Anfrage
        </p>
      )}
      <p className="mt-2 text-xs text-slate-600">{configuratorMessages.priceNote}</p>
    </>
  );
}
