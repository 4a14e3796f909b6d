import { useStore } from '@nanostores/react';
import { useCallback, useState, type FormEvent } from 'react';
import { aufmassScreenMessages as m } from '#features/aufmass/contract/aufmass-messages.ts';
import type { AufmassScreenJson } from '#features/aufmass/contract/aufmass.ts';
import { berlinDay } from '#shared/dates.ts';
import { showToast } from '../../../stores/toast.ts';
import { TextArea, TextField } from '../../ui/Field.tsx';
import { useConfirm } from '../../ui/use-confirm.tsx';
import { textBinder } from '../../ui/use-form.ts';
import { useLoad } from '../../ui/use-load.ts';
import { AdminLink } from '../AdminLink.tsx';
import { $adminPath } from '../router.ts';
import { screenKey } from '../routes.ts';
import { LoadState } from '../ui/LoadState.tsx';
import { loadAufmass, loadProducts, sendAufmass, type RecordedAufmass } from './api.ts';
import { AufmassResult } from './AufmassResult.tsx';
import { aufmassDrafts, draftFromAufmass, emptyOpening, newAufmassDraft } from './draft.ts';
import { OpeningFields } from './OpeningFields.tsx';
import { useOfflineSend } from '../ui/use-offline-send.ts';

/**
 * /admin/leads/{id}/aufmass: the fitter measures every opening on a phone (issue 48). Every keystroke and
 * photo goes into the draft on the device; "Aufmaß speichern" without a connection waits for it and sends
 * once. After saving: each opening's Bestellmaß, the protocol and "Angebot aus Aufmaß".
 */
export default function AufmassScreen() {
  const id = Number(screenKey(useStore($adminPath)));
  const load = useCallback(
    async (signal: AbortSignal) => ({ aufmass: await loadAufmass(id, signal), products: await loadProducts(signal) }),
    [id],
  );
  const { data, state, reload } = useLoad(load, id);
  return (
    <div className="mx-auto grid w-full max-w-xl min-w-0 gap-4">
      <AdminLink href={`/admin/leads/${id}`} className="w-fit text-sm font-semibold text-brand-700 underline">
        ← Zurück zur Anfrage
      </AdminLink>
      <LoadState state={state} error={m.loadFailed} empty={null} onRetry={reload}>
        {data && <AufmassForm leadId={id} screen={data.aufmass} products={data.products} onSaved={reload} />}
      </LoadState>
    </div>
  );
}

function AufmassForm({
  leadId,
  screen,
  products,
  onSaved,
}: {
  leadId: number;
  screen: AufmassScreenJson;
  products: { id: number; name: string }[];
  onSaved: () => void;
}) {
  const [recorded, setRecorded] = useState<RecordedAufmass | null>(null);
  const { confirm, dialog } = useConfirm();
  // With a saved Aufmaß the screen shows it first; without one the customer's openings start the form.
  const fresh = useCallback(
    () => (screen.latest ? null : newAufmassDraft(leadId, screen.prefill, berlinDay(new Date()))),
    [leadId, screen.latest, screen.prefill],
  );
  const onSent = useCallback(
    (answer: RecordedAufmass) => {
      showToast({ title: m.saved, description: `Version ${answer.version}` });
      setRecorded(answer);
      onSaved();
    },
    [onSaved],
  );
  const { draft, change, begin, errors, offline, saveAndSend } = useOfflineSend({
    key: leadId,
    drafts: aufmassDrafts,
    fresh,
    submit: sendAufmass,
    onSent,
    failed: m.saveFailed,
  });

  if (!draft && screen.latest) {
    const latest = screen.latest;
    const again = () => {
      setRecorded(null);
      begin(draftFromAufmass(leadId, latest, berlinDay(new Date())));
    };
    return <AufmassResult leadId={leadId} screen={screen} recorded={recorded} onNew={again} />;
  }
  if (!draft) return <p role="status">Wird geladen …</p>;

  const text = textBinder(draft, change, errors);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await saveAndSend();
  };
  const remove = async (index: number) => {
    const opening = draft.openings[index]!;
    if (!(await confirm({ title: 'Öffnung entfernen', message: m.removeOpening(opening.position), confirmLabel: 'Entfernen' }))) return;
    change({ openings: draft.openings.filter((_, at) => at !== index) });
  };

  return (
    <form className="card grid min-w-0 gap-4" onSubmit={(event) => void submit(event)} noValidate>
      <h1 id="admin-screen-title" className="text-2xl font-bold text-brand-900">
        Aufmaß{screen.latest ? ` – Version ${screen.latest.version + 1}` : ''}
      </h1>
      {offline && (
        <p role="status" className="rounded-lg bg-amber-50 p-3 font-semibold text-amber-900">
          {m.offline}
        </p>
      )}
      <TextField label="Tag des Aufmaßes" type="date" required {...text('measuredOn')} />
      <TextField label="Aufgemessen von" required {...text('fitterName')} />
      {draft.openings.map((opening, index) => (
        <OpeningFields
          key={index}
          leadId={leadId}
          number={index + 1}
          opening={opening}
          products={products}
          jointMm={screen.jointMm}
          errors={errors}
          onChange={(changed) => change({ openings: draft.openings.map((old, at) => (at === index ? changed : old)) })}
          onRemove={() => void remove(index)}
        />
      ))}
      <button
        type="button"
        className="btn-secondary min-h-12 w-full"
        onClick={() => change({ openings: [...draft.openings, emptyOpening(`Position ${draft.openings.length + 1}`)] })}
      >
        Öffnung hinzufügen
      </button>
      <TextArea label="Anmerkungen" {...text('note')} />
      <button type="submit" className="btn-primary min-h-12 w-full text-lg" disabled={draft.waitingToSend}>
        Aufmaß speichern
      </button>
      {dialog}
    </form>
  );
}
