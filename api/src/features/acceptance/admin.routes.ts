import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { safeParse } from 'zod/mini';
import type { Database } from '../../platform/db/client.ts';
import { acceptanceDefects, acceptancePhotos, appointments } from '../../platform/db/schema.ts';
import type { SignedInEnv } from '../../platform/http/env.ts';
import { answerRepeat, idempotencyKeyOf, isAnswered } from '../../platform/http/idempotency.ts';
import { fail, ValidationFailure } from '../../platform/http/request-errors.ts';
import { readMultipartBody } from '../../platform/http/multipart-body.ts';
import { validate } from '../../platform/http/validate.ts';
import { apiMessages } from '../../shared/messages.ts';
import { fieldErrors } from '../../shared/validation.ts';
import { staffActor } from '../../platform/http/actor.ts';
import { idParamSchema } from '../../shared/request-schemas.ts';
import { findOrder } from '../orders/order-json.ts';
import type { DocumentDependencies } from '../documents/dependencies.ts';
import { acceptanceJson, findAcceptance } from './acceptance-json.ts';
import { protocolPdf, photoAnswer } from './acceptance-answers.ts';
import { acceptanceRecordSchema, acceptanceRequestSchema, defectParamSchema, defectUpdateSchema } from './contract/acceptance.ts';
import { acceptanceMessages as m } from './contract/acceptance-messages.ts';
import { recordAcceptance } from './record-acceptance.ts';
import { requestAcceptance } from './request-acceptance.ts';
import { permit } from '../../platform/http/permit.ts';

/** The record's JSON, checked like any JSON body (a German 400 naming the field). */
function parseRecord(json: unknown) {
  const result = safeParse(acceptanceRecordSchema, json);
  if (!result.success) throw new ValidationFailure(apiMessages.invalidInput, fieldErrors(result.error));
  return result.data;
}

/** /api/admin/orders/{id}/acceptance and …/defects: the Abnahme of an order (issue 37). */
export function adminAcceptanceRoutes(dependencies: DocumentDependencies & { uploadDir: string }) {
  const { db, uploadDir } = dependencies;
  const existingOrder = async (id: number) => (await findOrder(db, id)) ?? fail(404, m.orderNotFound);
  return new Hono<SignedInEnv>()
    .get('/:id/acceptance', permit('orders'), validate('param', idParamSchema), async (c) => {
      const order = await existingOrder(c.req.valid('param').id);
      const row = await findAcceptance(db, order.id);
      return c.json({ acceptance: row ? await acceptanceJson(db, row, order.lines) : null });
    })
    .post('/:id/acceptance', permit('orders'), validate('param', idParamSchema), async (c) => {
      const key = idempotencyKeyOf(c, 'acceptance');
      if (key && (await isAnswered(db, key))) return answerRepeat(c, db, key);
      const { json, parts } = await readMultipartBody(c, 'record');
      const record = parseRecord(json);
      const order = await existingOrder(c.req.valid('param').id);
      const outcome = await recordAcceptance({ db, uploadDir }, order, record, parts, { actor: staffActor(c), key });
      if (outcome.repeated && key) return answerRepeat(c, db, key);
      dependencies.wakeMailer();
      return c.json(outcome.body, 201);
    })
    .get('/:id/acceptance/pdf', permit('orders'), validate('param', idParamSchema), async (c) =>
      protocolPdf(c, db, uploadDir, await existingOrder(c.req.valid('param').id)),
    )
    .get('/:id/acceptance/photos/:defectId', permit('orders'), validate('param', defectParamSchema), async (c) => {
      const { id, defectId } = c.req.valid('param');
      const [photo] = await db
        .select()
        .from(acceptancePhotos)
        .where(and(eq(acceptancePhotos.orderId, id), eq(acceptancePhotos.id, defectId)));
      return photoAnswer(c, uploadDir, photo);
    })
    .post(
      '/:id/acceptance/request',
      permit('orders'),
      validate('param', idParamSchema),
      validate('json', acceptanceRequestSchema),
      async (c) => {
        const order = await existingOrder(c.req.valid('param').id);
        const answer = await requestAcceptance(dependencies, order, c.req.valid('json').workingDays, staffActor(c));
        dependencies.wakeMailer();
        return c.json(answer, 201);
      },
    )
    .put(
      '/:id/defects/:defectId',
      permit('orders'),
      validate('param', defectParamSchema),
      validate('json', defectUpdateSchema),
      async (c) => {
        const { id, defectId } = c.req.valid('param');
        const { state, appointmentId } = c.req.valid('json');
        if (appointmentId !== null && !(await isAppointmentOf(db, id, appointmentId))) fail(400, m.appointmentNotOfOrder);
        const changed = await db
          .update(acceptanceDefects)
          .set({ state, appointmentId, fixedAt: state === 'fixed' ? new Date() : null })
          .where(and(eq(acceptanceDefects.orderId, id), eq(acceptanceDefects.id, defectId)));
        if (changed.rowsAffected !== 1) fail(404, m.defectNotFound);
        const order = await existingOrder(id);
        const row = await findAcceptance(db, id);
        return c.json({ acceptance: row ? await acceptanceJson(db, row, order.lines) : null });
      },
    );
}

/**
 * The repair appointment of a defect is one of the order's own: an unknown number would fail the foreign
 * key (a 500), and another order's appointment would tell the office a wrong date for the repair.
 */
async function isAppointmentOf(db: Database, orderId: number, appointmentId: number) {
  const [row] = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(and(eq(appointments.id, appointmentId), eq(appointments.orderId, orderId)));
  return row !== undefined;
}
