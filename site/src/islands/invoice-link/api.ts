import { answerOf, api } from '../../lib/api.ts';

/** The personal invoice link's calls (/api/invoices/{token}): no session, the token is the key. */

const link = api.invoices[':token'];

export const loadInvoiceLink = (token: string, signal?: AbortSignal) => answerOf(link.$get({ param: { token } }, { init: { signal } }));

/** The files are plain downloads: the link needs no header, so an ordinary anchor fetches them. */
export const invoicePdfHref = (token: string) => `/api/invoices/${encodeURIComponent(token)}/pdf`;
export const invoiceXmlHref = (token: string) => `/api/invoices/${encodeURIComponent(token)}/xrechnung.xml`;
