import { Pencil, Trash } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { formatCents, formatPrice } from '#shared/format.ts';
import { quotedGross } from '#features/catalogue/contract/price.ts';
import type { ConfiguredLine } from '../../stores/configurator.ts';
import { ElementValuesNote } from '../ui/ElementValuesNote.tsx';
import { useConfirm } from '../ui/use-confirm.tsx';
import { PriceNotes } from '../ui/PriceNotes.tsx';

interface LineSummaryProps {
  lines: ConfiguredLine[];
  onEdit: (key: number) => void;
  onRemove: (key: number) => void;
  onClear: () => void;
  onRequestQuote: () => void;
  onAddToCart: () => Promise<void>;
  /** The line just added: brought into view and focused, so the customer sees it joined the list. */
  addedKey: number | null;
}

/** The configured lines with their prices, a running total and the way into a quote request. */
export function LineSummary({ lines, onEdit, onRemove, onClear, onRequestQuote, onAddToCart, addedKey }: LineSummaryProps) {
  const total = quotedGross(lines);
  // Lines whose size has no price in the grid: the total says it leaves them out.
  const onRequest = lines.filter((line) => line.totalPrice === null).length;
  const { confirm, dialog } = useConfirm();
  const added = useRef<HTMLLIElement>(null);

  useEffect(() => {
    if (addedKey === null || !added.current) return;
    added.current.scrollIntoView({ block: 'center' });
    added.current.focus({ preventScroll: true });
  }, [addedKey]);

  async function removeLine(line: ConfiguredLine) {
    const message = `„${line.quantity} × ${line.product.name}“ wird aus Ihrer Zusammenstellung entfernt.`;
    if (await confirm({ title: 'Position löschen?', message, confirmLabel: 'Löschen' })) onRemove(line.key);
  }

  async function removeAll() {
    const message = `Alle ${lines.length} Positionen werden aus Ihrer Zusammenstellung entfernt.`;
    if (await confirm({ title: 'Alle Positionen löschen?', message, confirmLabel: 'Alle löschen' })) onClear();
  }

  return (
    <section className="card" aria-labelledby="zusammenfassung-titel">
      <h2 id="zusammenfassung-titel" className="text-lg font-bold text-brand-900">
        Ihre Zusammenstellung
      </h2>
      {lines.length === 0 ? (
        <p className="mt-3 text-slate-600">Noch keine Positionen. Konfigurieren Sie ein Produkt und klicken Sie auf „Hinzufügen“.</p>
      ) : (
        <>
          <ul className="mt-4 divide-y divide-slate-200" aria-label="Positionen">
            {lines.map((line) => (
              <li
                key={line.key}
                ref={line.key === addedKey ? added : undefined}
                tabIndex={line.key === addedKey ? -1 : undefined}
                className="rounded-md py-3 focus:outline-2 focus:outline-offset-2 focus:outline-brand-600"
              >
                <div className="flex items-start justify-between gap-3">
                  <p className="font-semibold text-brand-900">
                    {line.quantity} × {line.product.name}
                  </p>
                  <p className="font-semibold whitespace-nowrap">{formatPrice(line.totalPrice)}</p>
                </div>
                <ul className="mt-1 text-sm text-slate-600">
                  {line.options.map((option) => (
                    <li key={option.optionId}>
                      {option.optionName}: {option.selectedValue}
                    </li>
                  ))}
                </ul>
                <ElementValuesNote className="mt-1" values={line.values} funding={line.funding} />
                <div className="mt-2 flex gap-2">
                  <button
                    type="button"
                    onClick={() => onEdit(line.key)}
                    className="inline-flex min-h-9 items-center gap-1 rounded-md px-2 text-sm font-medium text-brand-700 hover:bg-brand-50"
                  >
                    <Pencil size={14} aria-hidden="true" /> Bearbeiten<span className="sr-only"> ({line.product.name})</span>
                  </button>
                  <button
                    type="button"
                    onClick={() => void removeLine(line)}
                    className="inline-flex min-h-9 items-center gap-1 rounded-md px-2 text-sm font-medium text-red-700 hover:bg-red-50"
                  >
                    <Trash size={14} aria-hidden="true" /> Löschen<span className="sr-only"> ({line.product.name})</span>
                  </button>
                </div>
              </li>
            ))}
          </ul>
          <div className="mt-3 flex items-center justify-between border-t border-slate-300 pt-3 text-lg font-bold">
            <span>Gesamt</span>
            <span data-testid="configurator-total">{formatCents(total)}</span>
          </div>
          <PriceNotes onRequest={onRequest} />
          <div className="mt-4 grid gap-2">
            <button type="button" onClick={onRequestQuote} className="btn-primary w-full">
              Angebot anfordern
            </button>
            <button type="button" onClick={() => void onAddToCart()} className="btn-outline w-full">
              In den Warenkorb
            </button>
            <button type="button" onClick={() => void removeAll()} className="btn-outline w-full">
              Alle löschen
            </button>
          </div>
        </>
      )}
      {dialog}
    </section>
  );
}
