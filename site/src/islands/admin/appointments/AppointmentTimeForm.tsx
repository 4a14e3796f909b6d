import { useState, type FormEvent } from 'react';
import { appointmentTimeSchema, isOver, MAX_FITTERS, type AppointmentTimeBody } from '#features/appointments/contract/appointments.ts';
import { appointmentMessages } from '#features/appointments/contract/appointment-messages.ts';
import { fieldMessagesOf, messageOf } from '../../../lib/api.ts';
import { fieldErrors, firstErrors } from '#shared/validation.ts';
import { CheckboxField, SelectField, TextArea, TextField } from '../../ui/Field.tsx';

const CREW_SIZES = Array.from({ length: MAX_FITTERS }, (_, index) => String(index + 1));

/**
 * Day, from, to (Berlin wall time), the last day of a Montage over several days, its fitters, and a note:
 * entering and changing a Montage. The server's messages show at the fields; `onSave` throws what
 * the server answered. A time that is over is sent only with the box ticked that says it is meant.
 */
export function AppointmentTimeForm({
  initial,
  submitLabel,
  onSave,
  onCancel,
}: {
  initial: { date: string; lastDate: string; from: string; to: string; fitters: string; note: string };
  submitLabel: string;
  onSave: (body: AppointmentTimeBody) => Promise<void>;
  onCancel?: () => void;
}) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [pastConfirmed, setPastConfirmed] = useState(false);
  const over = isOver(values, new Date());
  const bind = (name: keyof typeof values) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const checked = appointmentTimeSchema.safeParse({ ...values, fitters: Number(values.fitters) });
    if (!checked.success) return setErrors(firstErrors(fieldErrors(checked.error)));
    setErrors({});
    setSending(true);
    try {
      await onSave({ ...checked.data, ...(over ? { pastConfirmed } : {}) });
    } catch (error) {
      setErrors(fieldMessagesOf(error));
      setFailure(messageOf(error, appointmentMessages.saveFailed));
    } finally {
      setSending(false);
    }
  }

  return (
    <form className="grid gap-3" noValidate onSubmit={(event) => void submit(event)}>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label="Datum" type="date" required {...bind('date')} />
        <TextField label="Letzter Tag (bei mehreren Tagen)" type="date" hint={appointmentMessages.lastDateHint} {...bind('lastDate')} />
        <TextField label="Von" type="time" required {...bind('from')} />
        <TextField label="Bis" type="time" required {...bind('to')} />
        <SelectField label="Monteure" hint={appointmentMessages.fittersHint} {...bind('fitters')}>
          {CREW_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </SelectField>
      </div>
      <TextArea label="Notiz für den Kunden" rows={2} {...bind('note')} />
      {over && (
        <CheckboxField
          label={appointmentMessages.pastConfirm}
          checked={pastConfirmed}
          onChange={(event) => setPastConfirmed(event.target.checked)}
        />
      )}
      {failure && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {failure}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-primary" disabled={sending}>
          {sending ? 'Wird gespeichert …' : submitLabel}
        </button>
        {onCancel && (
          <button type="button" className="btn-outline" onClick={onCancel}>
            Abbrechen
          </button>
        )}
      </div>
    </form>
  );
}
