import type { ReactNode } from 'react';
import { customerMessages } from '#features/accounts/contract/customer.ts';
import { contactSubjectLabels, productKindLabels } from '#shared/labels.ts';
import type { CustomerRecords as Records } from './api.ts';
import { formatShortDate } from '#shared/dates.ts';
import { LoadingNote } from './LoadingNote.tsx';

interface RecordEntry {
  reference: string;
  createdAt: string;
}

/** One of the two lists: each entry with its name, what it was about and its date. */
function RecordList<Entry extends RecordEntry>({
  headingId,
  title,
  entries,
  empty,
  name,
  about,
}: {
  headingId: string;
  title: string;
  entries: Entry[];
  empty: string;
  name: (entry: Entry) => string;
  about: (entry: Entry) => ReactNode;
}) {
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="font-bold text-brand-900">
        {title}
      </h3>
      {entries.length === 0 ? (
        <p className="mt-1 text-slate-600">{empty}</p>
      ) : (
        <ul className="mt-1 divide-y divide-slate-200" aria-label={title}>
          {entries.map((entry) => (
            <li key={entry.reference} className="flex flex-wrap justify-between gap-2 py-2">
              <span className="font-semibold text-brand-900">{name(entry)}</span>
              <span className="text-slate-700">{about(entry)}</span>
              <span className="text-sm text-slate-600">vom {formatShortDate(new Date(entry.createdAt))}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * "Ihre Anfragen" and "Ihre Nachrichten": reference, date and what it was about. Until the account's address
 * is confirmed only the requests from its own configurations show (the notice at the top of the page says so).
 */
export function CustomerRecords({ records }: { records: Records | null }) {
  if (!records) return <LoadingNote />;
  return (
    <div className="grid gap-6">
      <RecordList
        headingId="anfragen-titel"
        title="Ihre Anfragen"
        entries={records.requests}
        empty={customerMessages.noRequests}
        name={(request) => `Anfrage ${request.reference}`}
        about={(request) => request.products.map((product) => productKindLabels[product]).join(', ')}
      />
      <RecordList
        headingId="nachrichten-titel"
        title="Ihre Nachrichten"
        entries={records.messages}
        empty={customerMessages.noMessages}
        name={(message) => `Nachricht ${message.reference}`}
        about={(message) => contactSubjectLabels[message.subject]}
      />
    </div>
  );
}
