import { useBusyAction } from '../ui/busy-action.ts';
import { roleMay } from '#features/accounts/contract/permissions.ts';
import { assignmentMessages as m } from '#features/assignment/contract/assignment.ts';
import { showToast } from '../../../stores/toast.ts';
import { SelectField } from '../../ui/Field.tsx';
import { LoadState } from '../ui/LoadState.tsx';
import { useLoad } from '../../ui/use-load.ts';
import { loadLeadAssignment, loadStaff, saveLeadAssignment } from './api.ts';

/** Einstellungen → Zuweisung: who new leads go to, a fixed person or everyone in Vertrieb (docs/domain.md). */
export function AssignmentTab() {
  const setting = useLoad(loadLeadAssignment, 'lead-assignment');
  const staff = useLoad(loadStaff, 'staff');
  const { busy: saving, run } = useBusyAction();
  const state =
    setting.state === 'ready' && staff.state === 'ready'
      ? 'ready'
      : setting.state === 'error' || staff.state === 'error'
        ? 'error'
        : 'loading';
  const people = (staff.data?.staff ?? []).filter((person) => roleMay(person.role, 'leads.write'));

  async function change(value: string) {
    await run(async () => {
      const saved = await saveLeadAssignment(value === '' ? null : Number(value));
      setting.setData(saved);
      showToast({ title: m.settingsSaved });
    }, m.saveFailed);
  }

  return (
    <LoadState
      state={state}
      error={m.settingsLoadFailed}
      empty={null}
      onRetry={() => {
        setting.reload();
        staff.reload();
      }}
    >
      <section className="grid max-w-xl gap-3" aria-labelledby="assignment-title">
        <h2 id="assignment-title" className="text-lg font-bold text-brand-900">
          {m.settingsTitle}
        </h2>
        <p className="text-sm text-slate-700">{m.settingsHint}</p>
        <SelectField
          label={m.settingsSelect}
          value={setting.data?.defaultAssigneeId ? String(setting.data.defaultAssigneeId) : ''}
          disabled={saving}
          onChange={(event) => void change(event.target.value)}
        >
          <option value="">{m.everyoneInSales}</option>
          {people.map((person) => (
            <option key={person.id} value={person.id}>
              {person.name}
            </option>
          ))}
        </SelectField>
      </section>
    </LoadState>
  );
}
