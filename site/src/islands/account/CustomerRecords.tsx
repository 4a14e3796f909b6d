import { customerMessages } from '#features/accounts/contract/customer.ts';
import { contactSubjectLabels, productKindLabels } from '#shared/labels.ts';
import type { CustomerRecords as Records } from './api.ts';
import { formatShortDate } from '#shared/dates.ts';

/**
 * "Ihre Anfragen" and "Ihre Nachrichten": reference, date and what it was about. Until the account's address
 * is confirmed only the requests from its own configurations show (the notice at the top of the page says so).
 */
export function CustomerRecords({ records }: { records: Records | null }) {
  if (!records)
    return (
      <p className="text-slate-600" role="status">
        Wird geladen …
      </p>
    );
  return (
    <div className="grid gap-6">
      <section aria-labelledby="anfragen-titel">
        <h3 id="anfragen-titel" className="font-bold text-brand-900">
          Ihre Anfragen
        </h3>
        {records.requests.length === 0 ? (
          <p className="mt-1 text-slate-600">{customerMessages.noRequests}</p>
        ) : (
          <ul className="mt-1 divide-y divide-slate-200" aria-label="Ihre Anfragen">
            {records.requests.map((request) => (
              <li key={request.reference} className="flex flex-wrap justify-between gap-2 py-2">
                <span className="font-semibold text-brand-900">Anfrage {request.reference}</span>
                <span className="text-slate-700">{request.products.map((product) => productKindLabels[product]).join(', ')}</span>
                <span className="text-sm text-slate-600">vom {formatShortDate(new Date(request.createdAt))}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="nachrichten-titel">
        <h3 id="nachrichten-titel" className="font-bold text-brand-900">
          Ihre Nachrichten
        </h3>
        {records.messages.length === 0 ? (
          <p className="mt-1 text-slate-600">{customerMessages.noMessages}</p>
        ) : (
          <ul className="mt-1 divide-y divide-slate-200" aria-label="Ihre Nachrichten">
            {records.messages.map((message) => (
              <li key={message.reference} className="flex flex-wrap justify-between gap-2 py-2">
                <span className="font-semibold text-brand-900">Nachricht {message.reference}</span>
                <span className="text-slate-700">{contactSubjectLabels[message.subject]}</span>
                <span className="text-sm text-slate-600">vom {formatShortDate(new Date(message.createdAt))}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
