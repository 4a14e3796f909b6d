import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../platform/db/client.ts';
import { users } from '../../platform/db/schema.ts';
import { fail } from '../../platform/http/request-errors.ts';
import { roleMay } from '../accounts/contract/permissions.ts';
import { readSetting, writeSetting, type SettingDefinition } from '../settings/app-settings.ts';
import { assignmentMessages, type LeadAssignmentSetting } from './contract/assignment.ts';
import { findStaffPerson } from './staff.ts';
import { settingKeys } from '../settings/setting-keys.ts';

/** Who new leads go to (Einstellungen → Zuweisung); null: everyone in Vertrieb. */
const leadAssignmentSetting: SettingDefinition<LeadAssignmentSetting> = {
  key: settingKeys.leadAssignment,
  // The stored value is read with the server's zod (app-settings.ts); the request is checked by the contract's schema.
  schema: z.object({ defaultAssigneeId: z.number().int().positive().nullable() }),
  defaultValue: { defaultAssigneeId: null },
};

export const readLeadAssignment = (db: Database) => readSetting(db, leadAssignmentSetting);

/** Only an active person who may work on leads can be the default: anyone else would never see them. */
export async function saveLeadAssignment(db: Database, value: LeadAssignmentSetting, by: string): Promise<LeadAssignmentSetting> {
  if (value.defaultAssigneeId !== null) {
    const person = await findStaffPerson(db, value.defaultAssigneeId);
    if (!person?.active || !roleMay(person.role, 'leads.write')) fail(400, assignmentMessages.defaultAssignee);
  }
  await writeSetting(db, leadAssignmentSetting, value, by);
  return value;
}

export interface NewLeadRouting {
  /** The person the lead is given to, or null (everyone in Vertrieb). */
  assignedTo: number | null;
  /** Where the office's notification goes: one mail per address. */
  recipients: string[];
}

/**
 * Who a new lead goes to (docs/domain.md, "Zuweisung"): the default person while they are active and may
 * work on leads; else it stays unassigned and every active Vertrieb person is told. With nobody in
 * Vertrieb (the owner alone) the notification goes to the office address, as before there were roles.
 */
export async function newLeadRouting(db: Database, officeAddress: string): Promise<NewLeadRouting> {
  return withOfficeAddress(await staffRouting(db), officeAddress);
}

/** Who of the staff a new lead goes to; no recipients: nobody in Vertrieb. */
export async function staffRouting(db: Database): Promise<NewLeadRouting> {
  const { defaultAssigneeId } = await readLeadAssignment(db);
  if (defaultAssigneeId !== null) {
    const person = await findStaffPerson(db, defaultAssigneeId);
    if (person?.active && roleMay(person.role, 'leads.write')) return { assignedTo: person.id, recipients: [person.email] };
  }
  const sales = await db
    .select({ email: users.email })
    .from(users)
    .where(and(inArray(users.role, ['vertrieb']), eq(users.active, true)));
  return { assignedTo: null, recipients: sales.map((person) => person.email) };
}

/** The office address stands in while nobody on the staff is told. */
export const withOfficeAddress = (routing: NewLeadRouting, officeAddress: string): NewLeadRouting =>
  routing.recipients.length > 0 ? routing : { ...routing, recipients: [officeAddress] };
