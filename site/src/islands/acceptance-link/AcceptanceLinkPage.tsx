import { useEffect, useState, type FormEvent } from 'react';
import { acceptanceScreenMessages as m } from '#features/acceptance/contract/acceptance-messages.ts';
import { messageOf } from '../../lib/api.ts';
import { TextArea } from '../ui/Field.tsx';
import { PhotoPicker } from '../ui/PhotoPicker.tsx';
import { answerAcceptanceLink, loadAcceptanceLink } from './api.ts';
import { germanDay } from '#shared/dates.ts';

type LinkAnswer = Awaited<ReturnType<typeof loadAcceptanceLink>>;

/**
 * /abnahme/{token}: the customer accepts the work or names defects with photos (issue 37, § 640 BGB).
 * A consumer reads the notice of § 640 Abs. 2 Satz 2 BGB here as in the mail.
 */
export default function AcceptanceLinkPage({ token }: { token: string }) {
  const [request, setRequest] = useState<LinkAnswer | null>(null);
  const [problem, setProblem] = useState('');
  const [naming, setNaming] = useState(false);
  const [text, setText] = useState('');
  const [photos, setPhotos] = useState<Blob[]>([]);
  const [done, setDone] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    loadAcceptanceLink(token).then(setRequest, (error: unknown) => setProblem(messageOf(error, m.linkFailed)));
  }, [token]);

  const answer = async (defects: { text: string; photos: Blob[] }[]) => {
    setBusy(true);
    setProblem('');
    try {
      await answerAcceptanceLink(token, defects);
      setDone(defects.length === 0 ? m.linkAccepted : m.linkDefectsNamed);
    } catch (error) {
      setProblem(messageOf(error, m.linkFailed));
    } finally {
      setBusy(false);
    }
  };
  const submitDefects = (event: FormEvent) => {
    event.preventDefault();
    void answer([{ text, photos }]);
  };

  if (done)
    return (
      <p role="status" className="rounded-xl border border-slate-200 bg-white p-5 text-lg">
        {done}
      </p>
    );
  if (!request) return <p role={problem ? 'alert' : 'status'}>{problem || 'Wird geladen …'}</p>;
  return (
    <div className="grid gap-4 rounded-xl border border-slate-200 bg-white p-5">
      <h1 className="text-2xl font-bold break-words text-brand-900">Abnahme Ihres Auftrags {request.orderNumber}</h1>
      <p>
        Guten Tag {request.customerName}, die Arbeiten sind fertiggestellt. Bitte nehmen Sie sie bis zum{' '}
        <strong>{germanDay(request.deadline)}</strong> ab oder nennen Sie uns Mängel.
      </p>
      <section aria-labelledby="acceptance-lines" className="grid gap-2">
        <h2 id="acceptance-lines" className="text-lg font-bold text-brand-900">
          Ausgeführte Positionen
        </h2>
        <ul className="grid list-disc gap-1 pl-5">
          {request.lines.map((line, index) => (
            <li key={index} className="break-words">
              {line.quantity} × {line.title}
            </li>
          ))}
        </ul>
      </section>
      {request.consumerNotice && (
        <p className="rounded-lg bg-amber-50 p-3 text-amber-900">
          <strong>{m.consumerNoticeHeading}</strong> {m.consumerNotice(germanDay(request.deadline))}
        </p>
      )}
      {problem && (
        <p role="alert" className="font-medium text-red-700">
          {problem}
        </p>
      )}
      {naming ? (
        <form onSubmit={submitDefects} className="grid gap-3">
          <TextArea label="Welche Mängel sehen Sie?" required value={text} onChange={(event) => setText(event.target.value)} />
          <PhotoPicker label="Fotos (freiwillig)" photos={photos} onChange={setPhotos} describe={(index) => `Foto ${index + 1}`} />
          <div className="flex flex-wrap gap-2">
            <button type="submit" className="btn-primary min-h-12" disabled={busy || !text.trim()}>
              Mängel senden
            </button>
            <button type="button" className="btn-secondary min-h-12" onClick={() => setNaming(false)}>
              Abbrechen
            </button>
          </div>
        </form>
      ) : (
        <div className="flex flex-wrap gap-2">
          <button type="button" className="btn-primary min-h-12" disabled={busy} onClick={() => void answer([])}>
            Abnahme erklären
          </button>
          <button type="button" className="btn-secondary min-h-12" onClick={() => setNaming(true)}>
            Mängel melden
          </button>
        </div>
      )}
    </div>
  );
}
