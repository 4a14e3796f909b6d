import { recordAddress } from '#shared/record-addresses.ts';

/** Where the back office shows one quote, and the lead it came from: the one table of record addresses. */
export const quoteAddress = recordAddress.quote;

export const leadAddress = recordAddress.lead;
