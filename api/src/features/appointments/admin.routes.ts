import { orderMessages } from '../orders/contract/order-messages.ts';
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { appointments } from '../../platform/db/schema.ts';
import type { SignedInEnv } from '../../platform/http/env.ts';
import { fail } from '../../platform/http/request-errors.ts';
import { validate } from '../../platform/http/validate.ts';
import { staffActor } from '../../platform/http/actor.ts';
import { idParamSchema } from '../../shared/request-schemas.ts';
import { overlapping, selectAppointments } from './appointment-json.ts';
import { appointmentRangeSchema, appointmentTimeSchema, offerBodySchema } from './contract/appointments.ts';
import { cancelAppointment, changeAppointment, createMontage } from './manage-appointments.ts';
import { offerAppointments, type AppointmentDependencies } from './offer-appointments.ts';
import { findOrder } from '../orders/order-json.ts';
import { berlinDayRange } from '../../shared/dates.ts';
import { permit } from '../../platform/http/permit.ts';

/**
 * The back office's appointments (issue 23), mounted at /api/admin itself because they hang off leads
 * and orders: offering Aufmaß slots in a reply, a Montage on an order, changing and cancelling, and the
 * "Termine" screen's list of Berlin days.
 */
export function adminAppointmentRoutes(dependencies: AppointmentDependencies) {
  const { db } = dependencies;
  return new Hono<SignedInEnv>()
    .post(
      '/leads/:id/appointment-offers',
      permit('appointments'),
      validate('param', idParamSchema),
      validate('json', offerBodySchema),
      async (c) => c.json(await offerAppointments(dependencies, c.req.valid('param').id, c.req.valid('json'), staffActor(c)), 201),
    )
    .get('/orders/:id/appointments', permit('appointments'), validate('param', idParamSchema), async (c) => {
      const { id } = c.req.valid('param');
      if (!(await findOrder(db, id))) fail(404, orderMessages.orderNotFound);
      return c.json(await selectAppointments(db, eq(appointments.orderId, id)));
    })
    .post(
      '/orders/:id/appointments',
      permit('appointments'),
      validate('param', idParamSchema),
      validate('json', appointmentTimeSchema),
      async (c) => c.json(await createMontage(dependencies, c.req.valid('param').id, c.req.valid('json'), staffActor(c)), 201),
    )
    .get('/appointments', permit('appointments'), validate('query', appointmentRangeSchema), async (c) => {
      const { from, to } = c.req.valid('query');
      return c.json(await selectAppointments(db, and(overlapping(berlinDayRange(from).start, berlinDayRange(to).end))));
    })
    .put(
      '/appointments/:id',
      permit('appointments'),
      validate('param', idParamSchema),
      validate('json', appointmentTimeSchema),
      async (c) => c.json(await changeAppointment(dependencies, c.req.valid('param').id, c.req.valid('json'), staffActor(c))),
    )
    .post('/appointments/:id/cancel', permit('appointments'), validate('param', idParamSchema), async (c) =>
      c.json(await cancelAppointment(dependencies, c.req.valid('param').id, staffActor(c))),
    );
}
