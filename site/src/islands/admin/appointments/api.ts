import type { AppointmentTimeBody, OfferBody } from '#features/appointments/contract/appointments.ts';
import { accountAnswerOf, accountApi } from '../../../lib/account-api.ts';

/** The back office's appointment calls (issue 23). */

const admin = accountApi.admin;
const idParam = (id: number) => ({ param: { id: String(id) } });

export const loadAppointments = (from: string, to: string, signal?: AbortSignal) =>
  accountAnswerOf(admin.appointments.$get({ query: { from, to } }, { init: { signal } }));

export const loadOrderAppointments = (orderId: number, signal?: AbortSignal) =>
  accountAnswerOf(admin.orders[':id'].appointments.$get(idParam(orderId), { init: { signal } }));

export const createMontage = (orderId: number, body: AppointmentTimeBody) =>
  accountAnswerOf(admin.orders[':id'].appointments.$post({ ...idParam(orderId), json: body }));

export const changeAppointment = (id: number, body: AppointmentTimeBody) =>
  accountAnswerOf(admin.appointments[':id'].$put({ ...idParam(id), json: body }));

export const cancelAppointment = (id: number) => accountAnswerOf(admin.appointments[':id'].cancel.$post(idParam(id)));

export const offerAppointments = (leadId: number, body: OfferBody) =>
  accountAnswerOf(admin.leads[':id']['appointment-offers'].$post({ ...idParam(leadId), json: body }));
