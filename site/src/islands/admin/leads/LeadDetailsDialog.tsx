import { useEffect, useState, type ReactNode } from 'react';
import { formatCents, formatDateTime, formatPrice, formatSizeCm } from '#shared/format.ts';
import { inboxMessages } from '#features/leads/contract/inbox-messages.ts';
import {
  glazingLabels,
  installationLabels,
  leadSourceLabels,
  materialLabels,
  productKindLabels,
  projectTypeLabels,
  timeframeLabels,
} from '#shared/labels.ts';
import type { LeadDetailJson, LeadJson } from '#features/leads/contract/leads-admin.ts';
import { showToast } from '../../../stores/toast.ts';
import { loadLead } from './api.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { LeadQuotes } from '../quotes/LeadQuotes.tsx';
import { ConfiguredLineDrawing } from './ConfiguredLineDrawing.tsx';
import { Dimensions } from './Dimensions.tsx';
import { LeadHistory } from './LeadHistory.tsx';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-t border-slate-200 pt-4">
      <h3 className="mb-2 font-bold text-brand-900">{title}</h3>
      {children}
    </section>
  );
}

function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[12rem_1fr]">
      {items.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-slate-600">{label}</dt>
          <dd className="mb-1 break-words sm:mb-0">{value || '–'}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Everything about one lead (details dialog), with its history and notes. */
export function LeadDetailsDialog({ lead, onClose }: { lead: LeadJson | null; onClose: () => void }) {
  const [detail, setDetail] = useState<LeadDetailJson | null>(null);

  useEffect(() => {
    setDetail(null);
    if (!lead) return;
    const abort = new AbortController();
    loadLead(lead.id, abort.signal)
      .then(setDetail)
      .catch((error) => {
        if (abort.signal.aborted) return;
        showToast({ title: 'Fehler', description: inboxMessages.detailsFailed, variant: 'destructive' });
        console.error(error);
      });
    return () => abort.abort();
  }, [lead?.id]);

  const utm = Object.entries(detail?.utm_params ?? {});
  return (
    <Dialog open={lead !== null} title={lead ? `Anfrage ${lead.reference}` : ''} onClose={onClose} size="wide">
      {!detail ? (
        <p role="status" className="text-slate-600">
          Wird geladen …
        </p>
      ) : (
        <div className="grid gap-4">
          <Section title="Kontakt">
            <Facts
              items={[
                ['Name', `${detail.vorname} ${detail.nachname}`],
                [
                  'E-Mail',
                  <a className="text-brand-700 underline" href={`mailto:${detail.email}`}>
                    {detail.email}
                  </a>,
                ],
                ['Telefon', detail.telefon],
                ['PLZ', detail.plz],
              ]}
            />
          </Section>
          <Section title="Projektdetails">
            <Facts
              items={[
                ['Projektart', projectTypeLabels[detail.projektart]],
                ['Produkte', detail.produkte.map((kind) => productKindLabels[kind]).join(', ')],
                ['Material', detail.material ? materialLabels[detail.material] : ''],
                ['Verglasung', detail.verglasung ? glazingLabels[detail.verglasung] : ''],
                ['Montage', detail.montage ? installationLabels[detail.montage] : ''],
                ['Zeitraum', detail.zeitraum ? timeframeLabels[detail.zeitraum] : ''],
                ['Quelle', leadSourceLabels[detail.source]],
              ]}
            />
          </Section>
          <Section title="Maße">
            <Dimensions rows={detail.dimensions} />
          </Section>
          {detail.configuration && detail.configuration.length > 0 && (
            <Section title="Konfigurierte Positionen">
              <ul className="grid gap-2 text-sm">
                {detail.configuration.map((line, index) => (
                  <li key={index}>
                    <span className="font-semibold">
                      {line.menge} × {line.productName}
                    </span>
                    {line.breite && line.hoehe ? ` (${formatSizeCm(line.breite, line.hoehe)})` : ''}:{' '}
                    {line.options.map((option) => option.name).join(', ')} –{' '}
                    {line.unitPrice === null ? (
                      formatPrice(null)
                    ) : (
                      <>
                        {formatCents(line.unitPrice)} je Stück, {formatPrice(line.totalPrice)} gesamt
                      </>
                    )}
                    <ConfiguredLineDrawing line={line} />
                  </li>
                ))}
              </ul>
            </Section>
          )}
          <Section title="Nachricht">
            <p className="whitespace-pre-wrap text-sm">{detail.nachricht || 'Keine Nachricht'}</p>
          </Section>
          <Section title="Marketing-Parameter">
            {utm.length === 0 ? (
              <p className="text-sm text-slate-600">Keine</p>
            ) : (
              <Facts items={utm.map(([name, value]) => [name, value])} />
            )}
          </Section>
          <Section title="Einwilligungen">
            <Facts
              items={[
                [
                  'Datenschutz',
                  `zugestimmt am ${formatDateTime(new Date(detail.consents.privacyAt))} (Textfassung ${detail.consents.privacyVersion})`,
                ],
                [
                  'Marketing',
                  detail.consents.marketingAt
                    ? `zugestimmt am ${formatDateTime(new Date(detail.consents.marketingAt))} (Textfassung ${detail.consents.marketingVersion})`
                    : 'nicht zugestimmt',
                ],
                ['Eingegangen', formatDateTime(new Date(detail.created_at))],
              ]}
            />
          </Section>
          <Section title="Angebote">
            <LeadQuotes leadId={detail.id} />
          </Section>
          <Section title="Verlauf">
            <LeadHistory
              leadId={detail.id}
              history={detail.history}
              onAdded={(entry) => setDetail({ ...detail, history: [...detail.history, entry] })}
            />
          </Section>
        </div>
      )}
    </Dialog>
  );
}
