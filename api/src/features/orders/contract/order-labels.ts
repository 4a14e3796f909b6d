import type { OrderStatus } from './orders.ts';
import { orderStatusLabels } from '../../../shared/labels.ts';

/** An order's status as the office and the customer read it (shared/labels.ts). An unknown status (a row written by a newer release) is shown as it is stored. */
export function orderStatusLabel(status: string): string {
  return orderStatusLabels[status as OrderStatus] ?? status;
}
