import { z } from '../../../shared/zod.ts';
import { dunningMessages } from './dunning-messages.ts';
import { dunningLevels, type DunningFigures, type DunningLevel } from './dunning.ts';

/** GET /api/admin/dunning: one row of "Fällige Mahnungen". */
export interface DueDunningJson {
  invoiceId: number;
  number: string;
  customerName: string;
  customerEmail: string | null;
  business: boolean;
  dueDate: string;
  level: DunningLevel;
  /** The levels already sent, with their day. */
  sent: Partial<Record<DunningLevel, string>>;
  figures: DunningFigures;
}

/** POST /api/admin/dunning/{id}: the level the office looked at; refused unless it is the one due next. */
export const sendDunningSchema = z.object({ level: z.enum(dunningLevels, { error: dunningMessages.level }) });
