import { describeElementValues } from '../../../shared/element-values.ts';
import type { QuoteLine } from '../../documents/contract/lines.ts';

/** A position's text with its declared values and förderfähig badge below the options (ADR 063). */
export function lineDescription(line: Pick<QuoteLine, 'description' | 'values' | 'funding'>): string {
  return [line.description, line.values && describeElementValues(line.values), line.funding].filter(Boolean).join('\n');
}
