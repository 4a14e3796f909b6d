/** Where the back office shows one quote, and the lead it came from; the lead's list and "Angebote" link there. */
export const quoteAddress = (id: number) => `/admin/quote?id=${id}`;

export const leadAddress = (leadId: number) => `/admin/leads/${leadId}`;
