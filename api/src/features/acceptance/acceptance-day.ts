import { ValidationFailure } from '../../platform/http/request-errors.ts';
import { berlinDay, germanDay } from '../../shared/dates.ts';
import { acceptanceMessages as m } from './contract/acceptance-messages.ts';

/**
 * A fitter's phone whose clock runs a little ahead puts tomorrow in the form shortly before midnight; an
 * hour is allowed for that. Any later day is a slip (or 9999-12-31), and the warranty's end and the final
 * invoice's Leistungsdatum would follow it.
 */
const CLOCK_SKEW_MS = 60 * 60 * 1000;

/**
 * The day of an Abnahme recorded on site must have happened: not after today, not before the order was
 * placed (the work cannot be accepted before it was ordered). A German 400 on the date field otherwise.
 */
export function checkAcceptanceDay(acceptedOn: string, orderCreatedAt: Date, now: Date): void {
  const refuse = (message: string) => {
    throw new ValidationFailure(message, { acceptedOn: [message] });
  };
  if (acceptedOn > berlinDay(new Date(now.getTime() + CLOCK_SKEW_MS))) refuse(m.acceptedOnFuture);
  const orderDay = berlinDay(orderCreatedAt);
  if (acceptedOn < orderDay) refuse(m.acceptedOnBeforeOrder(germanDay(orderDay)));
}
