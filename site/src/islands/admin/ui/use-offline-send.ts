import { useCallback, useEffect, useRef, useState } from 'react';
import { fieldMessagesOf, messageOf } from '../../../lib/api.ts';
import type { DeviceDrafts } from '../../../lib/device-drafts.ts';
import { showToast } from '../../../stores/toast.ts';

interface SendableDraft {
  waitingToSend: boolean;
}

/**
 * A draft kept on the device and sent once (the Abnahme, issue 37; the Aufmaß, issue 48): "speichern" without a
 * connection marks it waiting; the `online` event, or the next visit with a connection, sends it with its
 * Idempotency-Key. A refusal of the server brings the field messages back into the form.
 */
export function useOfflineSend<Draft extends SendableDraft, Answer>({
  key,
  drafts,
  fresh,
  submit,
  onSent,
  failed,
}: {
  key: number;
  drafts: DeviceDrafts<Draft>;
  /** The draft to start from when the device keeps none; null: nothing to edit yet (a saved record is shown). */
  fresh: () => Draft | null;
  submit: (draft: Draft) => Promise<Answer>;
  onSent: (answer: Answer, draft: Draft) => void;
  failed: string;
}) {
  const [draft, setDraft] = useState<Draft | null>(null);
  const [offline, setOffline] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const sending = useRef(false);

  const send = useCallback(
    async (ready: Draft) => {
      if (sending.current) return;
      sending.current = true;
      try {
        const answer = await submit(ready);
        await drafts.clear(key);
        setDraft(null);
        onSent(answer, ready);
      } catch (error) {
        if (error instanceof TypeError) {
          setOffline(true);
          return;
        }
        const editable = { ...ready, waitingToSend: false };
        setDraft(editable);
        await drafts.save(editable);
        setErrors(fieldMessagesOf(error));
        showToast({ title: 'Fehler', description: messageOf(error, failed), variant: 'destructive' });
      } finally {
        sending.current = false;
      }
    },
    [drafts, failed, key, onSent, submit],
  );

  useEffect(() => {
    void drafts.load(key).then((stored) => {
      const found = stored ?? fresh();
      setDraft(found);
      if (found?.waitingToSend) {
        if (navigator.onLine) void send(found);
        else setOffline(true);
      }
    });
  }, [drafts, fresh, key, send]);

  useEffect(() => {
    if (!draft?.waitingToSend) return;
    const sendNow = () => {
      setOffline(false);
      void send(draft);
    };
    window.addEventListener('online', sendNow);
    return () => window.removeEventListener('online', sendNow);
  }, [draft, send]);

  const change = (next: Partial<Draft>) => {
    if (!draft) return;
    const changed = { ...draft, ...next };
    setDraft(changed);
    void drafts.save(changed);
  };

  /** Starts editing anew (a new version of what was saved), kept on the device from the first keystroke. */
  const begin = (started: Draft) => {
    setErrors({});
    setDraft(started);
    void drafts.save(started);
  };

  const saveAndSend = async () => {
    if (!draft) return;
    const ready = { ...draft, waitingToSend: true };
    setDraft(ready);
    await drafts.save(ready);
    if (navigator.onLine) await send(ready);
    else setOffline(true);
  };

  return { draft, change, begin, errors, setErrors, offline, saveAndSend };
}
