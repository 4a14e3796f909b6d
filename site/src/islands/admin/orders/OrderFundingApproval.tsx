import { useState } from 'react';
import { fundingApprovalMessages as m, fundingApprovalText, type FundingApprovalBody } from '#features/orders/contract/funding-approval.ts';
import type { OrderJson } from '#features/orders/contract/orders.ts';
import { berlinDay, formatDateTime } from '#shared/dates.ts';
import { fieldMessagesOf, messageOf } from '../../../lib/api.ts';
import { showToast } from '../../../stores/toast.ts';
import { TextArea, TextField } from '../../ui/Field.tsx';
import { saveFundingApproval } from './api.ts';

/**
 * An order under the funding condition (ADR 080): the contract takes effect with the Förderzusage, so the
 * deposit invoice waits until the office records it here with the notice's day, or says why it goes ahead
 * without it. What is recorded stands above the forms and in the history.
 */
export function OrderFundingApproval({ order, onChange }: { order: OrderJson; onChange: (order: OrderJson) => void }) {
  const [date, setDate] = useState(order.fundingApproval?.kind === 'approved' ? order.fundingApproval.date : berlinDay(new Date()));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const recorded = order.fundingApproval;

  async function save(body: FundingApprovalBody) {
    setSaving(true);
    try {
      onChange(await saveFundingApproval(order.id, body));
      setErrors({});
      showToast({ title: 'Eingetragen', description: fundingApprovalText(body) });
    } catch (error) {
      const fields = fieldMessagesOf(error);
      const key = body.kind === 'approved' ? 'date' : 'reason';
      setErrors({ [key]: fields[key] ?? messageOf(error, m[key]) });
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="grid gap-4 text-sm" data-testid="funding-approval">
      <p role="status" className="rounded-lg bg-slate-50 p-3 text-slate-700">
        {recorded
          ? `${fundingApprovalText(recorded)} · eingetragen am ${formatDateTime(new Date(recorded.at))} Uhr`
          : 'Die Förderzusage liegt noch nicht vor: Der Vertrag ist noch nicht wirksam, die Anzahlungsrechnung wartet.'}
      </p>
      <form className="grid gap-2" noValidate onSubmit={(event) => (event.preventDefault(), void save({ kind: 'approved', date }))}>
        <TextField
          label="Datum der Förderzusage"
          type="date"
          value={date}
          error={errors.date}
          onChange={(event) => setDate(event.target.value)}
        />
        <button type="submit" className="btn-primary min-h-11 justify-self-start" disabled={saving}>
          Förderzusage liegt vor
        </button>
      </form>
      <form
        className="grid gap-2"
        noValidate
        onSubmit={(event) => (event.preventDefault(), void save({ kind: 'proceed', reason: reason.trim() }))}
      >
        <TextArea
          label="Grund, ohne Förderzusage fortzufahren"
          rows={2}
          maxLength={500}
          value={reason}
          error={errors.reason}
          onChange={(event) => setReason(event.target.value)}
        />
        <button type="submit" className="btn-outline min-h-11 justify-self-start" disabled={saving}>
          Ohne Förderzusage fortfahren
        </button>
      </form>
    </div>
  );
}
