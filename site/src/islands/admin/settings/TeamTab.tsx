import { RolePermissionsTable } from './RolePermissionsTable.tsx';
import { useState } from 'react';
import { staffRoleLabels, storedRole, teamMessages, teamRoleKeys, type TeamRoleKey } from '#features/team/contract/team.ts';
import { messageOf } from '../../../lib/api.ts';
import { showToast } from '../../../stores/toast.ts';
import { useConfirm } from '../../ui/use-confirm.tsx';
import { useLoad } from '../../ui/use-load.ts';
import { DataTable } from '../ui/DataTable.tsx';
import { LoadState } from '../ui/LoadState.tsx';
import { SwitchField } from '../ui/SwitchField.tsx';
import { InviteDialog } from './InviteDialog.tsx';
import { TwoFactorRequirement } from './TwoFactorRequirement.tsx';
import { loadTeam, resetMemberTwoFactor, updateTeamMember, type TeamMemberJson } from './api.ts';
import { twoFactorMessages } from '#features/accounts/contract/two-factor-messages.ts';
import { formatDateTime } from '#shared/dates.ts';

const displayName = (member: TeamMemberJson) => member.name || member.username;

/**
 * The settings' "Team": the staff accounts with their role and whether they may sign in, the open
 * invitations, and inviting a person. Deactivating asks first: the person's sessions end at once.
 */
export function TeamTab() {
  const { data, state, reload } = useLoad(loadTeam, 'team');
  const [inviting, setInviting] = useState(false);
  const [saving, setSaving] = useState<number | null>(null);
  const { confirm, dialog } = useConfirm();

  async function change(member: TeamMemberJson, update: { role?: TeamRoleKey; active?: boolean }) {
    if (update.active === false) {
      const confirmed = await confirm({
        title: 'Konto deaktivieren',
        message: teamMessages.deactivateConfirm(displayName(member)),
        confirmLabel: teamMessages.deactivateAction,
      });
      if (!confirmed) return;
    }
    setSaving(member.id);
    try {
      await updateTeamMember(member.id, update);
      showToast({ title: teamMessages.updated });
    } catch (error) {
      showToast({ title: 'Fehler', description: messageOf(error, teamMessages.updateFailed), variant: 'destructive' });
    }
    setSaving(null);
    reload();
  }

  /** A person lost the phone: after the owner's confirmation, key and recovery codes go. */
  async function resetTwoFactor(member: TeamMemberJson) {
    const confirmed = await confirm({
      title: twoFactorMessages.reset,
      message: twoFactorMessages.resetConfirm(displayName(member)),
      confirmLabel: twoFactorMessages.reset,
    });
    if (!confirmed) return;
    setSaving(member.id);
    try {
      await resetMemberTwoFactor(member.id);
      showToast({ title: twoFactorMessages.resetDone(displayName(member)) });
    } catch (error) {
      showToast({ title: 'Fehler', description: messageOf(error, twoFactorMessages.resetFailed), variant: 'destructive' });
    }
    setSaving(null);
    reload();
  }

  const members = data?.members ?? [];
  const invitations = data?.invitations ?? [];

  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-brand-900">{teamMessages.people}</h2>
        <button type="button" className="btn-primary" onClick={() => setInviting(true)}>
          {teamMessages.invite}
        </button>
      </div>
      <TwoFactorRequirement />
      <LoadState state={state} error={teamMessages.loadFailed} empty={null} onRetry={reload}>
        <DataTable
          caption={teamMessages.people}
          rows={members}
          rowLabel={displayName}
          columns={[
            {
              key: 'name',
              header: 'Name',
              cell: (member) => (
                <span>
                  <span className="font-medium">{displayName(member)}</span>
                  <span className="block text-slate-600">{member.username}</span>
                </span>
              ),
            },
            { key: 'email', header: 'E-Mail', cell: (member) => member.email },
            {
              key: 'role',
              header: teamMessages.roleLabel,
              cell: (member) => (
                <select
                  className="min-h-9 rounded-lg border border-slate-300 bg-white px-2 py-1 text-sm"
                  aria-label={teamMessages.roleFor(displayName(member))}
                  value={member.role}
                  disabled={saving === member.id}
                  onChange={(event) => void change(member, { role: event.target.value as TeamRoleKey })}
                >
                  {teamRoleKeys.map((key) => (
                    <option key={key} value={key}>
                      {staffRoleLabels[storedRole(key)]}
                    </option>
                  ))}
                </select>
              ),
            },
            {
              key: 'active',
              header: teamMessages.activeLabel,
              cell: (member) => (
                <SwitchField
                  label={teamMessages.activeFor(displayName(member))}
                  checked={member.active}
                  disabled={saving === member.id}
                  onChange={(active) => void change(member, { active })}
                />
              ),
            },
            {
              key: 'twoFactor',
              header: twoFactorMessages.teamColumn,
              cell: (member) => (
                <span className="flex flex-wrap items-center gap-2">
                  <span>{member.twoFactor ? twoFactorMessages.teamOn : twoFactorMessages.teamOff}</span>
                  {member.twoFactor && (
                    <button
                      type="button"
                      className="text-sm text-brand-700 underline"
                      aria-label={twoFactorMessages.resetFor(displayName(member))}
                      disabled={saving === member.id}
                      onClick={() => void resetTwoFactor(member)}
                    >
                      {twoFactorMessages.reset}
                    </button>
                  )}
                </span>
              ),
            },
          ]}
        />
        <h2 className="mt-4 text-lg font-semibold text-brand-900">{teamMessages.invitations}</h2>
        {invitations.length === 0 ? (
          <p className="text-slate-600">{teamMessages.noInvitations}</p>
        ) : (
          <DataTable
            caption={teamMessages.invitations}
            rows={invitations}
            rowLabel={(invitation) => invitation.email}
            columns={[
              { key: 'email', header: 'E-Mail', cell: (invitation) => invitation.email },
              { key: 'role', header: teamMessages.roleLabel, cell: (invitation) => invitation.roleLabel },
              { key: 'expiresAt', header: teamMessages.expiresAt, cell: (invitation) => formatDateTime(new Date(invitation.expiresAt)) },
            ]}
          />
        )}
      </LoadState>
      {inviting && (
        <InviteDialog
          onClose={() => setInviting(false)}
          onSent={() => {
            setInviting(false);
            reload();
          }}
        />
      )}
      {dialog}
      <RolePermissionsTable />
    </div>
  );
}
