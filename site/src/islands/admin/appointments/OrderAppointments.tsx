import { useState } from 'react';
import { appointmentMessages } from '#features/appointments/contract/appointment-messages.ts';
import { formatAppointmentDay } from '#shared/appointment-format.ts';
import type { AppointmentJson, AppointmentTimeBody } from '#features/appointments/contract/appointments.ts';
import { isDeliveryQuestion } from '#features/purchasing/contract/purchasing-messages.ts';
import { ApiError } from '../../../lib/api.ts';
import { showToast } from '../../../stores/toast.ts';
import { useConfirm } from '../../ui/use-confirm.tsx';
import { useLoad } from '../../ui/use-load.ts';
import { LoadState } from '../ui/LoadState.tsx';
import { AppointmentLine } from './AppointmentLine.tsx';
import { AppointmentTimeForm } from './AppointmentTimeForm.tsx';
import { cancelAppointment, changeAppointment, createMontage, loadOrderAppointments } from './api.ts';
import { berlinClock } from '#shared/dates.ts';
import { TitledSection } from '../ui/TitledSection.tsx';
import { attempt } from '../ui/busy-action.ts';

function formValues(appointment: AppointmentJson) {
  const [start, end] = [berlinClock(new Date(appointment.startsAt)), berlinClock(new Date(appointment.endsAt))];
  return {
    date: start.day,
    lastDate: end.day === start.day ? '' : end.day,
    from: start.time,
    to: end.time,
    fitters: String(appointment.fitters),
    note: appointment.note,
  };
}

/**
 * "Termine" on an order's page: its appointments, "Montage-Termin eintragen", and changing or
 * cancelling one (after a confirmation). Every step mails the customer and the office a calendar file.
 */
export function OrderAppointments({ orderId, onChanged }: { orderId: number; onChanged: () => void }) {
  const { data, state, reload: reloadList } = useLoad((signal) => loadOrderAppointments(orderId, signal), orderId);
  const reload = () => {
    reloadList();
    onChanged();
  };
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const { confirm, dialog } = useConfirm();

  /**
   * Saves the Montage; one before the week the supplier confirmed the goods for is asked about first
   * (issue 49) and saved again once the office confirms. False: the office kept the date open.
   */
  async function saveAsking(save: (body: AppointmentTimeBody) => Promise<unknown>, body: AppointmentTimeBody): Promise<boolean> {
    try {
      await save(body);
      return true;
    } catch (error) {
      const question = error instanceof ApiError && error.status === 409 ? error.serverMessage : undefined;
      if (!isDeliveryQuestion(question)) throw error;
      const confirmed = await confirm({ title: 'Montage vor der Lieferung?', message: question!, confirmLabel: 'Trotzdem eintragen' });
      if (!confirmed) return false;
      await save({ ...body, confirmDespiteDelivery: true });
      return true;
    }
  }

  async function cancel(appointment: AppointmentJson) {
    const confirmed = await confirm({
      title: 'Termin absagen?',
      message: `Der Termin am ${formatAppointmentDay(appointment.startsAt)} wird abgesagt; der Kunde und das Büro erhalten eine Absage mit Kalenderdatei.`,
      confirmLabel: 'Termin absagen',
    });
    if (!confirmed) return;
    await attempt(async () => {
      await cancelAppointment(appointment.id);
      showToast({ title: appointmentMessages.cancelled });
      reload();
    }, appointmentMessages.saveFailed);
  }

  return (
    <TitledSection id="order-appointments-title" title="Termine" className="grid gap-3">
      <LoadState state={state} error={appointmentMessages.loadFailed} empty={null} onRetry={reload}>
        {data && data.length === 0 && <p className="text-sm text-slate-600">Noch keine Termine.</p>}
        <ul className="grid gap-2">
          {(data ?? []).map((appointment) => (
            <li key={appointment.id} className="grid gap-2 rounded-lg bg-slate-50 p-3">
              <p className="text-sm font-semibold text-slate-700">{formatAppointmentDay(appointment.startsAt)}</p>
              <AppointmentLine appointment={appointment} />
              {appointment.status === 'booked' &&
                (editing === appointment.id ? (
                  <AppointmentTimeForm
                    initial={formValues(appointment)}
                    submitLabel="Änderung speichern"
                    onCancel={() => setEditing(null)}
                    onSave={async (body) => {
                      if (!(await saveAsking((time) => changeAppointment(appointment.id, time), body))) return;
                      showToast({ title: appointmentMessages.changed });
                      setEditing(null);
                      reload();
                    }}
                  />
                ) : (
                  <div className="flex flex-wrap gap-2">
                    <button type="button" className="btn-outline" onClick={() => setEditing(appointment.id)}>
                      Ändern
                    </button>
                    <button type="button" className="btn-outline" onClick={() => void cancel(appointment)}>
                      Absagen
                    </button>
                  </div>
                ))}
            </li>
          ))}
        </ul>
      </LoadState>
      {editing === 'new' ? (
        <AppointmentTimeForm
          initial={{ date: '', lastDate: '', from: '07:30', to: '16:00', fitters: '2', note: '' }}
          submitLabel="Termin eintragen"
          onCancel={() => setEditing(null)}
          onSave={async (body) => {
            if (!(await saveAsking((time) => createMontage(orderId, time), body))) return;
            showToast({ title: appointmentMessages.booked });
            setEditing(null);
            reload();
          }}
        />
      ) : (
        <button type="button" className="btn-outline justify-self-start" onClick={() => setEditing('new')}>
          Montage-Termin eintragen
        </button>
      )}
      {dialog}
    </TitledSection>
  );
}
