import { useEffect, useState, type FormEvent } from 'react';
import { appointmentMessages } from '#features/appointments/contract/appointment-messages.ts';
import { formatAppointmentTime } from '#shared/appointment-format.ts';
import type { AppointmentOfferJson } from '#features/appointments/contract/appointments.ts';
import { ApiError, messageOf } from '../../lib/api.ts';
import { loadOffer, pickSlot } from './api.ts';
import { LinkLoadFailed, LinkNotice } from '../ui/LinkNotice.tsx';

type Loaded =
  { kind: 'loading' } | { kind: 'unknown' } | { kind: 'expired' } | { kind: 'failed' } | { kind: 'ready'; offer: AppointmentOfferJson };

/**
 * /termin/{token}: the Aufmaß slots offered in a reply; the customer picks one without an account and
 * gets the confirmation with a calendar file by mail. Once booked, the page shows the booked slot.
 */
export default function AppointmentLinkPage({ token }: { token: string }) {
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [choice, setChoice] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [round, setRound] = useState(0);

  useEffect(() => {
    const abort = new AbortController();
    loadOffer(token, abort.signal)
      .then((offer) => setLoaded({ kind: 'ready', offer }))
      .catch((error) => {
        if (abort.signal.aborted) return;
        const status = error instanceof ApiError ? error.status : 0;
        setLoaded(status === 404 ? { kind: 'unknown' } : status === 410 ? { kind: 'expired' } : { kind: 'failed' });
      });
    return () => abort.abort();
  }, [token, round]);

  if (loaded.kind === 'loading') return <p role="status">Termine werden geladen …</p>;
  if (loaded.kind === 'unknown') return <LinkNotice title="Link nicht gefunden">{appointmentMessages.offerNotFound}</LinkNotice>;
  if (loaded.kind === 'expired') return <LinkNotice title="Link abgelaufen">{appointmentMessages.offerExpired}</LinkNotice>;
  if (loaded.kind === 'failed')
    return (
      <LinkLoadFailed
        title="Termine nicht geladen"
        message="Die Termine konnten nicht geladen werden. Bitte versuchen Sie es gleich noch einmal."
        onRetry={() => setRound((value) => value + 1)}
      />
    );

  const { offer } = loaded;
  if (offer.booked)
    return (
      <LinkNotice title="Ihr Aufmaß-Termin ist gebucht">
        <p className="text-lg font-semibold text-slate-900">{formatAppointmentTime(offer.booked.startsAt, offer.booked.endsAt)}</p>
        {offer.booked.location && <p>Ort: {offer.booked.location}</p>}
        <p>Die Bestätigung mit einer Kalenderdatei haben wir Ihnen per E-Mail geschickt.</p>
        <p>
          Passt der Termin doch nicht? Rufen Sie uns an:{' '}
          <a className="text-brand-700 underline" href={`tel:${offer.company.phone.replace(/[^\d+]/g, '')}`}>
            {offer.company.phone}
          </a>
        </p>
      </LinkNotice>
    );

  async function book(event: FormEvent) {
    event.preventDefault();
    if (choice === null) return setFailure(appointmentMessages.slotChoice);
    setFailure(null);
    setSending(true);
    try {
      const answer = await pickSlot(token, choice);
      setLoaded({ kind: 'ready', offer: { ...offer, booked: answer.booked } });
    } catch (error) {
      // Booked meanwhile (this link or another of the same request) or the slot taken by someone else:
      // reload, which shows the booking or the slots left, and say why.
      if (error instanceof ApiError && error.status === 409) {
        setChoice(null);
        setFailure(error.serverMessage ?? appointmentMessages.slotTaken);
        return setRound((value) => value + 1);
      }
      setFailure(messageOf(error, 'Der Termin konnte nicht gebucht werden. Bitte versuchen Sie es noch einmal.'));
    } finally {
      setSending(false);
    }
  }

  return (
    <div className="rounded-xl border border-slate-200 bg-white p-5 sm:p-6">
      <h1 className="text-2xl font-bold text-brand-900">Ihr Aufmaß-Termin</h1>
      <p className="mt-3 text-slate-700">
        {offer.customerName ? `Guten Tag ${offer.customerName}, bitte` : 'Bitte'} wählen Sie einen der Termine, an denen wir zum Aufmessen
        zu Ihnen kommen.
      </p>
      <form className="mt-5 grid gap-4" noValidate onSubmit={(event) => void book(event)}>
        <fieldset className="grid gap-3">
          <legend className="mb-2 font-semibold text-slate-900">Terminvorschläge von {offer.company.name}</legend>
          {offer.slots.map((slot, index) => {
            const taken = !offer.freeSlots.includes(index);
            return (
              <label
                key={index}
                className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-300 p-4 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:disabled]:cursor-not-allowed has-[:disabled]:bg-slate-50 has-[:disabled]:text-slate-600"
              >
                <input
                  type="radio"
                  name="slot"
                  className="mt-1"
                  disabled={taken}
                  checked={choice === index}
                  onChange={() => setChoice(index)}
                />
                <span className="break-words">
                  {formatAppointmentTime(slot.startsAt, slot.endsAt)}
                  {taken && ` – ${appointmentMessages.slotTakenMark}`}
                </span>
              </label>
            );
          })}
        </fieldset>
        {failure && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {failure}
          </p>
        )}
        <button type="submit" className="btn-primary justify-self-start" disabled={sending}>
          {sending ? 'Wird gebucht …' : 'Termin buchen'}
        </button>
        <p className="text-sm text-slate-600">
          Keiner passt? Rufen Sie uns an ({offer.company.phone}) oder schreiben Sie an {offer.company.email}.
        </p>
      </form>
    </div>
  );
}
