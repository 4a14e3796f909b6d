import { formatCents, formatPrice, formatSizeCm } from '#shared/format.ts';
import {
  glazingLabels,
  installationLabels,
  leadSourceLabels,
  materialLabels,
  productKindLabels,
  projectTypeLabels,
  timeframeLabels,
} from '#shared/labels.ts';
import type { LeadDetailJson } from '#features/leads/contract/leads-admin.ts';
import { ConfiguredLineDrawing } from '../ConfiguredLineDrawing.tsx';
import { Dimensions } from '../Dimensions.tsx';
import { Facts, Section } from '../../ui/PageSection.tsx';

/** What the customer asked for: the project, sizes, configured lines with their drawing, and the message. */
export function LeadRequest({ lead }: { lead: LeadDetailJson }) {
  return (
    <Section title="Anfrage" id="lead-request">
      <Facts
        items={[
          ['Projektart', projectTypeLabels[lead.projektart]],
          ['Produkte', lead.produkte.map((kind) => productKindLabels[kind]).join(', ')],
          ['Material', lead.material ? materialLabels[lead.material] : ''],
          ['Verglasung', lead.verglasung ? glazingLabels[lead.verglasung] : ''],
          ['Montage', lead.montage ? installationLabels[lead.montage] : ''],
          ['Zeitraum', lead.zeitraum ? timeframeLabels[lead.zeitraum] : ''],
          ['Quelle', leadSourceLabels[lead.source]],
        ]}
      />
      <h3 className="font-bold text-brand-900">Maße</h3>
      <Dimensions rows={lead.dimensions} />
      {lead.configuration && lead.configuration.length > 0 && (
        <>
          <h3 className="font-bold text-brand-900">Konfigurierte Positionen</h3>
          <ul className="grid gap-2 text-sm">
            {lead.configuration.map((line, index) => (
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
        </>
      )}
      <h3 className="font-bold text-brand-900">Nachricht</h3>
      <p className="text-sm whitespace-pre-wrap">{lead.nachricht || 'Keine Nachricht'}</p>
    </Section>
  );
}
