import { useStore } from '@nanostores/react';
import { leadAddress } from '../quotes/addresses.ts';
import { useEffect, useEffectEvent, useState } from 'react';
import { inboxMessages } from '#features/leads/contract/inbox-messages.ts';
import type { LeadDetailJson } from '#features/leads/contract/leads-admin.ts';
import { leadStatusLabels, type LeadStatus } from '#shared/labels.ts';
import { showToast } from '../../../stores/toast.ts';
import { useLoad } from '../../ui/use-load.ts';
import { AdminLink } from '../AdminLink.tsx';
import { CustomerMeasurements } from './page/CustomerMeasurements.tsx';
import { refreshCounts } from '../counts.ts';
import { CreateQuoteButton } from '../quotes/CreateQuoteButton.tsx';
import { LeadQuotes } from '../quotes/LeadQuotes.tsx';
import { $adminPath, navigate } from '../router.ts';
import { screenKey } from '../routes.ts';
import { LoadState } from '../ui/LoadState.tsx';
import { useBusyAction } from '../ui/busy-action.ts';
import { loadLead, markLeadOpened, setLeadStatus } from './api.ts';
import { KnownContact } from './KnownContact.tsx';
import { LeadHistory } from './LeadHistory.tsx';
import { LeadMailTimeline } from '../inbound-mail/LeadMailTimeline.tsx';
import { AnswerBadge } from './page/AnswerBadge.tsx';
import { LeadContact } from './page/LeadContact.tsx';
import { Section } from '../ui/PageSection.tsx';
import { LeadRecordFacts } from './page/LeadRecordFacts.tsx';
import { LeadRequest } from './page/LeadRequest.tsx';
import { ReplyDialog } from './reply/ReplyDialog.tsx';
import { StatusSelect } from './StatusSelect.tsx';
import { AssigneeSelect } from '../assignment/AssigneeSelect.tsx';
import { usePermission } from '../use-permission.ts';
import { RecordHeader } from '../ui/RecordHeader.tsx';

/**
 * /admin/leads/{id}: one lead on a page of its own. The next actions come first (Antworten, Angebot
 * erstellen, Status), then who asked and what, the quotes, and one timeline of everything that happened.
 * Opening the page marks the lead as read. /admin/leads/{reference} (the notification mail's link) shows
 * the same page and puts the id into the address.
 */
export default function LeadScreen() {
  const key = screenKey(useStore($adminPath)) ?? '';
  const { data: lead, setData: setLead, state, reload } = useLoad((signal) => loadLead(key, signal), key);

  const onLeadShown = useEffectEvent(() => {
    if (!lead) return;
    if (key !== String(lead.id)) navigate(leadAddress(lead.id), { replace: true });
    if (!lead.opened)
      markLeadOpened(lead.id)
        .then(() => {
          void refreshCounts();
          // The opening is a line of the timeline.
          reload();
        })
        .catch(() => {
          // Still shown as new; the next opening marks it.
        });
  });
  // Once per lead shown: reloading the same lead after marking it must not mark it again.
  useEffect(() => onLeadShown(), [lead?.id]);

  return (
    <div className="grid gap-6">
      <AdminLink href="/admin/dashboard" className="w-fit text-sm font-semibold text-brand-700 underline">
        ← Zurück zu den Anfragen
      </AdminLink>
      <LoadState state={state} error={inboxMessages.detailsFailed} empty={null} onRetry={reload}>
        {lead && <LeadPage lead={lead} onChange={setLead} reload={reload} />}
      </LoadState>
    </div>
  );
}

function LeadPage({
  lead,
  onChange,
  reload,
}: {
  lead: LeadDetailJson;
  onChange: (update: (current: LeadDetailJson | null) => LeadDetailJson | null) => void;
  reload: () => void;
}) {
  const { busy: saving, run } = useBusyAction();
  const [replying, setReplying] = useState(false);
  // Büro reads leads but does not answer or quote them (ADR 037): their page shows no such actions.
  const mayReply = usePermission('replies');
  const mayQuote = usePermission('quotes');
  const mayChange = usePermission('leads.write');

  function changeStatus(status: LeadStatus) {
    return run(async () => {
      await setLeadStatus(lead.id, status);
      showToast({ title: inboxMessages.statusUpdatedTitle, description: inboxMessages.statusUpdated });
      // The history line and the first answer come from the server.
      reload();
      void refreshCounts();
    }, inboxMessages.statusFailed);
  }

  return (
    <>
      <RecordHeader
        title={`Anfrage ${lead.reference}`}
        badge={<AnswerBadge lead={lead} showAnswered />}
        summary={
          <>
            {lead.vorname} {lead.nachname}
            {lead.plz && ` · ${lead.plz}`}
          </>
        }
      >
        <div className="flex flex-wrap items-center gap-3" role="group" aria-label="Aktionen">
          {mayReply && (
            <button type="button" className="btn-primary min-h-9 px-4 py-1.5 text-sm" onClick={() => setReplying(true)}>
              Antworten
            </button>
          )}
          {mayQuote && <CreateQuoteButton leadId={lead.id} />}
          {mayChange && (
            <AdminLink href={`/admin/leads/${lead.id}/aufmass`} className="btn-secondary min-h-9 px-4 py-1.5 text-sm">
              Aufmaß
            </AdminLink>
          )}
          {mayChange ? (
            <StatusSelect
              value={lead.status}
              label="Status der Anfrage"
              onChange={(status) => void changeStatus(status)}
              disabled={saving}
            />
          ) : (
            <p className="text-sm text-slate-700">Status: {leadStatusLabels[lead.status ?? 'offen']}</p>
          )}
          <AssigneeSelect
            kind="lead"
            recordId={lead.id}
            assignee={lead.assignee}
            // The history line comes from the server.
            onAssigned={() => reload()}
            disabled={!mayChange}
          />
        </div>
      </RecordHeader>
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="grid content-start gap-6">
          <LeadContact lead={lead}>
            <KnownContact leadId={lead.id} />
          </LeadContact>
          <LeadRequest lead={lead} />
          <CustomerMeasurements leadId={lead.id} />
        </div>
        <div className="grid content-start gap-6">
          {mayQuote && (
            <Section title="Angebote" id="lead-quotes">
              <LeadQuotes leadId={lead.id} />
            </Section>
          )}
          <Section title="E-Mails" id="lead-mails">
            <LeadMailTimeline leadId={lead.id} history={lead.history} />
          </Section>
          <Section title="Verlauf" id="lead-history">
            <LeadHistory
              leadId={lead.id}
              history={lead.history}
              onAdded={(entry) => onChange((current) => current && { ...current, history: [...current.history, entry] })}
              mayAddNotes={mayChange}
            />
          </Section>
          <LeadRecordFacts lead={lead} mayChange={mayChange} />
        </div>
      </div>
      {replying && (
        <ReplyDialog
          lead={lead}
          onClose={() => setReplying(false)}
          onSent={() => {
            // The reply is the lead's first answer if none came before: the server's record says so.
            reload();
            void refreshCounts();
          }}
        />
      )}
    </>
  );
}
