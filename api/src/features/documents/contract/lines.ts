/**
 * A document's lines and addresses: what a quote carries and its order and invoices copy (shared/document-lines.ts,
 * where the schema reads them), and how a quantity prints.
 */

import type { QuoteLine } from '../../../shared/document-lines.ts';

export {
  lineUnits,
  quoteLineKinds,
  type LineDrawing,
  type LineUnit,
  type PostalAddress,
  type QuoteLine,
} from '../../../shared/document-lines.ts';

/** The quantity as printed: with the line's unit when it has one ("2 Stk."), else the number alone. */
export function quantityLabel(line: Pick<QuoteLine, 'quantity' | 'unit'>): string {
  return line.unit ? `${line.quantity} ${line.unit}` : String(line.quantity);
}
