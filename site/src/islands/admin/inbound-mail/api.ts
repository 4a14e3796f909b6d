import type { ProcessedMark } from '#features/inbound-mail/contract/inbound-mail.ts';
import { accountAnswerOf, accountApi, accountBlobOf } from '../../../lib/account-api.ts';

/** The calls of the mailbox settings and of a lead's received mails (features/inbound-mail), through the typed client. */

const inbound = accountApi.admin['inbound-mail'];

export const loadInboundStatus = (signal?: AbortSignal) => accountAnswerOf(inbound.status.$get(undefined, { init: { signal } }));
export const checkInboundConnection = () => accountAnswerOf(inbound.check.$post());
export const saveProcessedMark = (mark: ProcessedMark) => accountAnswerOf(inbound.processed.$put({ json: { mark } }));
export const loadLeadMails = (leadId: number, signal?: AbortSignal) =>
  accountAnswerOf(inbound.leads[':id'].$get({ param: { id: String(leadId) } }, { init: { signal } }));

/** A stored file, fetched with the session's token (a plain link would carry no session). */
export const loadAttachment = (id: number) => accountBlobOf(inbound.attachments[':id'].$get({ param: { id: String(id) } }));
