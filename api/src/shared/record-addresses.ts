/**
 * Where the back office shows a record, for links from the search and the "bereits bekannt" note. A
 * contact message has no page of its own: the inbox's tab "Nachrichten" filtered to its reference (the
 * completed ones included) lists just that one. An order has its page (/admin/orders/{id}); a
 * customer's orders are found by their e-mail address.
 */
export const recordAddress = {
  lead: (id: number) => `/admin/leads/${id}`,
  message: (reference: string) => `/admin/dashboard?${new URLSearchParams({ tab: 'nachrichten', q: reference, showCompleted: 'true' })}`,
  quote: (id: number) => `/admin/quote?id=${id}`,
  /** A string id too: a slot that the mail's batch fills with the new order's id (quotes/mails.ts). */
  order: (id: number | string) => `/admin/orders/${id}`,
  customer: (email: string) => `/admin/orders?${new URLSearchParams({ q: email })}`,
};
