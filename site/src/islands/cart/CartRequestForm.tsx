import { useMemo, useState, type FormEvent } from 'react';
import { cartMessages } from '#features/cart/contract/cart.ts';
import { funnelMessages } from '#features/funnel/contract/funnel-steps.ts';
import { answerOf, api, fieldMessagesOf, messageOf } from '../../lib/api.ts';
import { submissionKeys } from '../../lib/submission-key.ts';
import { readCampaignParameters } from '../../stores/campaign.ts';
import { $cart, emptyCart } from '../../stores/cart.ts';
import { $session } from '../../stores/session.ts';
import { showToast, showToastOnNextPage } from '../../stores/toast.ts';
import { EmailField, PhoneField } from '../ui/ContactFields.tsx';
import { TextField } from '../ui/Field.tsx';
import { PrivacyConsent } from '../ui/PrivacyConsent.tsx';
import { useForm } from '../ui/use-form.ts';
import { PhotoPicker } from '../ui/PhotoPicker.tsx';
import { MAX_CUSTOMER_PHOTOS } from '#features/funnel/contract/self-measurement.ts';
import { newPhotoKey, sendPhoto } from '../../lib/request-photos.ts';
import { useRequestPhotos } from '../ui/use-request-photos.ts';

/** A logged-in customer's own data fills the form; a visitor types it. */
function initialContact() {
  const user = $session.get()?.user;
  const place = [user?.postal_code, user?.city].filter(Boolean).join(' ');
  return {
    vorname: user?.firstName ?? '',
    nachname: user?.lastName ?? '',
    email: user?.email ?? '',
    telefon: user?.phone ?? '',
    plz: place,
    website: '',
  };
}

type Contact = ReturnType<typeof initialContact>;

/** One key per attempt: a second click after a lost answer is not stored twice. */
const submissionKeyFor = submissionKeys<{ contact: Contact; consent: boolean; photos: Blob[] }>();

/**
 * "Angebot für alle Positionen anfordern": the cart knows the products, sizes and options, so the request
 * asks only who the quote is for, where, and the consent (ADR 081). The lines go as they are; the server
 * prices them and stores one lead.
 */
export function CartRequestForm({ busy }: { busy: boolean }) {
  const { values, errors, setErrors, bind } = useForm(initialContact());
  const [consent, setConsent] = useState(false);
  // The same object while nothing changes: the attempt's key stays, a changed field draws a new one.
  const [photos, setPhotos] = useRequestPhotos();
  const attempt = useMemo<{ contact: Contact; consent: boolean; photos: Blob[]; photoKey?: string }>(
    () => ({ contact: values, consent, photos }),
    [values, consent, photos],
  );
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSending(true);
    try {
      // The photos follow the request under a key of their own, each once (ADR 084).
      const photoKey = photos.length > 0 ? (attempt.photoKey ??= newPhotoKey()) : null;
      await answerOf(
        api.cart.request.$post(
          {
            json: {
              ...values,
              datenschutz: consent as true,
              utm_params: readCampaignParameters(),
              photo_key: photoKey,
              lines: $cart.get().map(({ productId, optionIds, breite, hoehe, menge }) => ({ productId, optionIds, breite, hoehe, menge })),
            },
          },
          { headers: { 'Idempotency-Key': submissionKeyFor(attempt) } },
        ),
      );
      for (const [slot, photo] of photos.entries()) if (photoKey) await sendPhoto(photoKey, slot, photo);
      await setPhotos([]);
      showToastOnNextPage({ title: funnelMessages.sentTitle, description: funnelMessages.sent });
      // The request carries every line: the cart is done (ADR 053).
      await emptyCart();
      window.location.assign('/thank-you');
    } catch (error) {
      setErrors(fieldMessagesOf(error));
      showToast({ title: funnelMessages.failedTitle, description: messageOf(error, funnelMessages.failed), variant: 'destructive' });
      setSending(false);
    }
  }

  return (
    <form className="mt-6 grid gap-4 border-t border-slate-200 pt-5" aria-labelledby="warenkorb-anfrage" onSubmit={submit} noValidate>
      <h2 id="warenkorb-anfrage" className="text-lg font-bold text-brand-900">
        {cartMessages.requestHeading}
      </h2>
      <p className="text-sm text-slate-700">{cartMessages.requestIntro}</p>
      <TextField label="Vorname" required autoComplete="given-name" {...bind('vorname')} />
      <TextField label="Nachname" required autoComplete="family-name" {...bind('nachname')} />
      <EmailField {...bind('email')} />
      <PhoneField label="Telefon (optional)" {...bind('telefon')} />
      <TextField label="PLZ / Ort" required autoComplete="postal-code" {...bind('plz')} />
      <div className="absolute -left-[9999px] h-px w-px overflow-hidden" aria-hidden="true">
        <label>
          Website
          <input type="text" name="website" tabIndex={-1} autoComplete="off" {...bind('website')} />
        </label>
      </div>
      <PhotoPicker
        label={`Fotos Ihrer alten Fenster oder Türen, freiwillig (${photos.length} von ${MAX_CUSTOMER_PHOTOS})`}
        photos={photos}
        onChange={(next) => void setPhotos(next.slice(0, MAX_CUSTOMER_PHOTOS))}
        describe={(index) => `Foto ${index + 1}`}
        accept="image/jpeg,image/png,image/webp"
      />
      <PrivacyConsent checked={consent} error={errors.datenschutz} onChange={setConsent} purpose="meiner Anfrage" />
      <button type="submit" className="btn-primary w-full" disabled={busy || sending}>
        {sending ? cartMessages.sending : cartMessages.requestAll}
      </button>
    </form>
  );
}
