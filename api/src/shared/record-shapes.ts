/**
 * The shapes the database keeps in its JSON columns (platform/db/schema.ts), below every feature so the schema
 * needs none; the features' contracts re-export them. Zod-free: the request schemas check against them.
 */
import type { DimensionType } from './labels.ts';

/**
 * The six campaign parameters read from a page address and kept with a quote request
 * (features/funnel/contract/campaign.ts reads them).
 */
export const campaignParameterNames = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'gclid'] as const;
type CampaignParameterName = (typeof campaignParameterNames)[number];
export type CampaignParameters = Partial<Record<CampaignParameterName, string>>;

/** One row of the quote request's sizes, in cm (the funnel's dimension step). */
export interface DimensionRow {
  typ?: DimensionType | null | undefined;
  breite?: number | null | undefined;
  hoehe?: number | null | undefined;
  menge?: number | null | undefined;
}

/**
 * The size price grid of a product ("Rasterpreisliste", ADR 024): ascending width and height breakpoints
 * in mm and a price in cents per cell, or null for "auf Anfrage".
 */
export interface PriceGrid {
  /** Ascending width breakpoints in mm: the columns. */
  widths: number[];
  /** Ascending height breakpoints in mm: the rows. */
  heights: number[];
  /** cells[row][column]: the price in cents of sizes up to heights[row] × widths[column], or null ("auf Anfrage"). */
  cells: (number | null)[][];
}

/** One field's value before and after a change of the catalogue (prices in cents, as stored). */
export type FieldChange = { before: unknown; after: unknown };

/**
 * What the customer agreed to when accepting (§ 312j (3) BGB: the button names the payment obligation;
 * the order keeps the record): the moment, the quote's number and version, the terms' version, the down
 * payment and the withdrawal notice shown.
 */
export interface AcceptanceRecord {
  at: string;
  quoteNumber: string;
  quoteVersion: number;
  termsVersion: string;
  downPaymentPercent: number;
  withdrawalNotice: string;
  /** 'account' (Mein Konto) or 'link' (the personal quote link without an account). */
  via: 'account' | 'link';
  /** The funding condition's text when the quote carried it (ADR 063): part of what was accepted. */
  fundingCondition?: string;
}

/** What the office records after the acceptance (ADR 080): the Förderzusage with the day of the notice, or the reason it proceeds anyway. */
export type FundingApprovalBody = { kind: 'approved'; date: string } | { kind: 'proceed'; reason: string };

/** As the order keeps it: with the moment and the person who recorded it. */
export type FundingApproval = FundingApprovalBody & { at: string; by: string };
