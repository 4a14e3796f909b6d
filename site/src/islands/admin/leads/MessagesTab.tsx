import type { ContactMessageJson } from '#features/contact/contract/contact-inbox.ts';
import { inboxMessages } from '#features/leads/contract/inbox-messages.ts';
import { contactSubjectLabels, salutationLabels, type LeadStatus } from '#shared/labels.ts';
import { showToast } from '../../../stores/toast.ts';
import { deleteMessage, loadMessages, markMessageOpened, setMessageStatus } from './api.ts';
import { refreshCounts } from '../counts.ts';
import { attempt } from '../ui/busy-action.ts';
import { NewBadge } from './page/AnswerBadge.tsx';
import { useConfirm } from '../../ui/use-confirm.tsx';
import { DataTable, type Column } from '../ui/DataTable.tsx';
import { LoadState } from '../ui/LoadState.tsx';
import { Pagination } from '../ui/Pagination.tsx';
import { TitledSection } from '../ui/TitledSection.tsx';
import { ArrivedCell, ContactCell } from './InboxCells.tsx';
import { StatusSelect } from './StatusSelect.tsx';
import { useLoad } from '../../ui/use-load.ts';
import { ListFilterBar, ShowCompletedFilter, type FilterChange } from '../ui/ListFilterBar.tsx';

const sender = (message: ContactMessageJson) =>
  message.salutation === 'firma'
    ? `${message.companyName} (${message.contactPerson})`
    : `${salutationLabels[message.salutation]} ${message.name}`;

/** The tab "Nachrichten": contact messages, read, marked and deleted like leads (docs/decisions/016). */
export function MessagesTab({ search, update }: { search: URLSearchParams; update: FilterChange }) {
  const query = new URLSearchParams(search);
  query.delete('tab');
  const { data, setData, state, reload } = useLoad((signal) => loadMessages(query, signal), query.toString());
  const { confirm, dialog } = useConfirm();

  async function changeStatus(message: ContactMessageJson, status: LeadStatus) {
    await attempt(async () => {
      await setMessageStatus(message.id, status);
      setData(
        (current) => current && { ...current, messages: current.messages.map((row) => (row.id === message.id ? { ...row, status } : row)) },
      );
      showToast({ title: inboxMessages.statusUpdatedTitle });
    }, inboxMessages.statusFailed);
  }

  async function markRead(message: ContactMessageJson) {
    await attempt(async () => {
      await markMessageOpened(message.id);
      setData(
        (current) =>
          current && { ...current, messages: current.messages.map((row) => (row.id === message.id ? { ...row, opened: true } : row)) },
      );
      void refreshCounts();
    }, inboxMessages.markReadFailed);
  }

  async function remove(message: ContactMessageJson) {
    if (!(await confirm({ title: 'Nachricht löschen', message: inboxMessages.messageDeleteConfirm, confirmLabel: 'Löschen' }))) return;
    await attempt(async () => {
      await deleteMessage(message.id);
      showToast({ title: inboxMessages.messageDeletedTitle });
      reload();
    }, inboxMessages.messageDeleteFailed);
  }

  const columns: Column<ContactMessageJson>[] = [
    {
      key: 'sender',
      header: 'Absender',
      cell: (message) => (
        <span className="flex flex-wrap items-center gap-2">
          <span className={message.opened ? 'font-semibold' : 'font-extrabold'}>{sender(message)}</span>
          {!message.opened && <NewBadge />}
        </span>
      ),
    },
    {
      key: 'contact',
      header: 'Kontakt',
      cell: (message) => <ContactCell email={message.email} phone={message.phone} />,
    },
    { key: 'subject', header: 'Betreff', cell: (message) => contactSubjectLabels[message.subject] },
    { key: 'message', header: 'Nachricht', cell: (message) => <p className="max-w-md whitespace-pre-wrap">{message.message}</p> },
    {
      key: 'date',
      header: 'Datum',
      cell: (message) => <ArrivedCell at={message.created_at} />,
    },
    {
      key: 'status',
      header: 'Status',
      cell: (message) => (
        <StatusSelect
          value={message.status}
          label={`Status der Nachricht von ${sender(message)}`}
          onChange={(status) => changeStatus(message, status)}
        />
      ),
    },
    {
      key: 'actions',
      header: 'Aktionen',
      cell: (message) => (
        <div className="flex flex-wrap gap-2">
          {!message.opened && (
            <button
              type="button"
              className="btn-outline min-h-9 px-3 py-1 text-sm"
              onClick={() => void markRead(message)}
              aria-label={`Nachricht von ${sender(message)} als gelesen markieren`}
            >
              Gelesen
            </button>
          )}
          <button
            type="button"
            className="btn min-h-9 border border-red-200 bg-white px-3 py-1 text-sm text-red-700 hover:bg-red-50"
            onClick={() => remove(message)}
            aria-label={`Nachricht von ${sender(message)} löschen`}
          >
            Löschen
          </button>
        </div>
      ),
    },
  ];

  return (
    <TitledSection id="messages-title" title="Nachrichten" className="card grid grid-cols-1 gap-5">
      <ListFilterBar
        label="Nachrichten filtern"
        placeholder="Name, Firma, E-Mail oder Nummer"
        search={search}
        onChange={update}
        columns="md:grid-cols-[2fr_1fr]"
        row={<ShowCompletedFilter search={search} onChange={update} />}
      />
      <LoadState
        state={state}
        error={inboxMessages.loadFailed}
        empty={data && data.messages.length === 0 ? inboxMessages.emptyMessages : null}
        onRetry={reload}
      >
        {data && <DataTable caption="Nachrichten" columns={columns} rows={data.messages} rowLabel={sender} />}
      </LoadState>
      <Pagination result={data} onChange={update} />
      {dialog}
    </TitledSection>
  );
}
