import type { ProcessedMark } from '#features/inbound-mail/contract/inbound-mail.ts';
import { accountAnswerOf, accountApi } from '../../../lib/account-api.ts';

/** The calls of the mailbox settings and of a lead's received mails (features/inbound-mail), through the typed client. */

const inbound = accountApi.admin['inbound-mail'];

export const loadInboundStatus = (signal?: AbortSignal) => accountAnswerOf(inbound.status.$get(undefined, { init: { signal } }));
export const checkInboundConnection = () => accountAnswerOf(inbound.check.$post());
export const saveProcessedMark = (mark: ProcessedMark) => accountAnswerOf(inbound.processed.$put({ json: { mark } }));
export const loadLeadMails = (leadId: number, signal?: AbortSignal) =>
  accountAnswerOf(inbound.leads[':id'].$get({ param: { id: String(leadId) } }, { init: { signal } }));

/** A stored file, opened with the session's cookie. */
export const attachmentUrl = (id: number) => `/api/admin/inbound-mail/attachments/${id}`;
