import { leadAddress } from '../quotes/addresses.ts';
import { leadStatusLabels, productKindLabels, projectTypeLabels, type LeadStatus } from '#shared/labels.ts';
import type { LeadJson } from '#features/leads/contract/leads-admin.ts';
import { DataTable, type Column, type SortState } from '../ui/DataTable.tsx';
import { AdminLink } from '../AdminLink.tsx';
import { RowActions } from '../ui/RowActions.tsx';
import { AnswerBadge, NewBadge } from './page/AnswerBadge.tsx';
import { ArrivedCell, ContactCell } from './InboxCells.tsx';
import { StatusSelect } from './StatusSelect.tsx';

interface LeadListProps {
  leads: LeadJson[];
  sort: SortState;
  onSort: (key: string) => void;
  selected: ReadonlySet<number>;
  onSelect: (ids: Set<number>) => void;
  onStatus: (lead: LeadJson, status: LeadStatus) => void;
  onDelete: (lead: LeadJson) => void;
  /** Büro reads leads but may not change them: no status select, no "Löschen", no selection for the bulk actions. */
  mayChange: boolean;
}

const fullName = (lead: LeadJson) => `${lead.vorname} ${lead.nachname}`;

/** The lead table's columns, every value with its own German label. */
export function LeadList({ leads, sort, onSort, selected, onSelect, onStatus, onDelete, mayChange }: LeadListProps) {
  const columns: Column<LeadJson>[] = [
    {
      key: 'customer',
      header: 'Kunde',
      sortKey: 'name',
      cell: (lead) => (
        <div className="grid justify-items-start gap-1">
          <span className="flex flex-wrap items-center gap-2">
            <AdminLink
              href={leadAddress(lead.id)}
              // A long name breaks rather than widening the column past the screen (the inbox fits 1280 px).
              className={`text-brand-800 underline [overflow-wrap:anywhere] ${lead.opened ? 'font-semibold' : 'font-extrabold'}`}
            >
              {fullName(lead)}
            </AdminLink>
            {!lead.opened && <NewBadge answer={lead.new_answer} />}
          </span>
          <span className="flex flex-wrap items-center gap-2 text-slate-600">
            {lead.plz || '–'}
            {lead.status !== 'abgeschlossen' && <AnswerBadge lead={lead} />}
          </span>
        </div>
      ),
    },
    {
      key: 'project',
      header: 'Projekt',
      sortKey: 'projektart',
      cell: (lead) => (
        <span className="inline-flex rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
          {projectTypeLabels[lead.projektart]}
        </span>
      ),
    },
    { key: 'products', header: 'Produkte', cell: (lead) => lead.produkte.map((kind) => productKindLabels[kind]).join(', ') },
    {
      key: 'contact',
      header: 'Kontakt',
      cell: (lead) => <ContactCell email={lead.email} phone={lead.telefon} />,
    },
    {
      key: 'date',
      header: 'Datum',
      sortKey: 'created_at',
      cell: (lead) => <ArrivedCell at={lead.created_at} />,
    },
    {
      key: 'assignee',
      header: 'Zuständig',
      cell: (lead) => <span className="[overflow-wrap:anywhere]">{lead.assignee?.name ?? '–'}</span>,
    },
    {
      key: 'status',
      header: 'Status',
      sortKey: 'status',
      cell: (lead) =>
        mayChange ? (
          <StatusSelect value={lead.status} label={`Status von ${fullName(lead)}`} onChange={(status) => onStatus(lead, status)} />
        ) : (
          leadStatusLabels[lead.status ?? 'offen']
        ),
    },
    {
      key: 'actions',
      header: 'Aktionen',
      // Wrapping like every row's actions (RowActions), so the column fits 1280 px beside the sidebar.
      cell: (lead) => (
        <RowActions>
          <AdminLink
            href={leadAddress(lead.id)}
            className="btn-outline min-h-9 px-3 py-1 text-sm"
            aria-label={`Anfrage von ${fullName(lead)} öffnen`}
          >
            Öffnen
          </AdminLink>
          {mayChange && (
            <button
              type="button"
              className="btn min-h-9 border border-red-200 bg-white px-3 py-1 text-sm text-red-700 hover:bg-red-50"
              onClick={() => onDelete(lead)}
              aria-label={`${fullName(lead)} löschen`}
            >
              Löschen
            </button>
          )}
        </RowActions>
      ),
    },
  ];
  return (
    <DataTable
      caption="Anfragen"
      columns={columns}
      rows={leads}
      rowLabel={fullName}
      sort={sort}
      onSort={onSort}
      {...(mayChange ? { selected, onSelect } : {})}
    />
  );
}
