import { useStore } from '@nanostores/react';
import { useCallback, type FormEvent } from 'react';
import { acceptanceScreenMessages as m, acceptanceMessages } from '#features/acceptance/contract/acceptance-messages.ts';
import type { OrderJson } from '#features/orders/contract/orders.ts';
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
import { acceptanceDrafts, newDraft, type AcceptanceDraft } from './draft-store.ts';
import { useOfflineSend } from '../ui/use-offline-send.ts';
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
  const fresh = useCallback(() => newDraft(order.id, order.lines.length, berlinDay(new Date())), [order.id, order.lines.length]);
  const onSent = useCallback(
    (_answer: unknown, sent: AcceptanceDraft) => {
      showToast({ title: m.saved, description: `Auftrag ${order.order_number}` });
      navigate(`/admin/orders/${sent.orderId}`);
    },
    [order.order_number],
  );
  const { draft, change, errors, setErrors, offline, saveAndSend } = useOfflineSend({
    key: order.id,
    drafts: acceptanceDrafts,
    fresh,
    submit: sendAcceptance,
    onSent,
    failed: m.saveFailed,
  });

  if (!draft) return <p role="status">Wird geladen …</p>;

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
    await saveAndSend();
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
