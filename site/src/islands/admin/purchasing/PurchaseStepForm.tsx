import { useState, type FormEvent, type ReactNode } from 'react';
import type { OrderPurchasesJson } from '#features/purchasing/contract/purchasing.ts';
import { fieldMessagesOf, messageOf } from '../../../lib/api.ts';

/**
 * What a step of a Bestellung sends from its inline form (AB erfassen, Geliefert): the field messages of a
 * refusal at their fields, anything else at the file field, which is the part most likely refused.
 */
export function usePurchaseStep(onSaved: (answer: OrderPurchasesJson) => void, fileField: { name: string; fallback: string }) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  async function send(request: () => Promise<OrderPurchasesJson>) {
    setSending(true);
    try {
      onSaved(await request());
    } catch (error) {
      const fields = fieldMessagesOf(error);
      setErrors(Object.keys(fields).length > 0 ? fields : { [fileField.name]: messageOf(error, fileField.fallback) });
    } finally {
      setSending(false);
    }
  }
  return { errors, setErrors, sending, send };
}

/** The inline form of a step: its fields, then save and cancel. */
export function PurchaseStepForm({
  submitLabel,
  sending,
  onSubmit,
  onCancel,
  children,
}: {
  submitLabel: string;
  sending: boolean;
  onSubmit: () => void;
  onCancel: () => void;
  children: ReactNode;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className="grid gap-3 rounded-lg border border-slate-200 p-3" noValidate onSubmit={submit}>
      {children}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-primary" disabled={sending}>
          {submitLabel}
        </button>
        <button type="button" className="btn-outline" onClick={onCancel}>
          Abbrechen
        </button>
      </div>
    </form>
  );
}
