import { telephoneHref } from '#shared/format.ts';
import type { LeadDetailJson } from '#features/leads/contract/leads-admin.ts';
import { Facts, Section } from '../../ui/PageSection.tsx';

/** Who asked, with links that call or write (tel:, mailto:). */
export function LeadContact({ lead, children }: { lead: LeadDetailJson; children?: React.ReactNode }) {
  return (
    <Section title="Kontakt" id="lead-contact">
      <Facts
        items={[
          ['Name', `${lead.vorname} ${lead.nachname}`],
          [
            'E-Mail',
            <a className="text-brand-700 underline" href={`mailto:${lead.email}`}>
              {lead.email}
            </a>,
          ],
          [
            'Telefon',
            lead.telefon ? (
              <a className="text-brand-700 underline" href={telephoneHref(lead.telefon)}>
                {lead.telefon}
              </a>
            ) : (
              ''
            ),
          ],
          ['PLZ', lead.plz],
        ]}
      />
      {children}
    </Section>
  );
}
