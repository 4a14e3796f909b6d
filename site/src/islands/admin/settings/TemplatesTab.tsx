import { useState } from 'react';
import { templateMessages } from '#features/settings/contract/settings-messages.ts';
import { messageOf } from '../../../lib/api.ts';
import { showToast } from '../../../stores/toast.ts';
import { useConfirm } from '../../ui/use-confirm.tsx';
import { useLoad } from '../../ui/use-load.ts';
import { DataTable } from '../ui/DataTable.tsx';
import { LoadState } from '../ui/LoadState.tsx';
import { RowActions, RowButton } from '../ui/RowActions.tsx';
import { deleteTemplate, loadTemplates, type MailTemplateJson } from './api.ts';
import { TemplateDialog } from './TemplateDialog.tsx';

/** The settings' "Vorlagen": the reply templates the lead page offers, created, edited and deleted here. */
export function TemplatesTab() {
  const { data, state, reload } = useLoad((signal) => loadTemplates(signal), 'templates');
  // undefined: closed; null: a new template; a template: editing it.
  const [editing, setEditing] = useState<MailTemplateJson | null | undefined>(undefined);
  const { confirm, dialog } = useConfirm();
  const templates = data ?? [];

  async function remove(template: MailTemplateJson) {
    const confirmed = await confirm({
      title: 'Vorlage löschen',
      message: templateMessages.deleteConfirm(template.name),
      confirmLabel: 'Löschen',
    });
    if (!confirmed) return;
    try {
      await deleteTemplate(template.id);
      showToast({ title: templateMessages.deleted });
    } catch (error) {
      showToast({ title: 'Fehler', description: messageOf(error, templateMessages.deleteFailed), variant: 'destructive' });
    }
    reload();
  }

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-brand-900">Vorlagen für Antworten</h2>
        <button type="button" className="btn-primary" onClick={() => setEditing(null)}>
          Neue Vorlage
        </button>
      </div>
      <LoadState
        state={state}
        error={templateMessages.loadFailed}
        empty={templates.length === 0 ? templateMessages.empty : null}
        onRetry={reload}
      >
        <DataTable
          caption="Vorlagen"
          rows={templates}
          rowId={(template) => template.id}
          rowLabel={(template) => template.name}
          columns={[
            { key: 'name', header: 'Name', cell: (template) => <span className="font-medium">{template.name}</span> },
            { key: 'subject', header: 'Betreff', cell: (template) => template.subject },
            {
              key: 'actions',
              header: 'Aktionen',
              cell: (template) => (
                <RowActions>
                  <RowButton label="Bearbeiten" target={template.name} onClick={() => setEditing(template)} />
                  <RowButton label="Löschen" target={template.name} destructive onClick={() => remove(template)} />
                </RowActions>
              ),
            },
          ]}
        />
      </LoadState>
      {editing !== undefined && (
        <TemplateDialog
          template={editing}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            reload();
          }}
        />
      )}
      {dialog}
    </div>
  );
}
