import { useState } from 'react';
import { replyPlaceholders } from '#features/leads/contract/reply.ts';
import { templateMessages } from '#features/settings/contract/settings-messages.ts';
import { templateBodySchema } from '#features/settings/contract/templates.ts';
import { messageOf } from '../../../lib/api.ts';
import { showToast } from '../../../stores/toast.ts';
import { FormDialog } from '../../ui/FormDialog.tsx';
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
    <FormDialog
      title={template ? 'Vorlage bearbeiten' : 'Neue Vorlage'}
      size="wide"
      onClose={onClose}
      onSubmit={(event) => (setFailure(null), void submit(event))}
      sending={sending}
      failure={failure}
    >
      <TextField label="Name" required maxLength={80} {...bind('name')} />
      <TextField label="Betreff" required maxLength={200} {...bind('subject')} />
      <TextArea label="Text" required rows={10} hint={templateMessages.placeholderHint(replyPlaceholders.join(' '))} {...bind('body')} />
    </FormDialog>
  );
}
