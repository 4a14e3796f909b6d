import { useState } from 'react';
import { formatCents } from '#shared/format.ts';
import { customerMessages } from '#features/accounts/contract/customer.ts';
import { quoteNumberLabel } from '#features/documents/contract/numbers.ts';
import { shopSteps } from '#features/shop/contract/shop.ts';
import { ConfigurationDrawing } from './ConfigurationDrawing.tsx';
import { quoteAnchor } from './ConfigurationQuote.tsx';
import type { CustomerQuote, SavedConfiguration } from './api.ts';
import { ListEntryHeader } from './ListEntryHeader.tsx';

const stepTitle = (key: string) => shopSteps.find((step) => step.key === key)?.title ?? key;

interface ConfigurationListProps {
  configurations: SavedConfiguration[];
  onRequestQuote: (configuration: SavedConfiguration) => void;
  /** The configuration's newest quote, if one was sent. */
  quoteOf?: (configuration: SavedConfiguration) => CustomerQuote | undefined;
}

/**
 * The saved price, or, once a quote was sent, the way to the quote ("Ihre Angebote" above): its total
 * replaced the saved price, which must not look like the offer.
 */
function PriceOrQuote({ configuration, quote }: { configuration: SavedConfiguration; quote: CustomerQuote | undefined }) {
  if (!quote) return <span className="font-semibold">{formatCents(configuration.total_price)}</span>;
  return (
    <a href={`#${quoteAnchor(quote.id)}`} className="font-semibold text-brand-700 underline">
      {customerMessages.configurationQuoted(quoteNumberLabel(quote))}
    </a>
  );
}

/** Saved shop configurations with name, date, price (or their quote) and status; details open in place. */
export function ConfigurationList({ configurations, onRequestQuote, quoteOf }: ConfigurationListProps) {
  const [open, setOpen] = useState<number | null>(null);
  if (configurations.length === 0) return <p className="text-slate-600">{customerMessages.noConfigurations}</p>;
  return (
    <ul className="divide-y divide-slate-200" aria-label="Gespeicherte Konfigurationen">
      {configurations.map((configuration) => (
        <li key={configuration.id} className="py-4">
          <ListEntryHeader
            title={configuration.name}
            dated="Erstellt am"
            at={configuration.created_at}
            status={configuration.status}
            price={<PriceOrQuote configuration={configuration} quote={quoteOf?.(configuration)} />}
          />
          <div className="mt-3 flex flex-wrap gap-2">
            <button
              type="button"
              className="btn-outline min-h-9 px-3 py-1.5 text-sm"
              aria-expanded={open === configuration.id}
              onClick={() => setOpen(open === configuration.id ? null : configuration.id)}
            >
              Details<span className="sr-only"> zu {configuration.name}</span>
            </button>
            {configuration.status === 'draft' && (
              <button type="button" className="btn-primary min-h-9 px-3 py-1.5 text-sm" onClick={() => onRequestQuote(configuration)}>
                Angebot anfordern<span className="sr-only"> für {configuration.name}</span>
              </button>
            )}
            {configuration.status === 'pending' && (
              // One open request per configuration: the server refuses a second one (409).
              <button type="button" className="btn-primary min-h-9 px-3 py-1.5 text-sm" disabled>
                Angebot angefordert<span className="sr-only"> für {configuration.name}</span>
              </button>
            )}
          </div>
          {open === configuration.id && (
            <div className="mt-3 grid gap-4 rounded-lg bg-slate-50 p-3 sm:grid-cols-[1fr_16rem]">
              <dl className="grid content-start gap-1 text-sm sm:grid-cols-2">
                <dt className="text-slate-600">Produkt</dt>
                <dd>{configuration.product_name}</dd>
                {Object.entries(configuration.selected_options).map(([key, option]) => (
                  <div key={key} className="contents">
                    <dt className="text-slate-600">{stepTitle(key)}</dt>
                    <dd>
                      {option.name}
                      {option.price > 0 && ` (+ ${formatCents(option.price)})`}
                    </dd>
                  </div>
                ))}
                <dt className="text-slate-600">Größe</dt>
                <dd>
                  {configuration.dimensions.width} × {configuration.dimensions.height} mm
                </dd>
              </dl>
              <ConfigurationDrawing configuration={configuration} />
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
