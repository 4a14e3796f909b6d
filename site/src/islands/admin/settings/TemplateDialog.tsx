import { replyPlaceholders } from '#features/leads/contract/reply.ts';
import { templateMessages } from '#features/settings/contract/settings-messages.ts';
import { templateBodySchema } from '#features/settings/contract/templates.ts';
import { showToast } from '../../../stores/toast.ts';
import { FormDialog } from '../../ui/FormDialog.tsx';
import { TextArea, TextField } from '../../ui/Field.tsx';
import { useForm } from '../../ui/use-form.ts';
import { useDialogSubmit } from '../../ui/use-dialog-submit.ts';
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
  const dialog = useDialogSubmit(
    {
      check: () => templateBodySchema.safeParse(values),
      send: (input) => (template ? updateTemplate(template.id, input) : createTemplate(input)),
      onSent: () => {
        showToast({ title: template ? templateMessages.updated : templateMessages.created });
        onSaved();
      },
    },
    templateMessages.saveFailed,
    setErrors,
  );

  return (
    <FormDialog title={template ? 'Vorlage bearbeiten' : 'Neue Vorlage'} size="wide" onClose={onClose} {...dialog}>
      <TextField label="Name" required maxLength={80} {...bind('name')} />
      <TextField label="Betreff" required maxLength={200} {...bind('subject')} />
      <TextArea label="Text" required rows={10} hint={templateMessages.placeholderHint(replyPlaceholders.join(' '))} {...bind('body')} />
    </FormDialog>
  );
}
