import {
  funnelFieldsSchema,
  funnelMessages,
  hasMainProduct,
  productFlagNames,
  selectedProducts,
  stepFields,
  type FunnelRequest,
} from '#features/funnel/contract/funnel.ts';
import { funnelSummaryRows, type SummaryRow } from '#features/funnel/contract/funnel-summary.ts';
import { firstErrors, fieldErrors } from '#shared/validation.ts';
import { z } from '#shared/zod.ts';
import type { CampaignParameters } from '#features/funnel/contract/campaign.ts';
import type { ProjectType } from '#shared/labels.ts';
import { parseNumber } from '../../lib/parse-number.ts';
import type { DraftRow, FunnelDraft } from '../../stores/funnel.ts';
import { measurementsForRequest } from './self-measurement.ts';

const isFilled = (row: DraftRow) => row.typ !== '' || row.breite.trim() !== '' || row.hoehe.trim() !== '';

function toRow(row: DraftRow) {
  return { typ: row.typ || null, breite: parseNumber(row.breite), hoehe: parseNumber(row.hoehe), menge: parseNumber(row.menge) };
}

/** A request as the browser assembles it: not checked yet, so the project type may still be missing. */
export type DraftRequest = Omit<FunnelRequest, 'projektart' | 'datenschutz'> & { projektart?: ProjectType; datenschutz: boolean };

/** The draft as the request body the server's schema expects. */
export function toRequest(
  draft: FunnelDraft,
  sessionId: string,
  campaign: CampaignParameters,
  rows = draft.dimensions.filter(isFilled),
): DraftRequest {
  return {
    projektart: draft.projektart ?? undefined,
    ...draft.products,
    dimensions: rows.map(toRow),
    material: draft.material,
    verglasung: draft.verglasung,
    montage: draft.montage,
    plz: draft.plz,
    zeitraum: draft.zeitraum,
    vorname: draft.vorname,
    nachname: draft.nachname,
    email: draft.email,
    telefon: draft.telefon,
    nachricht: draft.nachricht,
    datenschutz: draft.datenschutz,
    marketing_ok: draft.marketing_ok,
    website: draft.website,
    session_id: sessionId || null,
    utm_params: campaign,
    selbstmessung: measurementsForRequest(draft.selbstmessung),
    photo_key: draft.photoKey || null,
    konfiguration: draft.konfiguration.map(({ productId, optionIds, breite, hoehe, menge }) => ({
      productId,
      optionIds,
      breite,
      hoehe,
      menge,
    })),
  };
}

/** The messages that keep a step from going on, keyed by field ("dimensions.1.menge" counts every row). */
export function stepErrors(step: number, draft: FunnelDraft): Record<string, string> {
  if (step === 2) return hasMainProduct(draft.products) ? {} : { produkte: funnelMessages.products };
  const fields = stepFields[step];
  if (!fields) return {};
  const schema = z.pick(
    funnelFieldsSchema,
    Object.fromEntries(fields.map((field) => [field, true])) as Record<(typeof fields)[number], true>,
  );
  const result = schema.safeParse(toRequest(draft, '', {}, draft.dimensions));
  return result.success ? {} : firstErrors(fieldErrors(result.error));
}

/** Which step asks for a field, to send the visitor back there when the server refuses it. */
export function stepOfField(field: string): number {
  if (field === 'produkte' || productFlagNames.includes(field as never)) return 2;
  for (const [step, fields] of Object.entries(stepFields)) {
    if (fields.some((name) => field === name || field.startsWith(`${name}.`))) return Number(step);
  }
  if (['material', 'verglasung'].includes(field)) return 4;
  if (['montage', 'zeitraum'].includes(field)) return 5;
  return 7;
}

export function summaryRows(draft: FunnelDraft): SummaryRow[] {
  return funnelSummaryRows({ ...draft, produkte: selectedProducts(draft.products) });
}

export function filledRows(draft: FunnelDraft): DraftRow[] {
  return draft.dimensions.filter(isFilled);
}
