import { Hono } from 'hono';
import type { SignedInEnv } from '../../platform/http/env.ts';
import { validate } from '../../platform/http/validate.ts';
import { idParamSchema } from '../../shared/request-schemas.ts';
import { assignRecord, type AssignmentDependencies } from './assign-record.ts';
import { assigneeBodySchema, leadAssignmentSettingSchema } from './contract/assignment.ts';
import { readLeadAssignment, saveLeadAssignment } from './lead-assignment-setting.ts';
import { listActiveStaff } from './staff.ts';
import { permit } from '../../platform/http/permit.ts';

/**
 * The assignment's back-office routes (issue 21): the people for the pickers, giving a lead, quote or
 * order to one of them, and the owner's setting for new leads. Mounted at /api/admin.
 */
export function adminAssignmentRoutes(dependencies: AssignmentDependencies) {
  const { db } = dependencies;
  return (
    new Hono<SignedInEnv>()
      // Everyone sees who is in the team, for the pickers; giving a record to someone needs the right to work on it.
      .get('/staff', permit('backoffice'), async (c) => c.json({ staff: await listActiveStaff(db) }))
      .get('/settings/assignment', permit('settings'), async (c) => c.json(await readLeadAssignment(db)))
      .put('/settings/assignment', permit('settings'), validate('json', leadAssignmentSettingSchema), async (c) =>
        c.json(await saveLeadAssignment(db, c.req.valid('json'), c.get('user').username)),
      )
      .put(
        '/leads/:id/assignee',
        permit('leads.write'),
        validate('param', idParamSchema),
        validate('json', assigneeBodySchema),
        async (c) => c.json(await assignRecord(dependencies, 'lead', c.req.valid('param').id, c.req.valid('json').userId, c.get('user'))),
      )
      .put('/quotes/:id/assignee', permit('quotes'), validate('param', idParamSchema), validate('json', assigneeBodySchema), async (c) =>
        c.json(await assignRecord(dependencies, 'quote', c.req.valid('param').id, c.req.valid('json').userId, c.get('user'))),
      )
      .put('/orders/:id/assignee', permit('orders'), validate('param', idParamSchema), validate('json', assigneeBodySchema), async (c) =>
        c.json(await assignRecord(dependencies, 'order', c.req.valid('param').id, c.req.valid('json').userId, c.get('user'))),
      )
  );
}
