import { formatCents } from '../../../shared/format.ts';
import { dunningLevelLabels, type DunningLevel, type InterestPeriod } from './dunning.ts';
import { germanDay } from '../../../shared/format.ts';

/** The German texts of dunning: answers of the API, the screen "Fällige Mahnungen", the letters. */
export const dunningMessages = {
  level: 'Bitte wählen Sie eine Mahnstufe.',
  notDue: (label: string) => `${label} ist für diese Rechnung nicht (mehr) fällig: Sie wurde schon gesendet, oder die Stufe davor fehlt.`,
  title: 'Fällige Mahnungen',
  empty: 'Keine Mahnung ist fällig.',
  send: (level: DunningLevel) => `${dunningLevelLabels[level]} senden`,
  confirm: (level: DunningLevel, number: string, email: string) =>
    `Die ${dunningLevelLabels[level]} zu ${number} geht als Brief (PDF) mit der Rechnung und dem GiroCode an ${email}. Jede Stufe wird nur einmal gesendet.`,
  sent: (level: DunningLevel) => `${dunningLevelLabels[level]} wird versendet.`,
} as const;

const percent = (basisPoints: number) => `${(basisPoints / 100).toFixed(2).replace('.', ',')} %`;

/** One period of interest as the letter prints it, with its formula. */
export const interestPeriodText = (period: InterestPeriod) =>
  `${germanDay(period.from)} bis ${germanDay(period.to)}: ${formatCents(period.principal)} × ${percent(period.basisPoints)} × ${period.days} Tage / 365`;
