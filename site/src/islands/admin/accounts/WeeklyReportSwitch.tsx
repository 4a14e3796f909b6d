import { useState } from 'react';
import { useBusyAction } from '../ui/busy-action.ts';
import { accountMessages } from '#features/accounts/contract/accounts.ts';
import { showToast } from '../../../stores/toast.ts';
import { SwitchField } from '../ui/SwitchField.tsx';
import { saveWeeklyReportChoice } from './api.ts';

/** The owner's switch for the Monday report (ADR 069): on by default, saved at once. */
export function WeeklyReportSwitch({ initial }: { initial: boolean }) {
  const [wanted, setWanted] = useState(initial);
  const { busy: saving, run } = useBusyAction();
  async function change(next: boolean) {
    await run(async () => {
      const answer = await saveWeeklyReportChoice(next);
      setWanted(answer.weeklyReport);
      showToast({ title: answer.message });
    }, accountMessages.weeklyReportFailed);
  }
  return (
    <section className="card max-w-xl" aria-labelledby="weekly-report-title">
      <h2 id="weekly-report-title" className="text-lg font-bold text-brand-900">
        Wochenbericht
      </h2>
      <p className="mt-1 mb-3 text-sm text-slate-600">
        Montags um 7 Uhr per E-Mail: Besucher, Anfragen, Antwortzeit, Angebote, bezahlter Umsatz, offene Rechnungen und die besten Quellen
        der Vorwoche.
      </p>
      <SwitchField label="Wochenbericht per E-Mail erhalten" checked={wanted} disabled={saving} onChange={(next) => void change(next)} />
    </section>
  );
}
