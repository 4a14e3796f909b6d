import { useAddressQuery } from '../use-address-query.ts';
import { LeadsTab } from './LeadsTab.tsx';
import { MessagesTab } from './MessagesTab.tsx';
import { usePermission } from '../use-permission.ts';
import { FirstSteps } from '../setup/FirstSteps.tsx';

const tabs = [
  { key: 'anfragen', label: 'Anfragen' },
  { key: 'nachrichten', label: 'Nachrichten' },
] as const;

/**
 * /admin/dashboard: the lead inbox and, in a second tab, the contact
 * messages. Filters, sorting, page and tab live in the address.
 */
export default function DashboardScreen() {
  const { search, update } = useAddressQuery();
  // A role without the contact messages (Büro, ADR 037) sees the leads alone.
  const mayReadMessages = usePermission('messages');
  // The guide for an empty installation is the owner's: company data and catalogue are theirs to fill.
  const mayFillIn = usePermission('settings');
  const tab = search.get('tab') === 'nachrichten' && mayReadMessages ? 'nachrichten' : 'anfragen';

  function switchTo(next: (typeof tabs)[number]['key']) {
    if (next === tab) return;
    // Each tab has its own filters: a switch starts from a clean address.
    const keys = [...search.keys()];
    update({ ...Object.fromEntries(keys.map((key) => [key, null])), tab: next === 'nachrichten' ? next : null });
  }

  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 id="admin-screen-title" className="text-2xl font-bold text-brand-900">
          Dashboard
        </h1>
        <div className="flex gap-2" aria-label="Ansicht" role="group">
          {tabs
            .filter((item) => item.key === 'anfragen' || mayReadMessages)
            .map((item) => (
              <button key={item.key} type="button" aria-pressed={tab === item.key} onClick={() => switchTo(item.key)} className="chip">
                {item.label}
              </button>
            ))}
        </div>
      </div>
      {mayFillIn && <FirstSteps />}
      {tab === 'anfragen' ? <LeadsTab search={search} update={update} /> : <MessagesTab search={search} update={update} />}
    </div>
  );
}
