import { answerOf, api } from '../../lib/api.ts';

/** The appointment link's calls (/api/appointments/offers/{token}): no session, the token is the key. */

const offer = api.appointments.offers[':token'];
const param = (token: string) => ({ param: { token } });

export const loadOffer = (token: string, signal?: AbortSignal) => answerOf(offer.$get(param(token), { init: { signal } }));

export const pickSlot = (token: string, slot: number) => answerOf(offer.$post({ ...param(token), json: { slot } }));

/** The Montage appointments of an accepted quote's order, for the quote link page. */
export const loadQuoteAppointments = (token: string, signal?: AbortSignal) =>
  answerOf(api.appointments.quote[':token'].$get(param(token), { init: { signal } }));
