import { eq, max } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { aufmassRecords, idempotencyKeys, leadHistory, type AufmassOpeningRecord } from '../../platform/db/schema.ts';
import type { StaffActor } from '../../platform/http/actor.ts';
import { isRepeatedKey, rememberedAnswer } from '../../platform/http/idempotency.ts';
import type { MultipartParts } from '../../platform/http/multipart-body.ts';
import { fail, ValidationFailure } from '../../platform/http/request-errors.ts';
import { berlinDay } from '../../shared/dates.ts';
import { formatSizeMm } from '../../shared/format.ts';
import { apiMessages } from '../../shared/messages.ts';
import { readSetting } from '../settings/app-settings.ts';
import { createElementPricer } from '../catalogue/element-pricer.ts';
import { aufmassPhotos } from './aufmass-files.ts';
import { jointSetting } from './aufmass-setting.ts';
import type { AufmassOpeningInput, AufmassRecordInput } from './contract/aufmass.ts';
import { aufmassMessages as m } from './contract/aufmass-messages.ts';
import { orderSize } from './contract/order-size.ts';

/** What POST …/aufmass answers: the version and each opening's order size. */
export interface RecordedAufmass {
  version: number;
  jointMm: number;
  openings: { position: string; orderWidthMm: number; orderHeightMm: number }[];
}

const part = (parts: MultipartParts, name: string) => {
  const value = parts[name];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * Checks what the form cannot: the day is not ahead of today, every opening leaves an order size after the
 * joints, each product and option is in the catalogue, each photo part is named once. German messages at
 * the field, as every 400 of the API.
 */
async function checkRecord(db: Database, leadId: number, record: AufmassRecordInput, jointMm: number, now: Date): Promise<void> {
  const issues: Record<string, string[]> = {};
  const earlierPhotos = await storedPhotoNames(db, leadId);
  if (record.measuredOn > berlinDay(now)) issues['measuredOn'] = [m.measuredOnFuture];
  const price = createElementPricer(db);
  const seen = new Set<string>();
  for (const [index, opening] of record.openings.entries()) {
    if (!orderSize(opening, jointMm)) issues[`openings.${index}.roughWidthMm`] = [m.tooSmall];
    if (opening.productId !== null) {
      const priced = await price({ ...opening, productId: opening.productId, sizeMm: null, breite: null, hoehe: null });
      if ('error' in priced)
        issues[`openings.${index}.productId`] = [priced.error === 'product' ? m.productNotFound : m.optionNotAvailable];
    }
    for (const name of opening.photos) {
      if (seen.has(name)) issues[`openings.${index}.photos`] = [m.photoTwice];
      seen.add(name);
    }
    for (const name of opening.keptPhotos) {
      if (!earlierPhotos.has(name)) issues[`openings.${index}.keptPhotos`] = [m.photoUnknown];
      else if (seen.has(name)) issues[`openings.${index}.keptPhotos`] = [m.photoTwice];
      seen.add(name);
    }
  }
  if (Object.keys(issues).length > 0) throw new ValidationFailure(apiMessages.invalidInput, issues);
}

/** The photos some version of the lead's Aufmaß stored: the only ones a new version may keep. */
export async function storedPhotoNames(db: Database, leadId: number): Promise<Set<string>> {
  const rows = await db.select({ openings: aufmassRecords.openings }).from(aufmassRecords).where(eq(aufmassRecords.leadId, leadId));
  return new Set(rows.flatMap((row) => row.openings.flatMap((opening) => opening.photos)));
}

/** The opening as stored: its order size, and the kept photos before the new ones in one list. */
function storedOpening({ keptPhotos, ...opening }: AufmassOpeningInput, jointMm: number, newPhotos: string[]): AufmassOpeningRecord {
  return { ...opening, ...orderSize(opening, jointMm)!, photos: [...keptPhotos, ...newPhotos] };
}

/**
 * Saves a new version of the lead's Aufmaß (issue 48): the new photos are re-encoded and stored first (those
 * an earlier version stored and this one keeps are named, not sent again; the files stay until the lead goes), then the
 * record, a line in the lead's history and the answer under the Idempotency-Key in one batch. The version is
 * counted inside the insert, so two fitters saving at once get two versions, never one overwritten. A resend
 * of the same submission (the phone retries when the connection is back) finds its key and stores nothing.
 */
export async function recordAufmass(
  { db, uploadDir }: { db: Database; uploadDir: string },
  leadId: number,
  record: AufmassRecordInput,
  parts: MultipartParts,
  { actor, key, now = new Date() }: { actor: StaffActor; key: string | undefined; now?: Date },
): Promise<{ body: RecordedAufmass; repeated: boolean }> {
  const jointMm = await readSetting(db, jointSetting);
  await checkRecord(db, leadId, record, jointMm, now);
  const photos = aufmassPhotos(uploadDir);
  const stored: string[] = [];
  try {
    const openings: AufmassOpeningRecord[] = [];
    for (const opening of record.openings) {
      const names: string[] = [];
      for (const name of opening.photos) {
        const file = part(parts, name);
        if (!(file instanceof File)) fail(400, m.photoMissing);
        names.push(await photos.store(leadId, file));
        stored.push(names.at(-1)!);
      }
      openings.push(storedOpening(opening, jointMm, names));
    }
    const summary = openings.map(({ position, orderWidthMm, orderHeightMm }) => ({ position, orderWidthMm, orderHeightMm }));
    const history = `Aufmaß gespeichert: ${openings.length} ${openings.length === 1 ? 'Öffnung' : 'Öffnungen'} (${openings
      .map((opening) => `${opening.position} ${formatSizeMm({ width: opening.orderWidthMm, height: opening.orderHeightMm })}`)
      .join(', ')})`;
    // Two fitters saving at once count the same next version: the unique (lead, version) index refuses the
    // second, which counts again; the answer and its key go into the same commit as the record.
    for (let attempt = 1; ; attempt++) {
      const version = (await latestVersion(db, leadId)) + 1;
      const body: RecordedAufmass = { version, jointMm, openings: summary };
      try {
        await db.batch([
          db.insert(aufmassRecords).values({
            leadId,
            version,
            measuredOn: record.measuredOn,
            fitterName: record.fitterName,
            jointMm,
            openings,
            note: record.note,
            createdBy: actor.username,
            createdAt: now,
          }),
          db.insert(leadHistory).values({ leadId, at: now, by: actor.username, kind: 'note', text: `${history} – Version ${version}` }),
          ...(key ? [db.insert(idempotencyKeys).values(rememberedAnswer(key, 201, body, now))] : []),
        ]);
        return { body, repeated: false };
      } catch (error) {
        if (attempt < 5 && String(error).includes('aufmass_records.lead_id')) continue;
        throw error;
      }
    }
  } catch (error) {
    await photos.remove(leadId, stored);
    if (key && isRepeatedKey(error)) return { body: { version: 0, jointMm, openings: [] }, repeated: true };
    throw error;
  }
}

async function latestVersion(db: Database, leadId: number): Promise<number> {
  const [row] = await db
    .select({ version: max(aufmassRecords.version) })
    .from(aufmassRecords)
    .where(eq(aufmassRecords.leadId, leadId));
  return row?.version ?? 0;
}
