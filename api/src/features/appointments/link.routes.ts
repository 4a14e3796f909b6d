import { Hono } from 'hono';
import type { ProxyHops } from '../../platform/http/client-address.ts';
import type { AppEnv } from '../../platform/http/env.ts';
import { noStore } from '../../platform/http/no-store.ts';
import { linkLimits } from '../../platform/http/link-limits.ts';
import { fail } from '../../platform/http/request-errors.ts';
import { validate } from '../../platform/http/validate.ts';
import { findQuoteByLinkToken } from '../quotes/quote-links.ts';
import { bookOffer, offerJson } from './book-offer.ts';
import { appointmentMessages } from './contract/appointment-messages.ts';
import { pickSlotSchema } from './contract/appointments.ts';
import { orderAppointments } from './customer-appointments.ts';
import type { AppointmentDependencies } from './offer-appointments.ts';
import { findOfferByToken } from './offer-links.ts';

/**
 * /api/appointments: the customer's side without an account. /offers/{token} shows and books the
 * offered Aufmaß slots; /quote/{token} lists the Montage appointments of the order a quote link's
 * quote became. No session: the token is the key; one that opens nothing is a 404.
 */
export function appointmentLinkRoutes(dependencies: AppointmentDependencies & { trustProxy: ProxyHops }) {
  const { db, trustProxy } = dependencies;
  const limit = linkLimits(db, trustProxy, 'appointment');
  const offerOf = async (token: string) => (await findOfferByToken(db, token)) ?? fail(404, appointmentMessages.offerNotFound);
  return new Hono<AppEnv>()
    .use(noStore())
    .get('/offers/:token', limit.read, async (c) => c.json(await offerJson(db, await offerOf(c.req.param('token')))))
    .post('/offers/:token', limit.write, validate('json', pickSlotSchema), async (c) => {
      const result = await bookOffer(dependencies, await offerOf(c.req.param('token')), c.req.valid('json').slot);
      if (result.outcome === 'taken') {
        const error = result.freeSlots.length > 0 ? appointmentMessages.slotTaken : appointmentMessages.allSlotsTaken;
        return c.json({ error, freeSlots: result.freeSlots }, 409);
      }
      if (result.outcome === 'already') return c.json({ error: appointmentMessages.alreadyBooked, booked: result.offer }, 409);
      return c.json({ booked: result.offer }, 201);
    })
    .get('/quote/:token', limit.read, async (c) => {
      const quote = await findQuoteByLinkToken(db, c.req.param('token'));
      if (!quote) fail(404, appointmentMessages.offerNotFound);
      return c.json(quote.status === 'accepted' && quote.orderId ? await orderAppointments(db, quote.orderId) : []);
    });
}
