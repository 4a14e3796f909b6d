import type { KnownContactJson, KnownRecordJson } from '#features/leads/contract/known-contact.ts';
import { searchGroupLabels } from '#features/search/contract/search.ts';
import { searchMessages as m } from '#features/search/contract/search-messages.ts';
import { useLoad } from '../../ui/use-load.ts';
import { AdminLink } from '../AdminLink.tsx';
import { loadKnownContact } from './known-contact-api.ts';
import { formatShortDate } from '#shared/dates.ts';
import { DocumentNumber } from '../ui/DocumentNumber.tsx';

const kinds = ['leads', 'messages', 'quotes', 'orders'] as const satisfies readonly (keyof KnownContactJson)[];

/**
 * "bereits bekannt" on a lead's page: the person's other leads, contact messages, quotes and orders (same
 * e-mail address or phone number), each a link. Nothing at all while loading and for a first contact, so
 * the page only changes when there is something to know.
 */
export function KnownContact({ leadId }: { leadId: number }) {
  const { data, state } = useLoad((signal) => loadKnownContact(leadId, signal), leadId);

  if (state === 'error') return <p className="text-sm text-slate-600">{m.knownFailed}</p>;
  if (state !== 'ready' || !data?.known) return null;
  return (
    <section aria-label={m.known} className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-slate-900">
      <p>
        <span className="mr-2 inline-block rounded-full bg-amber-200 px-2 py-0.5 font-semibold text-amber-950">{m.known}</span>
        {m.knownIntro}
      </p>
      <dl className="mt-2 grid gap-1 sm:grid-cols-[auto_1fr] sm:gap-x-3">
        {kinds
          .filter((kind) => data[kind].length > 0)
          .map((kind) => (
            <div key={kind} className="contents">
              <dt className="font-semibold">{searchGroupLabels[kind]}</dt>
              <dd>
                <ul className="flex flex-wrap gap-x-3 gap-y-1">
                  {data[kind].map((record) => (
                    <li key={record.id}>
                      <RecordLink record={record} />
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
          ))}
      </dl>
    </section>
  );
}

function RecordLink({ record }: { record: KnownRecordJson }) {
  return (
    <AdminLink href={record.href} className="text-brand-700 underline">
      <DocumentNumber>{record.number}</DocumentNumber>
      <span className="text-slate-700">
        {' '}
        ({formatShortDate(new Date(record.date))}, {record.statusLabel})
      </span>
    </AdminLink>
  );
}
