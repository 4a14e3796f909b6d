import type { MonthFigures } from '#features/analytics/contract/analytics.ts';
import { monthLabels } from '#shared/labels.ts';
import { TitledSection } from '../ui/TitledSection.tsx';
import { BarChart } from './BarChart.tsx';
import { MONTHLY_TABLE_ID } from './MonthlyTable.tsx';

const series = [
  { title: 'Besucher pro Monat', figure: (month: MonthFigures) => month.uniqueVisitors, barClass: 'fill-brand-500' },
  { title: 'Anfragen pro Monat', figure: (month: MonthFigures) => month.leadsGenerated, barClass: 'fill-accent-500' },
];

/** Visitors and leads per month, each on its own scale: leads are a few per hundred visitors. */
export function MonthlyChart({ months, year }: { months: MonthFigures[]; year: number }) {
  const labels = months.map((month) => monthLabels[month.month - 1]!);
  return (
    <TitledSection id="analytics-chart-title" title={`Verlauf ${year}`} className="card">
      <div className="mt-3 grid gap-6 lg:grid-cols-2">
        {series.map(({ title, figure, barClass }) => (
          <BarChart
            key={title}
            title={title}
            labels={labels}
            values={months.map(figure)}
            barClass={barClass}
            describedBy={MONTHLY_TABLE_ID}
          />
        ))}
      </div>
    </TitledSection>
  );
}
