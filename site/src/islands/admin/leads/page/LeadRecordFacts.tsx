import type { LeadDetailJson } from '#features/leads/contract/leads-admin.ts';
import { Facts, Section } from '../../ui/PageSection.tsx';
import { formatDateTime } from '#shared/dates.ts';
import { LeadOrigin } from './LeadOrigin.tsx';

/**
 * The record's fine print, last on the page: where the customer came from ("Wie kam der Kunde zu uns?",
 * the landing page and referring site of the visit), campaign parameters and the consents with their text versions.
 */
export function LeadRecordFacts({ lead, mayChange }: { lead: LeadDetailJson; mayChange: boolean }) {
  const utm = Object.entries(lead.utm_params);
  const { landingPath, referrerHost } = lead.attribution;
  return (
    <Section title="Herkunft und Einwilligungen" id="lead-record">
      <LeadOrigin leadId={lead.id} origin={lead.attribution.origin} disabled={!mayChange} />
      {(landingPath || referrerHost) && (
        <Facts
          items={[
            ['Einstiegsseite', landingPath ?? '–'],
            ['Verweisende Website', referrerHost ?? '–'],
          ]}
        />
      )}
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
