import type { Database } from '../../platform/db/client.ts';
import { z } from '../../shared/zod.ts';
import { readSetting, writeSetting, type SettingDefinition } from '../settings/app-settings.ts';
import { settingKeys } from '../settings/setting-keys.ts';
import { processedMarks, readerStates, type ProcessedMark, type ReaderState } from './contract/inbound-mail.ts';

/**
 * The reader's memory, in `settings` so every process and the settings screen see it (ADR 083): how far
 * the mailbox was read (its UIDVALIDITY and the last UID stored), the connection's state, and how the
 * server's copy of a read mail is marked.
 */

export interface Checkpoint {
  uidValidity: number;
  uid: number;
}

const checkpointSetting: SettingDefinition<Checkpoint | null> = {
  key: settingKeys.inboundMailCheckpoint,
  schema: z.nullable(z.object({ uidValidity: z.number(), uid: z.number() })),
  defaultValue: null,
};

export interface ReaderStatus {
  state: ReaderState;
  lastReadAt: string | null;
  lastError: string | null;
  failingSince: string | null;
  /** The Berlin day the owner was last told the mailbox cannot be reached. */
  reportedDay: string | null;
}

const statusSetting: SettingDefinition<ReaderStatus> = {
  key: settingKeys.inboundMailStatus,
  schema: z.object({
    state: z.enum(readerStates),
    lastReadAt: z.nullable(z.string()),
    lastError: z.nullable(z.string()),
    failingSince: z.nullable(z.string()),
    reportedDay: z.nullable(z.string()),
  }),
  defaultValue: { state: 'getrennt', lastReadAt: null, lastError: null, failingSince: null, reportedDay: null },
};

const processedSetting: SettingDefinition<ProcessedMark> = {
  key: settingKeys.inboundMailProcessed,
  schema: z.enum(processedMarks),
  defaultValue: 'flag',
};

const SYSTEM = 'system';

export const readCheckpoint = (db: Database) => readSetting(db, checkpointSetting);
export const saveCheckpoint = (db: Database, checkpoint: Checkpoint) => writeSetting(db, checkpointSetting, checkpoint, SYSTEM);
export const readReaderStatus = (db: Database) => readSetting(db, statusSetting);
export const saveReaderStatus = (db: Database, status: ReaderStatus) => writeSetting(db, statusSetting, status, SYSTEM);
export const readProcessedMark = (db: Database) => readSetting(db, processedSetting);
export const saveProcessedMark = (db: Database, mark: ProcessedMark, by: string) => writeSetting(db, processedSetting, mark, by);
