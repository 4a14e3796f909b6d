import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { productLines } from '../../platform/db/schema.ts';

export interface PublicProductLine {
  id: number;
  name: string;
  description: string;
}

/**
 * The lines the home page shows: active top-level lines, highest priority first. Child lines are
 * sub-ranges for the back office and would repeat their parent on the home page.
 */
export function listPublicProductLines(db: Database): Promise<PublicProductLine[]> {
  return db
    .select({ id: productLines.id, name: productLines.name, description: productLines.description })
    .from(productLines)
    .where(and(eq(productLines.active, true), isNull(productLines.parentId)))
    .orderBy(desc(productLines.priority), asc(productLines.name), asc(productLines.id));
}
