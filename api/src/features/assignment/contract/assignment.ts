import { z } from '../../../shared/zod.ts';
import { assignmentMessages as m } from './assignment-messages.ts';

/**
 * Assignment of leads, quotes and orders to a person in the office (issue 21): the pickers' people, the
 * body of PUT …/{id}/assignee, the lists' filter and the owner's setting for new leads.
 */

export { assignmentMessages, assignableRecordLabels } from './assignment-messages.ts';

export type AssignableRecord = 'lead' | 'quote' | 'order';

/** Who looks after a record, as every record's JSON carries it. */
export interface AssigneeJson {
  id: number;
  name: string;
}

/** GET /api/admin/staff: an active person of the team, for the pickers. */
export interface StaffMemberJson {
  id: number;
  name: string;
  role: 'admin' | 'vertrieb' | 'buero' | 'katalog';
}

/** PUT /api/admin/{leads|quotes|orders}/{id}/assignee: a person, or null to take the assignment away. */
export const assigneeBodySchema = z.object({
  userId: z.nullable(z.int({ error: m.userId }).check(z.positive({ error: m.userId }))),
});

/** The lists' filter: `me` (the signed-in person's records) or `none` (nobody's yet). */
export const assignedFilters = ['me', 'none'] as const;
export type AssignedFilter = (typeof assignedFilters)[number];
export const assignedFilterField = z.optional(z.enum(assignedFilters, { error: m.assigned }));

/** The setting `leads.assignment`: the person new leads go to; null: everyone in Vertrieb. */
export const leadAssignmentSettingSchema = z.object({
  defaultAssigneeId: z.nullable(z.int({ error: m.defaultAssignee }).check(z.positive({ error: m.defaultAssignee }))),
});
export type LeadAssignmentSetting = z.output<typeof leadAssignmentSettingSchema>;
