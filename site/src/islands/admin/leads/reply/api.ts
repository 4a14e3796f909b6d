import type { ReplyBody } from '#features/leads/contract/reply.ts';
import { accountAnswerOf, accountApi } from '../../../../lib/account-api.ts';

/** Mails the answer to the lead; answers the new history entry. */
export const sendLeadReply = (id: number, reply: ReplyBody) =>
  accountAnswerOf(accountApi.admin.leads[':id'].reply.$post({ param: { id: String(id) }, json: reply }));
