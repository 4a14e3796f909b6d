import { loadQuoteAppointments } from '../appointment-link/api.ts';
import { CustomerAppointmentList } from '../ui/CustomerAppointmentList.tsx';
import { useLoad } from '../ui/use-load.ts';

/** On an accepted quote's link: the Montage appointments of its order, once the office has entered one. */
export function OrderAppointmentsOnLink({ token }: { token: string }) {
  const { data } = useLoad((signal) => loadQuoteAppointments(token, signal), token);
  if (!data || data.length === 0) return null;
  return (
    <section className="grid gap-2" aria-labelledby="link-termine-titel">
      <h2 id="link-termine-titel" className="text-lg font-bold text-brand-900">
        Ihre Termine
      </h2>
      <CustomerAppointmentList appointments={data} />
    </section>
  );
}
