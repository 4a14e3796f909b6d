import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { safeParse } from 'zod/mini';
import type { Database } from '../../platform/db/client.ts';
import { leads } from '../../platform/db/schema.ts';
import { staffActor } from '../../platform/http/actor.ts';
import type { SignedInEnv } from '../../platform/http/env.ts';
import { answerRepeat, idempotencyKeyOf, isAnswered } from '../../platform/http/idempotency.ts';
import { readMultipartBody } from '../../platform/http/multipart-body.ts';
import { permit } from '../../platform/http/permit.ts';
import { imageAnswer } from '../../platform/http/image-answer.ts';
import { fail, ValidationFailure } from '../../platform/http/request-errors.ts';
import { validate } from '../../platform/http/validate.ts';
import { apiMessages } from '../../shared/messages.ts';
import { idParamSchema } from '../../shared/request-schemas.ts';
import { fieldErrors } from '../../shared/validation.ts';
import { z } from '../../shared/zod.ts';
import { readSetting, writeSetting } from '../settings/app-settings.ts';
import { aufmassFilename, renderAufmass } from './aufmass-document.ts';
import { aufmassPhotos } from './aufmass-files.ts';
import { aufmassJson, aufmassVersions } from './aufmass-json.ts';
import { jointSetting } from './aufmass-setting.ts';
import { aufmassRecordSchema, aufmassSettingsSchema, STORED_PHOTO_NAME, type AufmassScreenJson } from './contract/aufmass.ts';
import { aufmassMessages as m } from './contract/aufmass-messages.ts';
import { prefillFromLead } from './prefill.ts';
import { quoteFromAufmass } from './quote-from-aufmass.ts';
import { recordAufmass, storedPhotoNames } from './record-aufmass.ts';

const versionQuerySchema = z.object({ version: z.optional(z.pipe(z.string().check(z.regex(/^[1-9][0-9]{0,5}$/)), z.transform(Number))) });
const photoParamSchema = z.object({
  id: idParamSchema.shape.id,
  name: z.string().check(z.regex(STORED_PHOTO_NAME)),
});

/** The record's JSON, checked like any JSON body (a German 400 naming the field). */
function parseRecord(json: unknown) {
  const result = safeParse(aufmassRecordSchema, json);
  if (!result.success) throw new ValidationFailure(apiMessages.invalidInput, fieldErrors(result.error));
  return result.data;
}

/**
 * /api/admin/leads/{id}/aufmass: the fitter's Aufmaß of a lead (issue 48), its protocol, its photos and the
 * quote made from it; /api/admin/settings/aufmass: the installation joint. Measuring and quoting are the
 * sales team's work, so the lead's write permission guards the writes and its read permission the reads.
 */
export function adminAufmassRoutes({ db, uploadDir }: { db: Database; uploadDir: string }) {
  const existingLead = async (id: number) => {
    const [lead] = await db.select().from(leads).where(eq(leads.id, id));
    return lead ?? fail(404, m.leadNotFound);
  };
  const version = async (leadId: number, wanted: number | undefined) => {
    const rows = await aufmassVersions(db, leadId);
    const row = wanted === undefined ? rows[0] : rows.find((candidate) => candidate.version === wanted);
    return row ?? fail(404, m.notFound);
  };
  return new Hono<SignedInEnv>()
    .get('/leads/:id/aufmass', permit('leads.read'), validate('param', idParamSchema), async (c) => {
      const lead = await existingLead(c.req.valid('param').id);
      const rows = await aufmassVersions(db, lead.id);
      const answer: AufmassScreenJson = {
        jointMm: await readSetting(db, jointSetting),
        latest: rows[0] ? await aufmassJson(db, rows[0]) : null,
        versions: rows.map((row) => ({
          id: row.id,
          version: row.version,
          measuredOn: row.measuredOn,
          createdAt: row.createdAt.toISOString(),
          quoteId: row.quoteId,
        })),
        prefill: prefillFromLead(lead),
      };
      return c.json(answer);
    })
    .post('/leads/:id/aufmass', permit('leads.write'), validate('param', idParamSchema), async (c) => {
      const key = idempotencyKeyOf(c, 'aufmass');
      if (key && (await isAnswered(db, key))) return answerRepeat(c, db, key);
      const lead = await existingLead(c.req.valid('param').id);
      const { json, parts } = await readMultipartBody(c, 'record');
      const outcome = await recordAufmass({ db, uploadDir }, lead.id, parseRecord(json), parts, { actor: staffActor(c), key });
      if (outcome.repeated && key) return answerRepeat(c, db, key);
      return c.json(outcome.body, 201);
    })
    .get(
      '/leads/:id/aufmass/pdf',
      permit('leads.read'),
      validate('param', idParamSchema),
      validate('query', versionQuerySchema),
      async (c) => {
        const lead = await existingLead(c.req.valid('param').id);
        const row = await version(lead.id, c.req.valid('query').version);
        const pdf = await renderAufmass(db, uploadDir, lead, await aufmassJson(db, row));
        return c.body(new Uint8Array(pdf), 200, {
          'Content-Type': 'application/pdf',
          'Content-Disposition': `attachment; filename="${aufmassFilename(lead.reference, row.version)}"`,
          'Cache-Control': 'no-store',
        });
      },
    )
    .get('/leads/:id/aufmass/photos/:name', permit('leads.read'), validate('param', photoParamSchema), async (c) => {
      const { id, name } = c.req.valid('param');
      // Only a photo some version of this lead's Aufmaß names is answered.
      const named = (await storedPhotoNames(db, id)).has(name);
      const data = named ? await aufmassPhotos(uploadDir).read(id, name) : null;
      if (!data) fail(404, m.notFound);
      return imageAnswer(c, data, name);
    })
    .post('/leads/:id/aufmass/quote', permit('quotes'), validate('param', idParamSchema), async (c) => {
      const lead = await existingLead(c.req.valid('param').id);
      const outcome = await quoteFromAufmass(db, lead.id, staffActor(c).username);
      return c.json(outcome, outcome.created ? 201 : 200);
    })
    .get('/settings/aufmass', permit('leads.read'), async (c) => c.json({ jointMm: await readSetting(db, jointSetting) }))
    .put('/settings/aufmass', permit('settings'), validate('json', aufmassSettingsSchema), async (c) => {
      const { jointMm } = c.req.valid('json');
      await writeSetting(db, jointSetting, jointMm, staffActor(c).username);
      return c.json({ jointMm });
    });
}
