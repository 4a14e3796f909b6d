import { lineTotal, VAT_RATE_PERCENT, type PriceBasis } from '../../documents/contract/totals.ts';
import { type QuoteLine } from '../../documents/contract/lines.ts';
import type { Amounts, InvoiceDocument, InvoiceLineJson } from './invoices.ts';

/**
 * The cent arithmetic of invoices (ADR 041), in integers only: a share is rounded half up to the cent
 * once, on the gross amount; the VAT it contains is rounded half up, and the net is what is left, so
 * net + VAT = gross always holds.
 */

/** round(value × numerator / denominator), half up, for non-negative integers, without floating point. */
export function roundHalfUp(value: number, numerator: number, denominator: number): number {
  return Math.floor((value * numerator * 2 + denominator) / (denominator * 2));
}

/** A gross amount split into the net and the 19 % VAT it contains. */
export function splitGross(gross: number, rate = VAT_RATE_PERCENT): Amounts {
  const sign = gross < 0 ? -1 : 1;
  const vat = sign * roundHalfUp(Math.abs(gross), rate, 100 + rate);
  return { net: gross - vat, vat, gross };
}

/** The deposit: `percent` % of the order's gross total, rounded half up to the cent, split into net and VAT. */
export function depositAmounts(orderGross: number, percent: number): Amounts {
  return splitGross(roundHalfUp(orderGross, percent, 100));
}

/** Net + 19 % VAT (rounded half up once, on the sum). */
function fromNet(net: number, rate = VAT_RATE_PERCENT): Amounts {
  const sign = net < 0 ? -1 : 1;
  const vat = sign * roundHalfUp(Math.abs(net), rate, 100);
  return { net, vat, gross: net + vat };
}

export const negate = (amounts: Amounts): Amounts => ({ net: -amounts.net, vat: -amounts.vat, gross: -amounts.gross });

export const sumAmounts = (list: readonly Amounts[]): Amounts =>
  list.reduce((sum, item) => ({ net: sum.net + item.net, vat: sum.vat + item.vat, gross: sum.gross + item.gross }), {
    net: 0,
    vat: 0,
    gross: 0,
  });

/**
 * The order's lines as net invoice lines whose sum is the order's net total. A 'net' order's lines are
 * net already. A 'gross' order (a consumer's, ADR 076, or from before issue 20) has gross lines: each is
 * converted, and the cent the per-line rounding leaves over goes to the largest line, so the lines still
 * add up to the net total; each keeps its gross prices, which its PDF prints.
 */
export function netInvoiceLines(lines: readonly QuoteLine[], basis: PriceBasis, orderNet: number): InvoiceLineJson[] {
  const converted = lines.map((line) => {
    const total = lineTotal(line);
    const base = {
      title: line.title,
      description: line.description,
      quantity: line.quantity,
      ...(line.unit ? { unit: line.unit } : {}),
      labour: line.labour === true,
    };
    if (basis === 'net') return { ...base, unitPrice: line.unitPrice, discount: line.discount, net: total };
    const net = roundHalfUp(total, 100, 100 + VAT_RATE_PERCENT);
    const gross = { unitPrice: line.unitPrice, discount: line.discount, amount: total };
    return { ...base, unitPrice: Math.round(net / line.quantity), discount: 0, net, gross };
  });
  const rest = orderNet - converted.reduce((sum, line) => sum + line.net, 0);
  if (rest !== 0 && converted.length > 0) {
    const largest = converted.reduce((best, line, index) => (line.net > converted[best]!.net ? index : best), 0);
    converted[largest] = { ...converted[largest]!, net: converted[largest]!.net + rest };
  }
  return converted;
}

/** The labour share of lines (§ 35a EStG): the labour lines' net with its VAT; null without labour lines. */
export function labourShare(lines: readonly InvoiceLineJson[]): Amounts | null {
  const labour = lines.filter((line) => line.labour);
  return labour.length === 0 ? null : fromNet(labour.reduce((sum, line) => sum + line.net, 0));
}

/**
 * The labour a final invoice declares (§ 35a EStG, ADR 076): the order's labour less what the deposit
 * invoices declared, net, VAT and gross each, so the declared parts add up to the order's labour exactly.
 */
export function remainingLabour(order: Amounts, declared: readonly Amounts[]): Amounts {
  const already = sumAmounts(declared);
  return { net: order.net - already.net, vat: order.vat - already.vat, gross: order.gross - already.gross };
}

/**
 * What is due now of an invoice (ADR 061): the amount due less the retention for open defects while one
 * is open. The retention stays part of the amount due (BT-115, payments, DATEV); only what is asked for
 * now (GiroCode, dunning) leaves it out.
 */
export const dueNow = (amountDue: number, document: Pick<InvoiceDocument, 'retention'>, defectsOpen: boolean) =>
  amountDue - (defectsOpen ? (document.retention ?? 0) : 0);
