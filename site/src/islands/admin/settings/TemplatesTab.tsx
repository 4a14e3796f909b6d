import { templateMessages } from '#features/settings/contract/settings-messages.ts';
import { deleteTemplate, loadTemplates, type MailTemplateJson } from './api.ts';
import { SettingsListTab } from './SettingsListTab.tsx';
import { TemplateDialog } from './TemplateDialog.tsx';

/** The settings' "Vorlagen": the reply templates the lead page offers, created, edited and deleted here. */
export function TemplatesTab() {
  return (
    <SettingsListTab<MailTemplateJson>
      title="Vorlagen für Antworten"
      caption="Vorlagen"
      newLabel="Neue Vorlage"
      deleteTitle="Vorlage löschen"
      messages={templateMessages}
      loadKey="templates"
      load={loadTemplates}
      remove={deleteTemplate}
      columns={[
        { key: 'name', header: 'Name', cell: (template) => <span className="font-medium">{template.name}</span> },
        { key: 'subject', header: 'Betreff', cell: (template) => template.subject },
      ]}
      renderDialog={(template, done, saved) => <TemplateDialog template={template} onClose={done} onSaved={saved} />}
    />
  );
}
