import type { BaseRate, DunningSettings } from './invoice-settings.ts';

/**
 * Dunning as German law allows it (issue 35, ADR 057): pure and browser-safe, so the screen shows the
 * figures the letter will print. Days are Berlin calendar days (YYYY-MM-DD), money integer cents.
 */

export const dunningLevels = ['reminder', 'first', 'second'] as const;
export type DunningLevel = (typeof dunningLevels)[number];

export const dunningLevelLabels: Record<DunningLevel, string> = {
  reminder: 'Zahlungserinnerung',
  first: '1. Mahnung',
  second: '2. Mahnung',
};

/** § 288 Abs. 1, 2 BGB: percentage points above the Basiszinssatz. */
export const interestPoints = (business: boolean) => (business ? 9 : 5);
/** § 288 Abs. 5 BGB: the flat fee a business owes once, in cents. */
const BUSINESS_FLAT_FEE = 4000;

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
export const shiftDay = (day: string, days: number) => new Date((dayNumber(day) + days) * DAY_MS).toISOString().slice(0, 10);

/**
 * The first day of default. § 286 Abs. 3 BGB: 30 days after due date and receipt (the invoice is mailed
 * on its date, before the due date), for a consumer only if the invoice said so; § 286 Abs. 1 BGB: a
 * reminder after the due date puts the debtor in default on its receipt, the day it was mailed, so from
 * the day after (§ 187 Abs. 1 BGB). The earlier of the two; null while neither applies.
 */
function defaultBegins(invoice: { dueDate: string; business: boolean; defaultNotice: boolean }, reminderSentOn: string | null) {
  const candidates = [
    ...(invoice.business || invoice.defaultNotice ? [shiftDay(invoice.dueDate, 31)] : []),
    ...(reminderSentOn ? [shiftDay(reminderSentOn, 1)] : []),
  ].sort();
  return candidates[0] ?? null;
}

export interface InterestPeriod {
  from: string;
  to: string;
  days: number;
  /** The open amount on these days, cents. */
  principal: number;
  /** Base rate + points, in hundredths of a percent. */
  basisPoints: number;
}

/** The base rate valid on `day`: the newest entry from on or before it (the oldest if none is). */
const baseRateOn = (rates: BaseRate[], day: string) =>
  [...rates].reverse().find((rate) => rate.validFrom <= day) ?? rates[0] ?? { validFrom: day, basisPoints: 0 };

/**
 * Default interest (§ 288 BGB) from `from` to `to`, both days included, as actual days / 365: each day
 * earns principal × rate / 365 on what was open that day (a payment counts from the day after it was
 * booked) at the Basiszinssatz valid that day plus the points. The periods split where the rate or the
 * principal changes; the sum is exact and rounded half up once, to the cent.
 */
export function defaultInterest(input: {
  amountDue: number;
  payments: { amount: number; paidOn: string }[];
  from: string;
  to: string;
  baseRates: BaseRate[];
  points: number;
}): { periods: InterestPeriod[]; interest: number } {
  const periods: InterestPeriod[] = [];
  const rates = [...input.baseRates].sort((a, b) => a.validFrom.localeCompare(b.validFrom));
  for (let day = input.from; day <= input.to; day = shiftDay(day, 1)) {
    const paid = input.payments.filter((payment) => payment.paidOn < day).reduce((sum, payment) => sum + payment.amount, 0);
    const principal = Math.max(0, input.amountDue - paid);
    const basisPoints = baseRateOn(rates, day).basisPoints + input.points * 100;
    const last = periods.at(-1);
    if (last && last.principal === principal && last.basisPoints === basisPoints) {
      last.to = day;
      last.days += 1;
    } else periods.push({ from: day, to: day, days: 1, principal, basisPoints });
  }
  const numerator = periods.reduce((sum, period) => sum + period.principal * period.days * period.basisPoints, 0);
  const denominator = 10_000 * 365;
  return {
    periods: periods.filter((period) => period.principal > 0),
    interest: Math.floor((2 * numerator + denominator) / (2 * denominator)),
  };
}

/** The figures a level's letter asks for. */
export interface DunningFigures {
  open: number;
  /** From the 1. Mahnung: default interest up to the letter's day. */
  interest: number;
  periods: InterestPeriod[];
  defaultFrom: string | null;
  /** The § 288 Abs. 5 flat fee (business, charged with the 1. Mahnung, asked again with the 2.). */
  flatFee: number;
  /** Mahngebühren of this and earlier Mahnungen (consumers; for a business the flat fee covers them, § 288 Abs. 5 S. 3). */
  dunningFees: number;
  /** Fees newly charged with this letter. */
  newFees: number;
  total: number;
}

export function dunningFigures(input: {
  level: DunningLevel;
  today: string;
  invoice: { amountDue: number; dueDate: string; business: boolean; defaultNotice: boolean };
  payments: { amount: number; paidOn: string }[];
  reminderSentOn: string | null;
  settings: DunningSettings;
  baseRates: BaseRate[];
}): DunningFigures {
  const paid = input.payments.reduce((sum, payment) => sum + payment.amount, 0);
  const open = Math.max(0, input.invoice.amountDue - paid);
  const none = { open, interest: 0, periods: [], defaultFrom: null, flatFee: 0, dunningFees: 0, newFees: 0, total: open };
  if (input.level === 'reminder') return none;
  const defaultFrom = defaultBegins(input.invoice, input.reminderSentOn);
  const { periods, interest } =
    defaultFrom && defaultFrom <= input.today
      ? defaultInterest({
          amountDue: input.invoice.amountDue,
          payments: input.payments,
          from: defaultFrom,
          to: input.today,
          baseRates: input.baseRates,
          points: interestPoints(input.invoice.business),
        })
      : { periods: [], interest: 0 };
  const flatFee = input.invoice.business ? BUSINESS_FLAT_FEE : 0;
  const mahnungen = input.level === 'first' ? 1 : 2;
  const dunningFees = input.invoice.business ? 0 : input.settings.dunningFee * mahnungen;
  const newFees = (input.level === 'first' ? flatFee : 0) + (input.invoice.business ? 0 : input.settings.dunningFee);
  return { open, interest, periods, defaultFrom, flatFee, dunningFees, newFees, total: open + interest + flatFee + dunningFees };
}

/** The level due next, if any: each follows the one before by the days set in Einstellungen → Rechnungen. */
export function nextDunningLevel(
  dueDate: string,
  sent: Partial<Record<DunningLevel, string>>,
  settings: DunningSettings,
  today: string,
): DunningLevel | null {
  if (sent.second) return null;
  if (sent.first) return today >= shiftDay(sent.first, settings.secondDunningDays) ? 'second' : null;
  if (sent.reminder) return today >= shiftDay(sent.reminder, settings.firstDunningDays) ? 'first' : null;
  return today >= shiftDay(dueDate, settings.reminderDays) ? 'reminder' : null;
}
