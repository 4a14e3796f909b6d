import { useId, useState } from 'react';
import { roleMay, type Permission } from '#features/accounts/contract/permissions.ts';
import { assignmentMessages as m, type AssignableRecord, type AssigneeJson } from '#features/assignment/contract/assignment.ts';
import { messageOf } from '../../../lib/api.ts';
import { showToast } from '../../../stores/toast.ts';
import { useLoad } from '../../ui/use-load.ts';
import { loadStaff, setAssignee } from './api.ts';

/** Who may look after each kind of record: the same rule the API checks. */
const permissionFor: Record<AssignableRecord, Permission> = { lead: 'leads.write', quote: 'quotes', order: 'orders' };

/**
 * "Zuständig": the person who looks after a lead, quote or order, chosen from the active team members
 * whose role may work on it. A native select, so it is keyboard usable as it is; saved on change.
 */
export function AssigneeSelect({
  kind,
  recordId,
  assignee,
  onAssigned,
  disabled = false,
}: {
  kind: AssignableRecord;
  recordId: number;
  assignee: AssigneeJson | null;
  onAssigned: (assignee: AssigneeJson | null) => void;
  disabled?: boolean;
}) {
  const id = useId();
  const [saving, setSaving] = useState(false);
  const { data } = useLoad(loadStaff, 'staff');
  const people = (data?.staff ?? []).filter((person) => roleMay(person.role, permissionFor[kind]));
  // The current person stays choosable while shown, even if deactivated since.
  const options = assignee && !people.some((person) => person.id === assignee.id) ? [...people, assignee] : people;

  async function change(value: string) {
    const userId = value === '' ? null : Number(value);
    setSaving(true);
    try {
      const answer = await setAssignee(kind, recordId, userId);
      onAssigned(answer.assignee);
      showToast({ title: 'Gespeichert', description: answer.assignee ? m.assignedTo(answer.assignee.name) : m.unassigned });
    } catch (error) {
      showToast({ title: 'Fehler', description: messageOf(error, m.saveFailed), variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  }

  // The select is as wide as its longest name; capped, so a long name in the team cannot push the record's
  // header past a 390 px screen (the open list still shows every name in full).
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-semibold text-slate-700">
        {m.label}
      </label>
      <select
        id={id}
        value={assignee ? String(assignee.id) : ''}
        disabled={disabled || saving || !data}
        onChange={(event) => void change(event.target.value)}
        className="min-h-9 max-w-48 rounded-lg border border-slate-300 bg-white px-2 py-1 text-sm"
      >
        <option value="">{m.nobody}</option>
        {options.map((person) => (
          <option key={person.id} value={person.id}>
            {person.name}
          </option>
        ))}
      </select>
    </div>
  );
}
