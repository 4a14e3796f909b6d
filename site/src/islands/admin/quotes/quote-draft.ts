import { formatCentsForInput, parseEuroToCents } from '#features/catalogue/contract/price-input.ts';
import { updateQuoteSchema, type UpdateQuoteBody } from '#features/quotes/contract/quote-schemas.ts';
import type { LinePresetJson } from '#features/settings/contract/line-presets.ts';
import { documentTotals, priceInBasis, type DocumentTotals, type PriceBasis } from '#features/documents/contract/totals.ts';
import { type LineUnit, type QuoteLine } from '#features/documents/contract/lines.ts';
import { type QuoteJson } from '#features/quotes/contract/quotes.ts';
import { fieldErrors, firstErrors } from '#shared/validation.ts';
import { customerBodyOf, customerDraftOf, type CustomerDraft } from './customer-draft.ts';

/**
 * The quote editor's form: lines as typed (euro amounts as German text, the quantity as text), turned into
 * the PUT body with the same schema the server checks. Field keys are the server's issue paths
 * ("lines.2.unitPrice"), so the server's 400 lands at the same fields as the browser's own check.
 */

export interface DraftLine {
  /** Stable across reordering, so React keeps each row's inputs. */
  key: number;
  kind: QuoteLine['kind'];
  title: string;
  description: string;
  quantity: string;
  unitPrice: string;
  discount: string;
  /** '' for a line without a unit; a preset's unit otherwise ("2 Stk." in the PDF). */
  unit: LineUnit | '';
  /** Left out of the body while undefined, so a line without the flag stays without it. */
  labour?: boolean | undefined;
  /** A configured window's drawing data, passed back unchanged so the PDF still draws it. */
  drawing?: QuoteLine['drawing'];
  /** The element's values and badge (ADR 063), passed back unchanged so the PDF still lists them. */
  values?: QuoteLine['values'];
  funding?: QuoteLine['funding'];
  /** The Aufmaß's measure and the catalogue product, passed back unchanged for the Bestellung (issue 49). */
  measure?: QuoteLine['measure'];
  productId?: QuoteLine['productId'];
}

export interface QuoteDraft {
  lines: DraftLine[];
  validUntil: string;
  note: string;
  /** The BEG EM funding condition (ADR 063); absent for a quote read without it: the PUT leaves it as it is. */
  fundingCondition?: boolean;
  /** Absent for a quote read without its customer: the PUT then leaves the customer as it is. */
  customer?: CustomerDraft;
}

let nextKey = 1;

function draftLine(line: QuoteLine): DraftLine {
  return {
    key: nextKey++,
    kind: line.kind,
    title: line.title,
    description: line.description,
    quantity: String(line.quantity),
    unitPrice: formatCentsForInput(line.unitPrice),
    discount: line.discount > 0 ? formatCentsForInput(line.discount) : '',
    unit: line.unit ?? '',
    labour: line.labour,
    ...(line.drawing ? { drawing: line.drawing } : {}),
    ...(line.values ? { values: line.values, funding: line.funding ?? null } : {}),
    ...(line.measure ? { measure: line.measure } : {}),
    ...(line.productId ? { productId: line.productId } : {}),
  };
}

export function draftOf(
  quote: Pick<QuoteJson, 'lines' | 'validUntil' | 'note'> & Partial<Pick<QuoteJson, 'fundingCondition' | 'customer'>>,
): QuoteDraft {
  return {
    lines: quote.lines.map(draftLine),
    validUntil: quote.validUntil,
    note: quote.note,
    ...(quote.fundingCondition === undefined ? {} : { fundingCondition: quote.fundingCondition }),
    ...(quote.customer ? { customer: customerDraftOf(quote.customer) } : {}),
  };
}

/**
 * A new line: a free one (Montage, Lieferung …) or a product without a configuration behind it (a window
 * measured on site). The price starts empty, so a forgotten price is asked for rather than sent as 0,00 €.
 */
export function newLine(kind: QuoteLine['kind'], title: string): DraftLine {
  return { key: nextKey++, kind, title, description: '', quantity: '1', unitPrice: '', discount: '', unit: '' };
}

/** How many windows the draft's product lines add up to (0 while none has a readable quantity). */
function windowCount(lines: DraftLine[]): number {
  return lines.filter((line) => line.kind === 'product').reduce((sum, line) => sum + lineAmounts(line).quantity, 0);
}

/**
 * A free line from a preset (Einstellungen → Positionen): its name, unit, price and labour flag; the
 * preset's net price as it is on a business draft, with its VAT on a consumer's gross one (ADR 076). A
 * preset counted in pieces ("Montage je Fenster", "Entsorgung Altfenster") is done once per window, so it
 * starts with the number of windows in the draft rather than 1, which the office otherwise retypes.
 */
export function presetLine(preset: LinePresetJson, lines: DraftLine[], basis: PriceBasis): DraftLine {
  const windows = preset.unit === 'Stk.' ? windowCount(lines) : 0;
  return {
    ...newLine('service', preset.name),
    ...(windows > 0 ? { quantity: String(windows) } : {}),
    unitPrice: formatCentsForInput(priceInBasis(preset.netPrice, 'net', basis)),
    unit: preset.unit,
    labour: preset.labour,
  };
}

const quantityOf = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);
const centsOr = (text: string, empty: number) => {
  if (text.trim() === '') return { ok: true as const, value: empty };
  return parseEuroToCents(text);
};

export type CheckedDraft = { ok: true; body: UpdateQuoteBody } | { ok: false; errors: Record<string, string> };

/** The PUT body, or the messages per field: the euro texts first, then the shared schema. */
export function checkDraft(draft: QuoteDraft): CheckedDraft {
  const errors: Record<string, string> = {};
  const lines = draft.lines.map((line, index) => {
    const unitPrice = parseEuroToCents(line.unitPrice);
    const discount = centsOr(line.discount, 0);
    if (!unitPrice.ok) errors[`lines.${index}.unitPrice`] = unitPrice.message;
    if (!discount.ok) errors[`lines.${index}.discount`] = discount.message;
    return {
      kind: line.kind,
      title: line.title,
      description: line.description,
      quantity: quantityOf(line.quantity),
      unitPrice: unitPrice.ok ? unitPrice.value : Number.NaN,
      discount: discount.ok ? discount.value : 0,
      ...(line.unit ? { unit: line.unit } : {}),
      ...(line.labour === undefined ? {} : { labour: line.labour }),
      ...(line.drawing ? { drawing: line.drawing } : {}),
      ...(line.values ? { values: line.values, funding: line.funding ?? null } : {}),
      ...(line.measure ? { measure: line.measure } : {}),
      ...(line.productId ? { productId: line.productId } : {}),
    };
  });
  const checked = updateQuoteSchema.safeParse({
    lines,
    validUntil: draft.validUntil,
    note: draft.note,
    ...(draft.fundingCondition === undefined ? {} : { fundingCondition: draft.fundingCondition }),
    ...(draft.customer ? { customer: customerBodyOf(draft.customer) } : {}),
  });
  if (!checked.success) Object.assign(errors, { ...firstErrors(fieldErrors(checked.error)), ...errors });
  if (Object.keys(errors).length > 0 || !checked.success) return { ok: false, errors };
  return { ok: true, body: checked.data };
}

/** The totals while typing, by the server's rule (ADR 035): a line whose amounts cannot be read yet counts as 0. */
export function draftTotals(draft: QuoteDraft, basis: PriceBasis): DocumentTotals {
  return documentTotals(draft.lines.map(lineAmounts), basis);
}

/** A line's amounts as far as they can be read (0 where not), for its live total. */
export function lineAmounts(line: DraftLine): Pick<QuoteLine, 'quantity' | 'unitPrice' | 'discount'> {
  const quantity = quantityOf(line.quantity);
  const unitPrice = centsOr(line.unitPrice, 0);
  const discount = centsOr(line.discount, 0);
  return {
    quantity: Number.isNaN(quantity) ? 0 : quantity,
    unitPrice: unitPrice.ok ? unitPrice.value : 0,
    discount: discount.ok ? discount.value : 0,
  };
}

/** Moves the line at `from` one place up (-1) or down (+1). */
export function moveLine(lines: DraftLine[], from: number, step: -1 | 1): DraftLine[] {
  const to = from + step;
  if (to < 0 || to >= lines.length) return lines;
  const next = [...lines];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

/** Whether the form differs from what was saved (the keys aside): the guard on leaving asks only then. */
export function sameDraft(a: QuoteDraft, b: QuoteDraft): boolean {
  const plain = (draft: QuoteDraft) => JSON.stringify({ ...draft, lines: draft.lines.map(({ key: _key, ...line }) => line) });
  return plain(a) === plain(b);
}
