import { useState } from 'react';
import { replyPlaceholders } from '#features/leads/contract/reply.ts';
import { templateMessages } from '#features/settings/contract/settings-messages.ts';
import { templateBodySchema } from '#features/settings/contract/templates.ts';
import { messageOf } from '../../../lib/api.ts';
import { showToast } from '../../../stores/toast.ts';
import { FormDialogFooter } from '../../ui/FormDialogFooter.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { TextArea, TextField } from '../../ui/Field.tsx';
import { useForm } from '../../ui/use-form.ts';
import { useSubmit } from '../../ui/use-submit.ts';
import { createTemplate, updateTemplate, type MailTemplateJson } from './api.ts';

/**
 * Create (`template` null) or edit a reply template: name, subject and text, with the placeholders the
 * reply dialog fills listed under the text. Rendered only while open; a failure stays in the dialog.
 */
export function TemplateDialog({
  template,
  onClose,
  onSaved,
}: {
  template: MailTemplateJson | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { values, setErrors, bind } = useForm({
    name: template?.name ?? '',
    subject: template?.subject ?? '',
    body: template?.body ?? '',
  });
  const [failure, setFailure] = useState<string | null>(null);
  const { submit, sending } = useSubmit(
    {
      check: () => templateBodySchema.safeParse(values),
      send: (input) => (template ? updateTemplate(template.id, input) : createTemplate(input)),
      onSent: () => {
        showToast({ title: template ? templateMessages.updated : templateMessages.created });
        onSaved();
      },
      onFailed: (error) => setFailure(messageOf(error, templateMessages.saveFailed)),
    },
    { setErrors, keepSendingAfterSuccess: true },
  );

  return (
    <Dialog
      open
      size="wide"
      title={template ? 'Vorlage bearbeiten' : 'Neue Vorlage'}
      onClose={onClose}
      footer={
        <FormDialogFooter formId="template-form" onCancel={onClose} sending={sending} label="Speichern" pendingLabel="Wird gespeichert …" />
      }
    >
      <form
        id="template-form"
        className="grid gap-4"
        noValidate
        onSubmit={(event) => {
          setFailure(null);
          void submit(event);
        }}
      >
        <TextField label="Name" required maxLength={80} {...bind('name')} />
        <TextField label="Betreff" required maxLength={200} {...bind('subject')} />
        <TextArea label="Text" required rows={10} hint={templateMessages.placeholderHint(replyPlaceholders.join(' '))} {...bind('body')} />
        {failure && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {failure}
          </p>
        )}
      </form>
    </Dialog>
  );
}
