import type { AnalyticsJson, TopEntry } from '#features/analytics/contract/analytics.ts';
import { formatCount } from '#shared/format.ts';
import { TableHead, type HeadStyle } from '../../ui/TableHead.tsx';

/** The name takes most of the card's width; a long one is cut short. */
const topHead: HeadStyle = { row: 'text-slate-600', cell: 'pb-1 font-semibold', name: 'w-3/5', figure: 'pl-2 text-right' };

/** The year's top 10 pages, referrer hosts and utm sources. */
export function TopLists({ data }: { data: AnalyticsJson }) {
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <TopList title="Meistbesuchte Seiten" column="Seite" entries={data.topPages} />
      <TopList title="Herkunft (verweisende Websites)" column="Website" entries={data.referrers} />
      <TopList title="Kampagnen (utm_source)" column="Quelle" entries={data.utmSources} />
    </div>
  );
}

function TopList({ title, column, entries }: { title: string; column: string; entries: TopEntry[] }) {
  return (
    <section className="card min-w-0">
      <h2 className="text-lg font-bold text-brand-900">{title}</h2>
      {entries.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">Keine Einträge.</p>
      ) : (
        <table className="mt-3 w-full table-fixed text-left text-sm">
          <caption className="sr-only">{title}</caption>
          <TableHead columns={[column, 'Aufrufe', 'Besucher']} look={topHead} />
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.value} className="border-t border-slate-100">
                <td className="truncate py-1 pr-2" title={entry.value}>
                  {entry.value}
                </td>
                <td className="py-1 text-right tabular-nums">{formatCount(entry.pageViews)}</td>
                <td className="py-1 text-right tabular-nums">{formatCount(entry.visitors)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
