import type { LeadDetailJson } from '#features/leads/contract/leads-admin.ts';
import { Facts, Section } from '../../ui/PageSection.tsx';
import { formatDateTime } from '#shared/dates.ts';

/** The record's fine print, last on the page: campaign parameters and the consents with their text versions. */
export function LeadRecordFacts({ lead }: { lead: LeadDetailJson }) {
  const utm = Object.entries(lead.utm_params);
  return (
    <Section title="Herkunft und Einwilligungen" id="lead-record">
      <h3 className="font-bold text-brand-900">Marketing-Parameter</h3>
      {utm.length === 0 ? <p className="text-sm text-slate-600">Keine</p> : <Facts items={utm.map(([name, value]) => [name, value])} />}
      <h3 className="font-bold text-brand-900">Einwilligungen</h3>
      <Facts
        items={[
          [
            'Datenschutz',
            `zugestimmt am ${formatDateTime(new Date(lead.consents.privacyAt))} (Textfassung ${lead.consents.privacyVersion})`,
          ],
          [
            'Marketing',
            lead.consents.marketingAt
              ? `zugestimmt am ${formatDateTime(new Date(lead.consents.marketingAt))} (Textfassung ${lead.consents.marketingVersion})`
              : 'nicht zugestimmt',
          ],
          ['Eingegangen', formatDateTime(new Date(lead.created_at))],
        ]}
      />
    </Section>
  );
}
