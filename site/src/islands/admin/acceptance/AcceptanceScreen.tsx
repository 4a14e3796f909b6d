import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { acceptanceScreenMessages as m, acceptanceMessages } from '#features/acceptance/contract/acceptance-messages.ts';
import type { OrderJson } from '#features/orders/contract/orders.ts';
import { fieldMessagesOf, messageOf } from '../../../lib/api.ts';
import { showToast } from '../../../stores/toast.ts';
import { CheckboxField, TextArea, TextField } from '../../ui/Field.tsx';
import { useLoad } from '../../ui/use-load.ts';
import { textBinder } from '../../ui/use-form.ts';
import { AdminLink } from '../AdminLink.tsx';
import { loadOrder } from '../orders/api.ts';
import { $adminPath, navigate } from '../router.ts';
import { screenKey } from '../routes.ts';
import { LoadState } from '../ui/LoadState.tsx';
import { sendAcceptance } from './api.ts';
import { DefectFields } from './DefectFields.tsx';
import { clearDraft, loadDraft, newDraft, saveDraft, type AcceptanceDraft } from './draft-store.ts';
import { SignaturePad } from './SignaturePad.tsx';
import { berlinDay } from '#shared/dates.ts';

/**
 * /admin/orders/{id}/abnahme: the fitter records the Abnahme at the door on a phone (issue 37, ADR 061).
 * Every keystroke, photo and stroke goes into the draft in IndexedDB; "Abnahme speichern" without a
 * connection waits for the `online` event and sends with the draft's Idempotency-Key.
 */
export default function AcceptanceScreen() {
  const id = Number(screenKey(useStore($adminPath)));
  const { data: order, state, reload } = useLoad((signal) => loadOrder(id, signal), id);
  return (
    <div className="mx-auto grid w-full max-w-xl gap-4">
      <AdminLink href={`/admin/orders/${id}`} className="w-fit text-sm font-semibold text-brand-700 underline">
        ← Zurück zum Auftrag
      </AdminLink>
      <LoadState state={state} error={m.loadFailed} empty={null} onRetry={reload}>
        {order && <AcceptanceForm order={order} />}
      </LoadState>
    </div>
  );
}

function AcceptanceForm({ order }: { order: OrderJson }) {
  const [draft, setDraft] = useState<AcceptanceDraft | null>(null);
  const [offline, setOffline] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const sending = useRef(false);

  const send = useCallback(
    async (ready: AcceptanceDraft) => {
      if (sending.current) return;
      sending.current = true;
      try {
        await sendAcceptance(ready);
        await clearDraft(ready.orderId);
        showToast({ title: m.saved, description: `Auftrag ${order.order_number}` });
        navigate(`/admin/orders/${ready.orderId}`);
      } catch (error) {
        if (error instanceof TypeError) {
          setOffline(true);
          return;
        }
        const waiting = { ...ready, waitingToSend: false };
        setDraft(waiting);
        await saveDraft(waiting);
        setErrors(fieldMessagesOf(error));
        showToast({ title: 'Fehler', description: messageOf(error, m.saveFailed), variant: 'destructive' });
      } finally {
        sending.current = false;
      }
    },
    [order.order_number],
  );

  useEffect(() => {
    void loadDraft(order.id).then((stored) => {
      const found = stored ?? newDraft(order.id, order.lines.length, berlinDay(new Date()));
      setDraft(found);
      if (found.waitingToSend) {
        if (navigator.onLine) void send(found);
        else setOffline(true);
      }
    });
  }, [order.id, order.lines.length, send]);

  useEffect(() => {
    if (!draft?.waitingToSend) return;
    const sendNow = () => {
      setOffline(false);
      void send(draft);
    };
    window.addEventListener('online', sendNow);
    return () => window.removeEventListener('online', sendNow);
  }, [draft, send]);

  if (!draft) return <p role="status">Wird geladen …</p>;

  const change = (next: Partial<AcceptanceDraft>) => {
    const changed = { ...draft, ...next };
    setDraft(changed);
    void saveDraft(changed);
  };
  const text = textBinder(draft, change, errors);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = {
      ...(draft.customerSignature ? {} : { customerSignature: m.signatureRequired }),
      ...(draft.fitterSignature ? {} : { fitterSignature: m.signatureRequired }),
    };
    setErrors(missing);
    if (Object.keys(missing).length > 0) {
      showToast({ title: 'Fehler', description: acceptanceMessages.signatureMissing, variant: 'destructive' });
      return;
    }
    const ready = { ...draft, waitingToSend: true };
    setDraft(ready);
    await saveDraft(ready);
    if (navigator.onLine) await send(ready);
    else setOffline(true);
  };

  return (
    <form className="card grid gap-4" onSubmit={(event) => void submit(event)} noValidate>
      <h1 id="admin-screen-title" className="text-2xl font-bold text-brand-900">
        Abnahme Auftrag {order.order_number}
      </h1>
      <p className="text-slate-700">{order.customer.name}</p>
      {offline && (
        <p role="status" className="rounded-lg bg-amber-50 p-3 font-semibold text-amber-900">
          {m.offline}
        </p>
      )}
      <TextField label="Datum der Abnahme" type="date" required {...text('acceptedOn')} />
      <TextField label="Ort" required {...text('place')} />
      <TextArea label="Anwesend" required {...text('present')} />
      <fieldset className="grid gap-2">
        <legend className="text-sm font-medium text-slate-800">Ausgeführte Positionen</legend>
        {order.lines.map((line, index) => (
          <CheckboxField
            key={index}
            label={`${index + 1}. ${line.quantity} × ${line.title}`}
            checked={draft.installedLines.includes(index)}
            onChange={(event) =>
              change({
                installedLines: event.target.checked
                  ? [...draft.installedLines, index].sort((a, b) => a - b)
                  : draft.installedLines.filter((installed) => installed !== index),
              })
            }
          />
        ))}
      </fieldset>
      <section className="grid gap-3" aria-labelledby="acceptance-defects">
        <h2 id="acceptance-defects" className="text-lg font-bold text-brand-900">
          Mängel
        </h2>
        {draft.defects.map((defect, index) => (
          <DefectFields
            key={index}
            number={index + 1}
            defect={defect}
            lines={order.lines}
            onChange={(changed) => change({ defects: draft.defects.map((old, at) => (at === index ? changed : old)) })}
            onRemove={() => change({ defects: draft.defects.filter((_, at) => at !== index) })}
          />
        ))}
        <button
          type="button"
          className="btn-secondary min-h-12 w-full"
          onClick={() => change({ defects: [...draft.defects, { text: '', lineIndex: '', fixBy: '', photos: [] }] })}
        >
          Mangel hinzufügen
        </button>
      </section>
      <TextArea label="Vorbehalte" {...text('reservations')} />
      <TextField label="Name (unterschreibt für den Kunden)" required {...text('customerSigner')} />
      <SignaturePad
        label="Unterschrift Kunde"
        signature={draft.customerSignature}
        error={errors.customerSignature}
        onChange={(customerSignature) => change({ customerSignature })}
      />
      <TextField label="Name des Monteurs" required {...text('fitterName')} />
      <SignaturePad
        label="Unterschrift Monteur"
        signature={draft.fitterSignature}
        error={errors.fitterSignature}
        onChange={(fitterSignature) => change({ fitterSignature })}
      />
      <button type="submit" className="btn-primary min-h-12 w-full text-lg" disabled={draft.waitingToSend}>
        Abnahme speichern
      </button>
    </form>
  );
}
