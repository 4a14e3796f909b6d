import type { AccountAcceptBody } from '#features/quotes/contract/quote-link-schemas.ts';
import type { InferResponseType } from 'hono/client';
import type { CustomerProfile } from '#features/accounts/contract/accounts.ts';
import type { ConfigurationQuote } from '#features/accounts/contract/customer.ts';
import { accountAnswerOf, accountApi, accountBlobOf } from '../../lib/account-api.ts';

/**
 * The customer area's calls, through the typed client: the answers are the routes' own types, so the
 * lists below cannot drift from what routes/customer.ts sends.
 */

const customer = accountApi.customer;

export type SavedConfiguration = InferResponseType<typeof customer.configurations.$get, 200>[number];
export type Order = InferResponseType<typeof customer.orders.$get, 200>[number];

export const loadConfigurations = () => accountAnswerOf(customer.configurations.$get());

export const loadOrders = () => accountAnswerOf(customer.orders.$get());
/** The planned delivery week of each order whose supplier confirmed it (issue 49). */
export const loadDeliveryWeeks = () => accountAnswerOf(customer.orders['delivery-weeks'].$get());

export const loadAcceptancePdf = (orderId: number) =>
  accountBlobOf(customer.orders[':id'].acceptance.pdf.$get({ param: { id: String(orderId) } }));

export const requestQuote = (configurationId: number, request: ConfigurationQuote) =>
  accountAnswerOf(customer.configurations[':id{[0-9]+}']['quote-request'].$post({ param: { id: String(configurationId) }, json: request }));

export const loadPendingEmail = (signal?: AbortSignal) => accountAnswerOf(customer.email.$get(undefined, { init: { signal } }));

export const confirmEmail = (token: string) => accountAnswerOf(customer.email.confirm.$post({ json: { token } }));

export const saveProfile = (profile: CustomerProfile) => accountAnswerOf(customer.profile.$put({ json: profile }));

const quotes = customer.quotes;
const quoteParam = (id: number) => ({ param: { id: String(id) } });

export type CustomerQuote = InferResponseType<typeof quotes.$get, 200>[number];

export const loadQuotes = () => accountAnswerOf(quotes.$get());

export const loadQuotePdf = (id: number) => accountBlobOf(quotes[':id'].pdf.$get(quoteParam(id)));

/** The acceptance with where to install and the phone the customer confirmed (as through the personal link). */
export const acceptQuote = (id: number, body: AccountAcceptBody) =>
  accountAnswerOf(quotes[':id'].accept.$post({ ...quoteParam(id), json: body }));

export const requestQuoteChange = (id: number, message: string) =>
  accountAnswerOf(quotes[':id']['change-request'].$post({ ...quoteParam(id), json: { message } }));

export type CustomerRecords = InferResponseType<typeof customer.requests.$get, 200>;

/** "Ihre Anfragen" and "Ihre Nachrichten" (by the account's confirmed address). */
export const loadRecords = () => accountAnswerOf(customer.requests.$get());

/** Mails the account's own address the link that confirms it. */
export const requestAddressConfirmation = () => accountAnswerOf(customer.email.confirmation.$post());

export const loadTaxCertificate = (orderId: number) =>
  accountBlobOf(customer.orders[':id']['tax-certificate'].$get({ param: { id: String(orderId) } }));
