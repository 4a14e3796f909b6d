import { useState } from 'react';
import { fillTemplate, replyBodySchema, REPLY_SUBJECT_MAX, type ReplyBody } from '#features/leads/contract/reply.ts';
import type { OfferBody } from '#features/appointments/contract/appointments.ts';
import { replyMessages } from '#features/leads/contract/reply-messages.ts';
import type { LeadDetailJson, LeadHistoryEntry } from '#features/leads/contract/leads-admin.ts';
import { useStore } from '@nanostores/react';
import { signatureFor } from '#shared/mail-signature.ts';
import { staffDisplayName } from '#features/accounts/contract/staff-name.ts';
import { $session } from '../../../../stores/session.ts';
import { company } from '../../../../lib/site-company.ts';
import { showToast } from '../../../../stores/toast.ts';
import { FormDialog } from '../../../ui/FormDialog.tsx';
import { SelectField, TextArea, TextField } from '../../../ui/Field.tsx';
import { useForm } from '../../../ui/use-form.ts';
import { useLoad } from '../../../ui/use-load.ts';
import { useDialogSubmit } from '../../../ui/use-dialog-submit.ts';
import { loadTemplates } from '../../settings/api.ts';
import { sendLeadReply } from './api.ts';
import { offerAppointments } from '../../appointments/api.ts';
import { emptySlotRow, OFFER_TEMPLATE_NAME, OfferSlotsFields, slotsOf, type SlotRow } from '../../appointments/OfferSlotsFields.tsx';

/**
 * "Antworten" on a lead: a mail to the lead's address, optionally started from a reply template (its
 * placeholders filled with the lead's fields), with the signature the server appends shown below. Render
 * it only while it is open. After the server has sent it, `onSent` gets the new history entry and the
 * dialog asks to be closed (`onClose`); a failure keeps the dialog with the server's message.
 */
export function ReplyDialog({
  lead,
  onClose,
  onSent,
}: {
  lead: LeadDetailJson;
  onClose: () => void;
  onSent: (entry: LeadHistoryEntry) => void;
}) {
  const templates = useLoad((signal) => loadTemplates(signal), 'templates');
  // The mail is signed with the sender's name, as the server signs it (leads/reply-mail.ts).
  const user = useStore($session)?.user;
  const senderName = user
    ? staffDisplayName({ username: user.username ?? '', firstName: user.firstName ?? '', lastName: user.lastName ?? '' }) || undefined
    : undefined;
  const [templateId, setTemplateId] = useState('');
  const { values, setValues, errors, setErrors, bind } = useForm({ subject: '', text: '' });
  // "Termine anbieten": the reply then goes with up to three Aufmaß slots and the booking link (appointments).
  const [slotRows, setSlotRows] = useState<SlotRow[] | null>(null);
  const dialog = useDialogSubmit<ReplyBody | OfferBody, LeadHistoryEntry>(
    {
      check: () => {
        const reply = replyBodySchema.safeParse(values);
        if (!slotRows || !reply.success) return reply;
        const slots = slotsOf(slotRows);
        return 'messages' in slots
          ? { success: false as const, messages: slots.messages }
          : { success: true as const, data: { ...reply.data, ...slots } };
      },
      send: async (reply) => ('slots' in reply ? (await offerAppointments(lead.id, reply)).entry : sendLeadReply(lead.id, reply)),
      onSent: (entry) => {
        showToast({ title: replyMessages.sent });
        onSent(entry);
        onClose();
      },
    },
    replyMessages.sendFailed,
    setErrors,
  );

  function pick(id: string) {
    setTemplateId(id);
    const template = templates.data?.find((candidate) => String(candidate.id) === id);
    // "Ohne Vorlage" keeps what is written: picking it must not throw away an edited text.
    if (template) setValues({ subject: fillTemplate(template.subject, lead), text: fillTemplate(template.body, lead) });
    if (template?.name === OFFER_TEMPLATE_NAME && !slotRows) setSlotRows([emptySlotRow(), emptySlotRow(), emptySlotRow()]);
  }

  return (
    <FormDialog
      title={replyMessages.title}
      size="wide"
      onClose={onClose}
      {...dialog}
      label={replyMessages.send}
      pendingLabel={replyMessages.sending}
    >
      <p className="text-slate-700">{replyMessages.recipient(`${lead.vorname} ${lead.nachname}`, lead.email)}</p>
      <SelectField
        label="Vorlage"
        value={templateId}
        onChange={(event) => pick(event.target.value)}
        hint={templates.state === 'error' ? replyMessages.templatesFailed : undefined}
        disabled={templates.state === 'loading'}
      >
        <option value="">{replyMessages.noTemplate}</option>
        {(templates.data ?? []).map((template) => (
          <option key={template.id} value={template.id}>
            {template.name}
          </option>
        ))}
      </SelectField>
      <TextField label="Betreff" required maxLength={REPLY_SUBJECT_MAX} {...bind('subject')} />
      <TextArea label="Text" required rows={12} {...bind('text')} />
      <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
        <input
          type="checkbox"
          checked={slotRows !== null}
          onChange={(event) => setSlotRows(event.target.checked ? [emptySlotRow()] : null)}
        />
        Termine anbieten
      </label>
      {slotRows && <OfferSlotsFields rows={slotRows} errors={errors} onChange={setSlotRows} />}
      <div>
        <p className="text-sm font-medium text-slate-800">{replyMessages.signatureLabel}</p>
        <p className="mt-1 rounded-lg bg-slate-50 p-3 text-sm whitespace-pre-line text-slate-700">{signatureFor(company, senderName)}</p>
      </div>
    </FormDialog>
  );
}
