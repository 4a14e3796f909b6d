import { accountAnswerOf, accountApi } from '../../lib/account-api.ts';
import { CustomerAppointmentList } from '../ui/CustomerAppointmentList.tsx';
import { useLoad } from '../ui/use-load.ts';

const loadAppointments = () => accountAnswerOf(accountApi.customer.appointments.$get());

/** "Ihre Termine" in Mein Konto: the coming Aufmaß and Montage appointments (GET /api/customer/appointments). */
export function CustomerAppointments() {
  const { data, state, reload } = useLoad(() => loadAppointments(), 'appointments');
  return (
    <section className="card" aria-labelledby="termine-titel">
      <h2 id="termine-titel" className="text-lg font-bold text-brand-900">
        Ihre Termine
      </h2>
      <div className="mt-2">
        {state === 'error' ? (
          <p role="alert" className="text-red-700">
            Die Termine konnten nicht geladen werden.{' '}
            <button type="button" className="underline" onClick={reload}>
              Erneut versuchen
            </button>
          </p>
        ) : data === null ? (
          <p className="text-slate-600" role="status">
            Wird geladen …
          </p>
        ) : data.length === 0 ? (
          <p className="text-slate-600">Zurzeit sind keine Termine vereinbart.</p>
        ) : (
          <CustomerAppointmentList appointments={data} />
        )}
      </div>
    </section>
  );
}
