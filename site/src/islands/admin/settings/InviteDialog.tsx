import {
  invitationSchema,
  staffRoleLabels,
  storedRole,
  teamMessages,
  teamRoleKeys,
  type TeamRoleKey,
} from '#features/team/contract/team.ts';
import { showToast } from '../../../stores/toast.ts';
import { FormDialog } from '../../ui/FormDialog.tsx';
import { SelectField, TextField } from '../../ui/Field.tsx';
import { useForm } from '../../ui/use-form.ts';
import { useDialogSubmit } from '../../ui/use-dialog-submit.ts';
import { inviteTeamMember } from './api.ts';

/** Invites a person into the team: e-mail and role; the mail with the 72-hour link goes out at once. */
export function InviteDialog({ onClose, onSent }: { onClose: () => void; onSent: () => void }) {
  const { values, setErrors, bind } = useForm({ email: '', role: 'vertrieb' as string });
  const dialog = useDialogSubmit(
    {
      check: () => {
        const checked = invitationSchema.safeParse(values);
        // The API takes the key the screen shows ('inhaber'), not the stored one.
        return checked.success ? { success: true, data: { email: values.email.trim(), role: values.role as TeamRoleKey } } : checked;
      },
      send: inviteTeamMember,
      onSent: () => {
        showToast({ title: teamMessages.invited(values.email.trim()) });
        onSent();
      },
    },
    teamMessages.inviteFailed,
    setErrors,
  );

  return (
    <FormDialog title={teamMessages.inviteTitle} onClose={onClose} {...dialog} label="Einladen" pendingLabel="Wird verschickt …">
      <p className="text-sm text-slate-600">{teamMessages.inviteHint}</p>
      <TextField label="E-Mail-Adresse" required type="email" autoComplete="off" {...bind('email')} />
      <SelectField label={teamMessages.roleLabel} required {...bind('role')}>
        {teamRoleKeys.map((key) => (
          <option key={key} value={key}>
            {staffRoleLabels[storedRole(key)]}
          </option>
        ))}
      </SelectField>
    </FormDialog>
  );
}
