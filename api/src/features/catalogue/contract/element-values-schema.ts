import { z } from '../../../shared/zod.ts';
import { elementValueMessages as m } from './element-value-messages.ts';
import { elementKinds, rcClasses } from '../../../shared/element-values.ts';
import { optionValueChangesOrNull } from './element-with-options.ts';

const hundredths = (max: number, message: string) =>
  z.int({ error: message }).check(z.minimum(1, { error: message }), z.maximum(max, { error: message }));

const measured = {
  ug: z._default(z.nullable(hundredths(1000, m.ug)), null),
  g: z._default(z.nullable(hundredths(100, m.g)), null),
  rw: z._default(z.nullable(z.int({ error: m.rw }).check(z.minimum(1, { error: m.rw }), z.maximum(80, { error: m.rw }))), null),
  rc: z._default(z.nullable(z.enum(rcClasses, { error: m.rc })), null),
};

/** The declared values as the product form and the quote lines send them (ADR 063). */
export const elementValuesSchema = z.object({ kind: z.enum(elementKinds, { error: m.kind }), u: hundredths(1000, m.u), ...measured });

/** What an option sets for the element (element-with-options.ts); all null is stored as no change. */
export const optionValueChangesSchema = z.pipe(
  z.object({ u: z._default(z.nullable(hundredths(1000, m.u)), null), ...measured }),
  z.transform(optionValueChangesOrNull),
);
