import { useState } from 'react';
import { inboxMessages } from '#features/leads/contract/inbox-messages.ts';
import type { LeadStatus } from '#shared/labels.ts';
import type { LeadJson } from '#features/leads/contract/leads-admin.ts';
import { showToast } from '../../../stores/toast.ts';
import { deleteLead, deleteLeads, leadExportUrl, loadDashboard, setLeadStatus, setStatusOfLeads } from './api.ts';
import { useConfirm } from '../../ui/use-confirm.tsx';
import { LoadState } from '../ui/LoadState.tsx';
import { Pagination } from '../ui/Pagination.tsx';
import { BulkBar } from './BulkBar.tsx';
import { Counters } from './Counters.tsx';
import { FunnelCard } from './FunnelCard.tsx';
import { LeadFilters } from './LeadFilters.tsx';
import { LeadList } from './LeadList.tsx';
import { LeadViews } from './LeadViews.tsx';
import { refreshCounts } from '../counts.ts';
import { attempt } from '../ui/busy-action.ts';
import { usePermission } from '../use-permission.ts';
import { useLoad } from '../../ui/use-load.ts';
import type { FilterChange } from '../ui/ListFilterBar.tsx';

/**
 * The lead inbox: the list first (views, filters, the rows with their actions, export), then the spec's
 * counters and funnel card below it. A row opens the lead's own page.
 */
export function LeadsTab({ search, update }: { search: URLSearchParams; update: FilterChange }) {
  const mayChange = usePermission('leads.write');
  const query = new URLSearchParams(search);
  query.delete('tab');
  const { data, setData, state, reload } = useLoad((signal) => loadDashboard(query, signal), query.toString());
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const { confirm, dialog } = useConfirm();

  const sort = { key: search.get('sort') ?? 'created_at', dir: (search.get('dir') ?? 'desc') as 'asc' | 'desc' };
  const exportQuery = new URLSearchParams(query);
  exportQuery.delete('page');
  exportQuery.delete('pageSize');

  function changeSort(key: string) {
    const dir = sort.key === key ? (sort.dir === 'asc' ? 'desc' : 'asc') : key === 'created_at' ? 'desc' : 'asc';
    update({
      sort: key === 'created_at' && dir === 'desc' ? null : key,
      dir: key === 'created_at' && dir === 'desc' ? null : dir,
      page: null,
    });
  }

  async function changeStatus(lead: LeadJson, status: LeadStatus) {
    await attempt(async () => {
      await setLeadStatus(lead.id, status);
      // The list follows at once.
      setData(
        (current) =>
          current && {
            ...current,
            leads: { ...current.leads, leads: current.leads.leads.map((row) => (row.id === lead.id ? { ...row, status } : row)) },
          },
      );
      showToast({ title: inboxMessages.statusUpdatedTitle, description: inboxMessages.statusUpdated });
      void refreshCounts();
    }, inboxMessages.statusFailed);
  }

  async function remove(lead: LeadJson) {
    if (!(await confirm({ title: 'Lead löschen', message: inboxMessages.deleteConfirm, confirmLabel: 'Löschen' }))) return;
    await attempt(async () => {
      await deleteLead(lead.id);
      showToast({ title: inboxMessages.deletedTitle });
      setSelected((current) => new Set([...current].filter((id) => id !== lead.id)));
      reload();
    }, inboxMessages.deleteFailed);
  }

  async function bulkStatus(status: LeadStatus) {
    await attempt(async () => {
      await setStatusOfLeads([...selected], status);
      showToast({ title: inboxMessages.bulkStatusTitle(selected.size), description: inboxMessages.statusUpdated });
      setSelected(new Set());
      reload();
    }, inboxMessages.statusFailed);
  }

  async function bulkDelete() {
    if (
      !(await confirm({ title: 'Auswahl löschen', message: inboxMessages.bulkDeleteConfirm(selected.size), confirmLabel: 'Alle löschen' }))
    )
      return;
    await attempt(async () => {
      const { deleted } = await deleteLeads([...selected]);
      showToast({ title: inboxMessages.bulkDeletedTitle(deleted) });
      setSelected(new Set());
      reload();
    }, inboxMessages.deleteFailed);
  }

  return (
    <div className="grid grid-cols-1 gap-6">
      <section className="card grid grid-cols-1 gap-5" aria-labelledby="leads-title">
        <div className="flex flex-wrap items-center gap-3">
          <h2 id="leads-title" className="text-lg font-bold text-brand-900">
            Anfragen
          </h2>
          <LeadViews search={search} onChange={update} />
          <a className="btn-outline ml-auto min-h-9 px-3 py-1.5 text-sm" href={leadExportUrl(exportQuery)} download>
            CSV exportieren
          </a>
        </div>
        <LeadFilters search={search} onChange={update} />
        {mayChange && selected.size > 0 && (
          <BulkBar count={selected.size} onStatus={bulkStatus} onDelete={bulkDelete} onClear={() => setSelected(new Set())} />
        )}
        <LoadState
          state={state}
          error={inboxMessages.loadFailed}
          empty={data && data.leads.leads.length === 0 ? inboxMessages.empty : null}
          onRetry={reload}
        >
          {data && (
            <LeadList
              leads={data.leads.leads}
              sort={sort}
              onSort={changeSort}
              selected={selected}
              onSelect={setSelected}
              onStatus={changeStatus}
              onDelete={remove}
              mayChange={mayChange}
            />
          )}
        </LoadState>
        <Pagination result={data?.leads} onChange={update} />
      </section>
      {data && <Counters counters={data.counters} />}
      {data && <FunnelCard stats={data.funnelStats} />}
      {dialog}
    </div>
  );
}
