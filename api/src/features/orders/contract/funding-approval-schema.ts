import { calendarDay } from '../../../shared/schema-helpers.ts';
import { z } from '../../../shared/zod.ts';
import { fundingApprovalMessages as m } from './funding-approval.ts';

/** PUT /api/admin/orders/{id}/funding-approval: the day of the Förderzusage, or why the office goes ahead without it. */
export const fundingApprovalSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('approved'), date: calendarDay(m.date) }),
    z.object({
      kind: z.literal('proceed'),
      reason: z.string({ error: m.reason }).check(z.trim(), z.minLength(1, { error: m.reason }), z.maxLength(500, { error: m.reason })),
    }),
  ],
  { error: m.kind },
);
