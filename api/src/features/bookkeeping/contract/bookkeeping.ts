import { calendarDay } from '../../../shared/schema-helpers.ts';
import { z } from '../../../shared/zod.ts';
import { bookkeepingMessages as m } from './bookkeeping-messages.ts';

export const charts = ['SKR03', 'SKR04'] as const;
export type Chart = (typeof charts)[number];
const receivableModes = ['personal', 'collective'] as const;

/** The accounts a chart books to by default (DATEV's standard charts; all automatic accounts at 19 %). */
export const chartDefaults: Record<Chart, { revenue: string; downPayments: string; bank: string; receivables: string }> = {
  SKR03: { revenue: '8400', downPayments: '1718', bank: '1200', receivables: '1400' },
  SKR04: { revenue: '4400', downPayments: '3272', bank: '1800', receivables: '1200' },
};

const digits = (min: number, max: number, message: string) =>
  z.string({ error: message }).check(z.trim(), z.regex(new RegExp(`^\\d{${min},${max}}$`), { error: message }));
const account = (label: string) => digits(4, 8, m.account(label));
/**
 * A number DATEV gives out, within its range: digits without a leading zero, from `min` to `max`
 * (Beraternummer 1001–9999999, Mandantennummer 1–99999). "0000" and "0" have the right length, but
 * DATEV knows no such adviser or client (ADR 078).
 */
const datevNumber = (min: number, max: number, message: string) =>
  z.string({ error: message }).check(
    z.trim(),
    z.refine((typed) => /^[1-9]\d*$/.test(typed) && Number(typed) >= min && Number(typed) <= max, { error: message }),
  );
const taxKey = z.string({ error: m.taxKey }).check(z.trim(), z.regex(/^\d{0,4}$/, { error: m.taxKey }));

/** Einstellungen → Buchhaltung (PUT /api/admin/settings/bookkeeping). */
export const bookkeepingSettingsSchema = z
  .object({
    consultantNumber: datevNumber(1001, 9_999_999, m.consultantNumber),
    clientNumber: datevNumber(1, 99_999, m.clientNumber),
    chart: z.enum(charts, { error: m.chart }),
    accountLength: z
      .int({ error: m.accountLength })
      .check(z.minimum(4, { error: m.accountLength }), z.maximum(8, { error: m.accountLength })),
    /** The month the fiscal year begins in (1 = January), on its first day. */
    fiscalYearStartMonth: z
      .int({ error: m.fiscalYearStart })
      .check(z.minimum(1, { error: m.fiscalYearStart }), z.maximum(12, { error: m.fiscalYearStart })),
    revenueAccount: account('Erlöse 19 %'),
    /** Empty for an automatic account (DATEV adds the tax itself); else the BU-Schlüssel to write. */
    revenueTaxKey: taxKey,
    downPaymentAccount: account('Erhaltene Anzahlungen 19 %'),
    downPaymentTaxKey: taxKey,
    bankAccount: account('Bank'),
    receivables: z.enum(receivableModes, { error: m.receivables }),
    /** The collective receivable when receivables are not booked to personal accounts. */
    receivablesAccount: account('Forderungen'),
  })
  .check(
    z.superRefine((value, context) => {
      const accounts = [
        ['revenueAccount', 'Erlöse 19 %'],
        ['downPaymentAccount', 'Erhaltene Anzahlungen 19 %'],
        ['bankAccount', 'Bank'],
        ['receivablesAccount', 'Forderungen'],
      ] as const;
      for (const [index, [key, label]] of accounts.entries()) {
        if (value[key].length !== value.accountLength)
          context.addIssue({ code: 'custom', path: [key], message: m.account(label), input: value[key] });
        // One account for two purposes books a payment from the bank to the bank, or revenue to the bank.
        const earlier = accounts.slice(0, index).find(([other]) => value[other] === value[key]);
        if (earlier) context.addIssue({ code: 'custom', path: [key], message: m.accountTwice(label, earlier[1]), input: value[key] });
      }
    }),
  );
export type BookkeepingSettings = z.output<typeof bookkeepingSettingsSchema>;

/** A fresh installation: SKR03 with its accounts; the numbers are the adviser's to give, so they start empty. */
export const defaultBookkeepingSettings: BookkeepingSettings = {
  consultantNumber: '',
  clientNumber: '',
  chart: 'SKR03',
  accountLength: 4,
  fiscalYearStartMonth: 1,
  revenueAccount: chartDefaults.SKR03.revenue,
  revenueTaxKey: '',
  downPaymentAccount: chartDefaults.SKR03.downPayments,
  downPaymentTaxKey: '',
  bankAccount: chartDefaults.SKR03.bank,
  receivables: 'personal',
  receivablesAccount: chartDefaults.SKR03.receivables,
};

/** GET /api/admin/exports/datev?from=…&to=… */
export const datevExportQuerySchema = z.object({ from: calendarDay(m.period), to: calendarDay(m.period) });

/** "2026-10" → "10/2026", as the screens and messages write a month. */

const monthPattern = /^\d{4}-(0[1-9]|1[0-2])$/;
/** POST /api/admin/bookkeeping/months: the month to close, "2026-10". */
export const closeMonthSchema = z.object({ month: z.string({ error: m.month }).check(z.regex(monthPattern, { error: m.month })) });

/** GET /api/admin/bookkeeping/months: the closed months, newest first. */
export interface ClosedMonthJson {
  month: string;
  closedBy: string;
  closedAt: string;
  exportedAt: string | null;
}
