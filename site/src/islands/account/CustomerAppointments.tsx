import { accountAnswerOf, accountApi } from '../../lib/account-api.ts';
import { CustomerAppointmentList } from '../ui/CustomerAppointmentList.tsx';
import { useLoad } from '../ui/use-load.ts';
import { AccountSection } from './AccountSection.tsx';
import { LoadingNote } from './LoadingNote.tsx';

const loadAppointments = () => accountAnswerOf(accountApi.customer.appointments.$get());

/** "Ihre Termine" in Mein Konto: the coming Aufmaß and Montage appointments (GET /api/customer/appointments). */
export function CustomerAppointments() {
  const { data, state, reload } = useLoad(() => loadAppointments(), 'appointments');
  return (
    <AccountSection headingId="termine-titel" title="Ihre Termine">
      {state === 'error' ? (
        <p role="alert" className="text-red-700">
          Die Termine konnten nicht geladen werden.{' '}
          <button type="button" className="underline" onClick={reload}>
            Erneut versuchen
          </button>
        </p>
      ) : data === null ? (
        <LoadingNote />
      ) : data.length === 0 ? (
        <p className="text-slate-600">Zurzeit sind keine Termine vereinbart.</p>
      ) : (
        <CustomerAppointmentList appointments={data} />
      )}
    </AccountSection>
  );
}
