/**
 * "12,5" and "12.5" are both twelve and a half; an empty field is no value. Kept apart from the
 * funnel's request module so the configurator does not load the funnel's zod schemas with it (ADR 015).
 */
export function parseNumber(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  return trimmed === '' ? null : Number(trimmed);
}
