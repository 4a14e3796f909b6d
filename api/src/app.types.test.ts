import type { hc, InferRequestType, InferResponseType } from 'hono/client';
import { describe, expectTypeOf, it } from 'vitest';
import type { AppType } from './app.ts';
import type { AccountUser } from './features/accounts/contract/accounts.ts';
import type { TwoFactorStep } from './features/accounts/contract/two-factor.ts';
import type { ContactSubmission } from './features/contact/contract/contact.ts';

/**
 * The contract the site's hc client is typed by. These checks run in the type checker (astro check,
 * tsc): a route whose answer or body loses its type, or a renamed field, fails them there.
 */
// Declared only to be read with typeof: nothing is sent.
// eslint-disable-next-line @typescript-eslint/no-unused-vars
declare const client: ReturnType<typeof hc<AppType>>;

describe('AppType', () => {
  it('types the answers of public routes, the cached catalogue included', () => {
    type ShopStatus = InferResponseType<(typeof client.api.public)['shop-status']['$get']>;
    expectTypeOf<ShopStatus>().toEqualTypeOf<{ shop_enabled: boolean }>();

    type Products = InferResponseType<typeof client.api.products.$get, 200>;
    expectTypeOf<Products>().not.toBeAny();
    expectTypeOf<Products[number]['base_price']>().toEqualTypeOf<number>();
    expectTypeOf<Products[number]>().not.toHaveProperty('basePrice');
  });

  it('types the answers of signed-in routes', () => {
    type Session = InferResponseType<typeof client.api.session.$get>;
    // A session that still owes its second factor gets the step, and no account data (ADR 045).
    expectTypeOf<Session>().toEqualTypeOf<{ user: null; twoFactor: TwoFactorStep } | { user: AccountUser; twoFactor: null }>();

    type Configurations = InferResponseType<typeof client.api.customer.configurations.$get>;
    expectTypeOf<Configurations[number]['base_price']>().toEqualTypeOf<number>();
    expectTypeOf<Configurations[number]>().not.toHaveProperty('basePrice');

    type Lead = InferResponseType<(typeof client.api.admin.leads)[':key']['$get'], 200>;
    expectTypeOf<Lead>().not.toBeAny();
  });

  it('types what a request must send: bodies, queries and path parameters', () => {
    type Contact = InferRequestType<typeof client.api.contact.$post>['json'];
    expectTypeOf<Contact>().not.toBeAny();
    expectTypeOf<Contact['email']>().toEqualTypeOf<ContactSubmission['email']>();

    type Login = InferRequestType<typeof client.api.admin.login.$post>['json'];
    expectTypeOf<Login>().toEqualTypeOf<{ username: string; password: string }>();

    type LeadStatus = InferRequestType<(typeof client.api.admin.leads)[':id']['status']['$put']>;
    expectTypeOf<LeadStatus['param']>().toEqualTypeOf<{ id: string }>();
    expectTypeOf<LeadStatus['json']>().not.toBeAny();
  });
});
