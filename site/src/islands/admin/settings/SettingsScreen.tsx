import { useAddressQuery } from '../use-address-query.ts';
import { ScreenTitle } from '../ui/ScreenTitle.tsx';
import { BackupTab } from './BackupTab.tsx';
import { CompanyTab } from './CompanyTab.tsx';
import { FundingTab } from './FundingTab.tsx';
import { InvoicesTab } from './InvoicesTab.tsx';
import { LinePresetsTab } from './LinePresetsTab.tsx';
import { MailTab } from './MailTab.tsx';
import { TeamTab } from './TeamTab.tsx';
import { TemplatesTab } from './TemplatesTab.tsx';
import { AssignmentTab } from '../assignment/AssignmentTab.tsx';
import { BookkeepingTab } from '../bookkeeping/BookkeepingTab.tsx';
import { LeadOriginsTab } from '../leads/LeadOriginsTab.tsx';
import { PurchasingTab } from '../purchasing/PurchasingTab.tsx';

/** The settings' tabs; the address names the open one (?tab=…), the first is the default. */
const tabs = [
  { key: 'vorlagen', label: 'Vorlagen' },
  { key: 'positionen', label: 'Positionen' },
  { key: 'team', label: 'Team' },
  { key: 'e-mail', label: 'E-Mail' },
  { key: 'zuweisung', label: 'Zuweisung' },
  { key: 'herkunft', label: 'Herkunft' },
  { key: 'sicherung', label: 'Sicherung' },
  { key: 'firma', label: 'Firma' },
  { key: 'rechnungen', label: 'Rechnungen' },
  { key: 'buchhaltung', label: 'Buchhaltung' },
  // The maxima are a setting like the others: the settings permission, as the route asks (ADR 078).
  { key: 'foerderung', label: 'Förderung' },
  { key: 'einkauf', label: 'Einkauf' },
] as const;
type TabKey = (typeof tabs)[number]['key'];

/** /admin/settings, "Einstellungen": the back office's settings, one tab per area. */
export default function SettingsScreen() {
  const { search, update } = useAddressQuery();
  const tab: TabKey = tabs.find((item) => item.key === search.get('tab'))?.key ?? tabs[0].key;

  return (
    <section className="card grid grid-cols-1 gap-5" aria-labelledby="admin-screen-title">
      <ScreenTitle title="Einstellungen">
        <div className="flex flex-wrap gap-2" aria-label="Bereich" role="group">
          {tabs.map((item) => (
            <button
              key={item.key}
              type="button"
              aria-pressed={tab === item.key}
              onClick={() => update({ tab: item.key === tabs[0].key ? null : item.key })}
              className="chip"
            >
              {item.label}
            </button>
          ))}
        </div>
      </ScreenTitle>
      {tab === 'vorlagen' && <TemplatesTab />}
      {tab === 'positionen' && <LinePresetsTab />}
      {tab === 'team' && <TeamTab />}
      {tab === 'e-mail' && <MailTab />}
      {tab === 'zuweisung' && <AssignmentTab />}
      {tab === 'herkunft' && <LeadOriginsTab />}
      {tab === 'sicherung' && <BackupTab />}
      {tab === 'firma' && <CompanyTab />}
      {tab === 'rechnungen' && <InvoicesTab />}
      {tab === 'buchhaltung' && <BookkeepingTab />}
      {tab === 'foerderung' && <FundingTab />}
      {tab === 'einkauf' && <PurchasingTab />}
    </section>
  );
}
