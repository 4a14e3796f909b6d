import type { Database } from '../../platform/db/client.ts';
import { removeFoldersOfGoneLeads } from '../leads/lead-folders.ts';
import { aufmassPhotos } from './aufmass-files.ts';

/** The Aufmaß's photos of leads that no longer exist (retention, erasure), removed in the hourly maintenance. */
export const aufmassMaintenance = (db: Database, uploadDir: string) => removeFoldersOfGoneLeads(db, aufmassPhotos(uploadDir));
