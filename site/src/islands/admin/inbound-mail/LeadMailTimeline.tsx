import { useCallback } from 'react';
import {
  inboundMailMessages as m,
  type InboundAttachmentJson,
  type InboundMailJson,
} from '#features/inbound-mail/contract/inbound-mail.ts';
import type { LeadHistoryEntry } from '#features/leads/contract/leads-admin.ts';
import { formatAuthor } from '#features/accounts/contract/staff-name.ts';
import { formatDateTime } from '#shared/dates.ts';
import { useLoad } from '../../ui/use-load.ts';
import { LoadState } from '../ui/LoadState.tsx';
import { loadAttachment, loadLeadMails } from './api.ts';
import { openFile } from '../../../lib/download.ts';
import { attempt } from '../ui/busy-action.ts';
import { useBlobUrl } from '../ui/blob-url.ts';

type TimelineItem = { at: string; sent: LeadHistoryEntry } | { at: string; received: InboundMailJson };

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1).replace('.', ',')} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** A received photo as a small picture, fetched with the token. */
function Thumbnail({ id }: { id: number }) {
  // Nothing shows when the fetch fails: the link beside it still opens the file, and says why when it cannot.
  const url = useBlobUrl(useCallback(() => loadAttachment(id), [id]));
  return url ? <img src={url} alt="" className="h-16 w-16 rounded-md border border-slate-300 object-cover" /> : null;
}

function Attachment({ file }: { file: InboundAttachmentJson }) {
  const label = `${file.filename} (${sizeText(file.size)})`;
  if (!file.kept) {
    return (
      <li className="text-slate-600">
        {label} – {m.attachmentNotKept}
      </li>
    );
  }
  return (
    <li className="flex items-center gap-2">
      {file.kind === 'image' && <Thumbnail id={file.id} />}
      <button
        type="button"
        className="text-left text-brand-800 underline"
        onClick={() => void attempt(async () => openFile(await loadAttachment(file.id), file.filename), m.attachmentFailed)}
      >
        {label}
      </button>
    </li>
  );
}

function ReceivedMail({ mail }: { mail: InboundMailJson }) {
  return (
    <li className="rounded-lg border border-brand-100 bg-white p-3 text-sm">
      <p className="text-slate-600">
        {formatDateTime(new Date(mail.receivedAt))} · Erhalten von{' '}
        {mail.fromName ? `${mail.fromName} <${mail.fromAddress}>` : mail.fromAddress}
      </p>
      <p className="mt-1 font-semibold text-slate-900">{mail.subject || '(ohne Betreff)'}</p>
      {mail.text && <p className="mt-1 whitespace-pre-wrap text-slate-900">{mail.text}</p>}
      {mail.quoted && (
        <details className="mt-2">
          <summary className="cursor-pointer text-slate-600">Zitierter Verlauf</summary>
          <p className="mt-1 whitespace-pre-wrap text-slate-600">{mail.quoted}</p>
        </details>
      )}
      {mail.problem && <p className="mt-2 text-amber-800">{mail.problem}</p>}
      {mail.attachments.length > 0 && (
        <ul className="mt-2 grid gap-1" aria-label="Anhänge">
          {mail.attachments.map((file) => (
            <Attachment key={file.id} file={file} />
          ))}
        </ul>
      )}
    </li>
  );
}

/**
 * The lead's mails, sent and received together, oldest first (issue 50): what the office sent (replies,
 * quotes, from the history) and what the customer answered, read from the mailbox, with the quoted
 * history folded and the files to open.
 */
export function LeadMailTimeline({ leadId, history }: { leadId: number; history: LeadHistoryEntry[] }) {
  const { data, state, reload } = useLoad((signal) => loadLeadMails(leadId, signal), `lead-mails-${leadId}`);
  const items: TimelineItem[] = [
    ...history.filter((entry) => entry.kind === 'reply' || entry.kind === 'mail').map((sent) => ({ at: sent.at, sent })),
    ...(data ?? []).map((received) => ({ at: received.receivedAt, received })),
  ].sort((a, b) => a.at.localeCompare(b.at));
  return (
    <LoadState state={state} error={m.loadFailed} empty={null} onRetry={reload}>
      {items.length === 0 ? (
        <p className="text-sm text-slate-600">Noch keine E-Mails.</p>
      ) : (
        <ol className="grid gap-2">
          {items.map((item) =>
            'received' in item ? (
              <ReceivedMail key={`in-${item.received.id}`} mail={item.received} />
            ) : (
              <li key={`out-${item.at}`} className="rounded-lg bg-slate-50 p-3 text-sm">
                <p className="text-slate-600">
                  {formatDateTime(new Date(item.at))} · Gesendet von {formatAuthor(item.sent.by, item.sent.byName)}
                </p>
                <p className="mt-1 whitespace-pre-wrap text-slate-900">{item.sent.text}</p>
              </li>
            ),
          )}
        </ol>
      )}
    </LoadState>
  );
}
