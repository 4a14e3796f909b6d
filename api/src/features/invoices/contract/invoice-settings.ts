import { calendarDay } from '../../../shared/schema-helpers.ts';
import { z } from '../../../shared/zod.ts';
import { invoiceSettingsMessages as m } from './invoice-settings-messages.ts';

/**
 * Einstellungen → Rechnungen (issue 35): payment term, deposit share, the dunning steps and the
 * Basiszinssatz with its history. Money in cents; a base rate in hundredths of a percent (127 = 1,27 %),
 * so the interest is computed in integers.
 */

/** The Basiszinssatz (§ 247 BGB) from `validFrom` on; it changes on 1 January and 1 July. */
export interface BaseRate {
  validFrom: string;
  basisPoints: number;
}

export interface DunningSettings {
  /** Days after the due date until the Zahlungserinnerung is due. */
  reminderDays: number;
  /** Days after the Zahlungserinnerung until the 1. Mahnung is due. */
  firstDunningDays: number;
  /** Days after the 1. Mahnung until the 2. Mahnung is due. */
  secondDunningDays: number;
  /** Mahngebühr per Mahnung in cents for consumers (only real costs: postage, material); 0 = none. */
  dunningFee: number;
}

export interface InvoiceSettingsJson {
  paymentTermDays: number;
  depositPercent: number;
  dunning: DunningSettings;
  baseRates: BaseRate[];
}

export const defaultDunningSettings: DunningSettings = { reminderDays: 7, firstDunningDays: 14, secondDunningDays: 14, dunningFee: 0 };

/**
 * The Basiszinssatz as published by the Deutsche Bundesbank (§ 247 BGB) up to the last value known when
 * this was written; the owner adds each new value (1 January, 1 July) in Einstellungen → Rechnungen.
 */
export const BASE_RATE_SOURCE = 'Deutsche Bundesbank, Basiszinssatz nach § 247 BGB';
export const defaultBaseRates: BaseRate[] = [
  { validFrom: '2023-07-01', basisPoints: 312 },
  { validFrom: '2024-01-01', basisPoints: 362 },
  { validFrom: '2024-07-01', basisPoints: 337 },
  { validFrom: '2025-01-01', basisPoints: 227 },
  { validFrom: '2025-07-01', basisPoints: 127 },
];

const days = (message: string, min: number, max: number) =>
  z.int({ error: message }).check(z.minimum(min, { error: message }), z.maximum(max, { error: message }));

export const dunningSettingsSchema = z.object({
  reminderDays: days(m.dunningDays, 1, 90),
  firstDunningDays: days(m.dunningDays, 1, 90),
  secondDunningDays: days(m.dunningDays, 1, 90),
  dunningFee: days(m.dunningFee, 0, 1000),
});

export const baseRatesSchema = z
  .array(z.object({ validFrom: calendarDay(m.baseRateDay), basisPoints: days(m.baseRate, -1000, 2000) }))
  .check(
    z.minLength(1, { error: m.baseRatesEmpty }),
    z.maxLength(100, { error: m.baseRatesEmpty }),
    z.refine((rates) => new Set(rates.map((rate) => rate.validFrom)).size === rates.length, { error: m.baseRateTwice }),
  );

/** PUT /api/admin/settings/invoices */
export const invoiceSettingsSchema = z.object({
  paymentTermDays: days(m.paymentTermDays, 0, 365),
  depositPercent: days(m.depositPercent, 1, 100),
  dunning: dunningSettingsSchema,
  baseRates: baseRatesSchema,
});
