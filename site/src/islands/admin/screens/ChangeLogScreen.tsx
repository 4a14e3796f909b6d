import { catalogueScreenMessages } from '../../../../../api/src/shared/catalogue-screen-messages.ts';
import { formatDateTime } from '../../../../../api/src/shared/format.ts';
import { loadChangeLog, type ChangeLogEntryJson } from '../api/catalogue.ts';
import { useAddressQuery } from '../use-address-query.ts';
import { DataTable, type Column } from '../ui/DataTable.tsx';
import { LoadState } from '../ui/LoadState.tsx';
import { Pagination } from '../ui/Pagination.tsx';
import { ScreenTitle } from '../ui/ScreenTitle.tsx';
import { useListLoad } from './dashboard/use-list-load.ts';

const columns: Column<ChangeLogEntryJson>[] = [
  { key: 'when', header: 'Zeitpunkt', cell: (entry) => formatDateTime(new Date(entry.created_at)) },
  { key: 'who', header: 'Wer', cell: (entry) => entry.actor ?? '–' },
  { key: 'what', header: 'Was', cell: (entry) => <span className="[overflow-wrap:anywhere]">{entry.summary}</span> },
];

/** /admin/change-log, "Änderungsprotokoll": every catalogue change, newest first, paged in the address. */
export default function ChangeLogScreen() {
  const { search, update } = useAddressQuery();
  const { data, state, reload } = useListLoad((signal) => loadChangeLog(search, signal), search.toString());

  return (
    <section className="card grid grid-cols-1 gap-5" aria-labelledby="admin-screen-title">
      <ScreenTitle title="Änderungsprotokoll" />
      <p className="text-sm text-slate-600">Wer wann was am Katalog und am Shop-Schalter geändert hat, mit altem und neuem Preis. Aufbewahrt zehn Jahre.</p>
      <LoadState state={state} error={catalogueScreenMessages.changeLogLoadFailed} empty={data && data.entries.length === 0 ? catalogueScreenMessages.changeLogEmpty : null} onRetry={reload}>
        {data && <DataTable caption="Änderungen" columns={columns} rows={data.entries} rowId={(entry) => entry.id} rowLabel={(entry) => entry.summary} />}
      </LoadState>
      {data && data.total > 0 && <Pagination page={data.page} pageSize={data.pageSize} total={data.total} onPage={(page) => update({ page: page > 1 ? String(page) : null })} />}
    </section>
  );
}
