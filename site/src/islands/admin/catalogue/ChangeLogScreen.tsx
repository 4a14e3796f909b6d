import { catalogueEntities } from '#features/catalogue/contract/catalogue-admin.ts';
import { formatAuthor } from '#features/accounts/contract/staff-name.ts';
import { catalogueActionLabels, catalogueEntityLabels } from '#features/catalogue/contract/catalogue-messages.ts';
import { catalogueScreenMessages } from '#features/catalogue/contract/catalogue-screen-messages.ts';
import { loadChangeLog, type ChangeLogEntryJson } from './api.ts';
import { useAddressQuery } from '../use-address-query.ts';
import { DataTable, type Column } from '../ui/DataTable.tsx';
import { DateRangeFilter, ListFilterBar, listFilter } from '../ui/ListFilterBar.tsx';
import { LoadState } from '../ui/LoadState.tsx';
import { Pagination } from '../ui/Pagination.tsx';
import { ScreenTitle } from '../ui/ScreenTitle.tsx';
import { changeLines } from './change-values.ts';
import { useLoad } from '../../ui/use-load.ts';
import { formatDateTime } from '#shared/dates.ts';

const filters = [
  listFilter({ label: 'Art', name: 'entity', values: catalogueEntities, labelOf: (entity) => catalogueEntityLabels[entity] }),
];

const columns: Column<ChangeLogEntryJson>[] = [
  { key: 'when', header: 'Zeitpunkt', cell: (entry) => formatDateTime(new Date(entry.at)) },
  { key: 'who', header: 'Wer', cell: (entry) => formatAuthor(entry.by, entry.byName) },
  {
    key: 'what',
    header: 'Was',
    cell: (entry) => (
      <>
        {catalogueEntityLabels[entry.entity]} <span className="font-semibold">„{entry.label}“</span> {catalogueActionLabels[entry.action]}
      </>
    ),
  },
  {
    key: 'changes',
    header: 'Änderungen',
    cell: (entry) => (
      <ul className="grid gap-0.5 text-slate-700">
        {changeLines(entry).map((line) => (
          <li key={line} className="[overflow-wrap:anywhere]">
            {line}
          </li>
        ))}
      </ul>
    ),
  },
];

/** /admin/change-log, "Änderungsprotokoll": every catalogue change, newest first; filters and page in the address. */
export default function ChangeLogScreen() {
  const { search, update } = useAddressQuery();
  const { data, state, reload } = useLoad((signal) => loadChangeLog(search, signal), search.toString());

  return (
    <section className="card grid grid-cols-1 gap-5" aria-labelledby="admin-screen-title">
      <ScreenTitle title="Änderungsprotokoll" />
      <p className="text-sm text-slate-600">{catalogueScreenMessages.changeLogIntro}</p>
      <ListFilterBar
        label="Änderungen filtern"
        placeholder="Name oder Admin"
        search={search}
        onChange={update}
        filters={filters}
        columns="md:grid-cols-4"
        row={<DateRangeFilter from="Von" to="Bis" search={search} onChange={update} />}
      />
      <LoadState
        state={state}
        error={catalogueScreenMessages.changeLogLoadFailed}
        empty={data && data.entries.length === 0 ? catalogueScreenMessages.changeLogEmpty : null}
        onRetry={reload}
      >
        {data && <DataTable caption="Änderungen" columns={columns} rows={data.entries} rowLabel={(entry) => entry.label} />}
      </LoadState>
      <Pagination result={data} onChange={update} />
    </section>
  );
}
