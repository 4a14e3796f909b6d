import { useState } from 'react';
import {
  invitationSchema,
  staffRoleLabels,
  storedRole,
  teamMessages,
  teamRoleKeys,
  type TeamRoleKey,
} from '#features/team/contract/team.ts';
import { messageOf } from '../../../lib/api.ts';
import { showToast } from '../../../stores/toast.ts';
import { FormDialog } from '../../ui/FormDialog.tsx';
import { SelectField, TextField } from '../../ui/Field.tsx';
import { useForm } from '../../ui/use-form.ts';
import { useSubmit } from '../../ui/use-submit.ts';
import { inviteTeamMember } from './api.ts';

/** Invites a person into the team: e-mail and role; the mail with the 72-hour link goes out at once. */
export function InviteDialog({ onClose, onSent }: { onClose: () => void; onSent: () => void }) {
  const { values, setErrors, bind } = useForm({ email: '', role: 'vertrieb' as string });
  const [failure, setFailure] = useState<string | null>(null);
  const { submit, sending } = useSubmit(
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
      onFailed: (error) => setFailure(messageOf(error, teamMessages.inviteFailed)),
    },
    { setErrors, keepSendingAfterSuccess: true },
  );

  return (
    <FormDialog
      title={teamMessages.inviteTitle}
      onClose={onClose}
      onSubmit={(event) => (setFailure(null), void submit(event))}
      sending={sending}
      label="Einladen"
      pendingLabel="Wird verschickt …"
      failure={failure}
    >
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
