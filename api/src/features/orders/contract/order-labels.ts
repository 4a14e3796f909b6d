import type { OrderStatus } from './orders.ts';

/** An order's statuses as the office and the customer read them (the spec's labels). */
export const orderStatusLabels: Record<OrderStatus, string> = {
  pending: 'In Bearbeitung',
  confirmed: 'Bestätigt',
  in_production: 'In Produktion',
  completed: 'Abgeschlossen',
  cancelled: 'Storniert',
};

/** An unknown status (a row written by a newer release) is shown as it is stored. */
export function orderStatusLabel(status: string): string {
  return orderStatusLabels[status as OrderStatus] ?? status;
}
