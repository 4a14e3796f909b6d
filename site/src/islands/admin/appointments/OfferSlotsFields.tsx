import { MAX_SLOTS, type Slot } from '#features/appointments/contract/appointments.ts';
import { appointmentMessages } from '#features/appointments/contract/appointment-messages.ts';
import { TextField } from '../../ui/Field.tsx';
import { useSlotClashes } from './use-slot-clashes.ts';
import { berlinInstant } from '#shared/dates.ts';

export interface SlotRow {
  date: string;
  from: string;
  to: string;
}

export const emptySlotRow = (): SlotRow => ({ date: '', from: '09:00', to: '10:00' });

/** The name of the seeded reply template that offers an Aufmaß: choosing it opens "Termine anbieten". */
export const OFFER_TEMPLATE_NAME = 'Aufmaß-Termin vorschlagen';

/**
 * The rows as the server takes them (Berlin wall time → instants), or the messages per field for rows
 * left incomplete; the server checks the rest (future, at most 8 hours) and its messages show here too.
 */
export function slotsOf(rows: SlotRow[]): { slots: Slot[] } | { messages: Record<string, string> } {
  const messages: Record<string, string> = {};
  rows.forEach((row, index) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(row.date)) messages[`slots.${index}.startsAt`] = appointmentMessages.dayInvalid;
    else if (!row.from || !row.to) messages[`slots.${index}.startsAt`] = appointmentMessages.timeInvalid;
  });
  if (Object.keys(messages).length > 0) return { messages };
  return {
    slots: rows.map((row) => ({
      startsAt: berlinInstant(row.date, row.from).toISOString(),
      endsAt: berlinInstant(row.date, row.to).toISOString(),
    })),
  };
}

/**
 * A slot's fields in their order, each with the keys of the messages it shows (the first there is): the start's
 * and the whole slot's stand at the day, the end's at "bis".
 */
const slotParts = [
  { field: 'date', label: 'Datum', type: 'date', messageAt: ['.startsAt', ''] },
  { field: 'from', label: 'von', type: 'time', messageAt: [] },
  { field: 'to', label: 'bis', type: 'time', messageAt: ['.endsAt'] },
] as const;

/** "Termine anbieten" in the reply dialog: up to three slots (day, from, to), Berlin time, each warned of a clash. */
export function OfferSlotsFields({
  rows,
  errors,
  onChange,
}: {
  rows: SlotRow[];
  errors: Record<string, string>;
  onChange: (rows: SlotRow[]) => void;
}) {
  const clashes = useSlotClashes(rows);
  const change = (index: number, field: keyof SlotRow, value: string) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, [field]: value } : row)));
  return (
    <fieldset className="grid gap-3 rounded-lg border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-800">Aufmaß-Termine zur Auswahl</legend>
      <p className="text-sm text-slate-600">
        Die Mail erhält die Termine und einen Link, über den der Kunde einen davon bucht. Der Link gilt bis zum Beginn des letzten Termins.
      </p>
      {errors.slots && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {errors.slots}
        </p>
      )}
      {rows.map((row, index) => (
        <div key={index} className="grid gap-2 sm:grid-cols-[1fr_8rem_8rem_auto] sm:items-end">
          {slotParts.map(({ field, label, type, messageAt }) => (
            <TextField
              key={field}
              label={`Termin ${index + 1}: ${label}`}
              type={type}
              required
              value={row[field]}
              error={messageAt.map((suffix) => errors[`slots.${index}${suffix}`]).find((message) => message !== undefined)}
              onChange={(event) => change(index, field, event.target.value)}
            />
          ))}
          {rows.length > 1 && (
            <button
              type="button"
              className="btn-outline"
              aria-label={`Termin ${index + 1} entfernen`}
              onClick={() => onChange(rows.filter((_, at) => at !== index))}
            >
              Entfernen
            </button>
          )}
          {clashes[index] && (
            <p role="status" className="text-sm font-medium text-amber-800 sm:col-span-full">
              {clashes[index]}
            </p>
          )}
        </div>
      ))}
      {rows.length < MAX_SLOTS && (
        <button type="button" className="btn-outline justify-self-start" onClick={() => onChange([...rows, emptySlotRow()])}>
          Weiteren Termin hinzufügen
        </button>
      )}
    </fieldset>
  );
}
