import type { MonthFigures } from '#features/analytics/contract/analytics.ts';
import { monthLabels } from '#shared/labels.ts';
import { BarChart } from './BarChart.tsx';
import { MONTHLY_TABLE_ID } from './MonthlyTable.tsx';

/** Visitors and leads per month, each on its own scale: leads are a few per hundred visitors. */
export function MonthlyChart({ months, year }: { months: MonthFigures[]; year: number }) {
  const labels = months.map((month) => monthLabels[month.month - 1]!);
  return (
    <section className="card" aria-labelledby="analytics-chart-title">
      <h2 id="analytics-chart-title" className="text-lg font-bold text-brand-900">
        Verlauf {year}
      </h2>
      <div className="mt-3 grid gap-6 lg:grid-cols-2">
        <BarChart
          title="Besucher pro Monat"
          labels={labels}
          values={months.map((month) => month.uniqueVisitors)}
          barClass="fill-brand-500"
          describedBy={MONTHLY_TABLE_ID}
        />
        <BarChart
          title="Anfragen pro Monat"
          labels={labels}
          values={months.map((month) => month.leadsGenerated)}
          barClass="fill-accent-500"
          describedBy={MONTHLY_TABLE_ID}
        />
      </div>
    </section>
  );
}
