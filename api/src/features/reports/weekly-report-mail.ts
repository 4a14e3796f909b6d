import type { OutgoingMail } from '../../platform/mail/outbox.ts';
import { formatCents, formatCount, formatPercent } from '../../shared/format.ts';
import type { ReportWeek } from './report-weeks.ts';
import type { WeekFigures } from './weekly-figures.ts';
import { greeting } from '../../shared/mail-greeting.ts';

/** "16.11.2026" from "2026-11-16". */
const germanDay = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;
const span = (week: ReportWeek) => `${germanDay(week.firstDay)} bis ${germanDay(week.lastDay)}`;

const promise = (figures: WeekFigures) =>
  figures.promiseBasis === 0
    ? formatPercent(null)
    : `${formatPercent(figures.promiseKeptRate)} (${formatCount(figures.promiseKept)} von ${formatCount(figures.promiseBasis)})`;
const invoicesOf = (count: number, amount: number) => `${formatCount(count)} über ${formatCents(amount)}`;

/** Each line of the comparison: what, last week's value, the week before's. */
function comparison(last: WeekFigures, before: WeekFigures): string[] {
  const lines: [string, (figures: WeekFigures) => string][] = [
    ['Besucher', (figures) => formatCount(figures.visitors)],
    ['Anfragen', (figures) => formatCount(figures.requests)],
    ['Binnen 24 Stunden beantwortet', promise],
    ['Überfällige Anfragen am Ende der Woche', (figures) => formatCount(figures.overdueRequests)],
    ['Angebote versendet', (figures) => formatCount(figures.quotesSent)],
    ['Angebote angenommen', (figures) => formatCount(figures.quotesAccepted)],
    ['Bezahlter Umsatz', (figures) => formatCents(figures.paidRevenue)],
    ['Offene Rechnungen am Ende der Woche', (figures) => invoicesOf(figures.openInvoices, figures.openAmount)],
    ['davon überfällig', (figures) => invoicesOf(figures.overdueInvoices, figures.overdueAmount)],
  ];
  return lines.map(([label, value]) => `${label}: ${value(last)} (Vorwoche: ${value(before)})`);
}

function topSources(last: WeekFigures): string[] {
  if (last.topSources.length === 0) return ['In der Woche ist keine Zahlung eingegangen.'];
  return last.topSources.map((source, index) => `${index + 1}. ${source.origin}: ${formatCents(source.paid)}`);
}

export interface WeeklyReportContent {
  brand: string;
  siteUrl: string;
  last: WeekFigures;
  before: WeekFigures;
}

/**
 * The owner's weekly report (ADR 069): last week beside the week before, the three best sources by paid
 * revenue and links into the back office. Figures only, no customer's name: the details stay behind the sign-in.
 */
export function weeklyReportMail({ brand, siteUrl, last, before }: WeeklyReportContent, to: { email: string; name: string }): OutgoingMail {
  const link = (path: string) => new URL(path, siteUrl).href;
  return {
    topic: 'weekly-report',
    recipient: to.email,
    subject: `Wochenbericht ${brand}: ${span(last.week)}`,
    textBody: [
      greeting(),
      '',
      `hier sind die Zahlen der Woche vom ${span(last.week)}, in Klammern die der Woche vom ${span(before.week)}.`,
      '',
      ...comparison(last, before),
      '',
      'Die drei besten Quellen nach bezahltem Umsatz:',
      ...topSources(last),
      '',
      'Im Back Office:',
      `Überfällige Anfragen: ${link('/admin/dashboard?view=ueberfaellig')}`,
      `Überfällige Rechnungen: ${link('/admin/invoices?status=overdue')}`,
      `Anfrage bis Umsatz: ${link('/admin/analytics?ansicht=umsatz')}`,
      '',
      `Diesen Bericht können Sie in Ihrem Profil abbestellen: ${link('/admin/profile')}`,
    ].join('\n'),
  };
}
