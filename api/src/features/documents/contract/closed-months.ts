/**
 * Closed months (ADR 059): once the owner hands a month to the tax adviser, its bookings are final. The
 * books close them; invoices and payments, which sit below the books, ask whether a day falls into one.
 * Browser-safe: the payment form asks the same question before it sends.
 */

/** "2026-10" → "10/2026", as the adviser's lists and the office's screens name a month. */
export const germanMonth = (month: string) => `${month.slice(5, 7)}/${month.slice(0, 4)}`;

export const closedMonthMessages = {
  paymentInClosedMonth: (month: string) =>
    `Der Monat ${month} ist abgeschlossen und an den Steuerberater übergeben. Eine Zahlung in diesem Monat ändert seine Buchungen; bitte bestätigen Sie, dass Sie sie trotzdem erfassen wollen, und sagen Sie Ihrem Steuerberater Bescheid.`,
} as const;
