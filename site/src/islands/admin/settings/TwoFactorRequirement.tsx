import { useState } from 'react';
import { twoFactorMessages as m } from '#features/accounts/contract/two-factor-messages.ts';
import { messageOf } from '../../../lib/api.ts';
import { showToast } from '../../../stores/toast.ts';
import { useLoad } from '../../ui/use-load.ts';
import { SwitchField } from '../ui/SwitchField.tsx';
import { loadSecuritySettings, saveSecuritySettings } from './api.ts';

/** The owner's switch: everyone signs in with a second factor; who has none sets it up at the next sign-in. */
export function TwoFactorRequirement() {
  const { data, reload } = useLoad(loadSecuritySettings, 'security');
  const [saving, setSaving] = useState(false);

  async function change(requireTwoFactor: boolean) {
    setSaving(true);
    try {
      await saveSecuritySettings(requireTwoFactor);
      showToast({ title: m.requireSaved(requireTwoFactor) });
    } catch (error) {
      showToast({ title: 'Fehler', description: messageOf(error, m.requireFailed), variant: 'destructive' });
    }
    setSaving(false);
    reload();
  }

  if (!data) return null;
  return (
    <div className="grid gap-1 rounded-lg border border-slate-200 p-4">
      <SwitchField label={m.requireForAll} checked={data.requireTwoFactor} disabled={saving} onChange={(on) => void change(on)} />
      <p className="text-sm text-slate-600">{m.requireHint}</p>
    </div>
  );
}
