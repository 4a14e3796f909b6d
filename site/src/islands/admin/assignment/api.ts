import type { AssignableRecord } from '#features/assignment/contract/assignment.ts';
import { accountAnswerOf, accountApi } from '../../../lib/account-api.ts';

/** The assignment's calls (issue 21): the team for the pickers, giving a record to someone, the setting for new leads. */

const admin = accountApi.admin;
const idParam = (id: number) => ({ param: { id: String(id) } });

export const loadStaff = (signal?: AbortSignal) => accountAnswerOf(admin.staff.$get({}, { init: { signal } }));

export function setAssignee(kind: AssignableRecord, id: number, userId: number | null) {
  const request = { ...idParam(id), json: { userId } };
  if (kind === 'lead') return accountAnswerOf(admin.leads[':id'].assignee.$put(request));
  if (kind === 'quote') return accountAnswerOf(admin.quotes[':id'].assignee.$put(request));
  return accountAnswerOf(admin.orders[':id'].assignee.$put(request));
}

export const loadLeadAssignment = (signal?: AbortSignal) => accountAnswerOf(admin.settings.assignment.$get({}, { init: { signal } }));
export const saveLeadAssignment = (defaultAssigneeId: number | null) =>
  accountAnswerOf(admin.settings.assignment.$put({ json: { defaultAssigneeId } }));
