/**
 * The Idempotency-Key of a form's submission attempt: the same key while the form's values are the same
 * (a second click after a lost answer retries that attempt, and the server answers it with the first
 * result instead of storing it twice), a new key once anything was changed.
 */
export function submissionKeys<Values extends object>(): (values: Values) => string {
  let attempt: { values: Values; key: string } | undefined;
  return (values) => {
    if (attempt?.values !== values) attempt = { values, key: randomUuid() };
    return attempt.key;
  };
}

/** A version 4 UUID from getRandomValues, which unlike crypto.randomUUID also works on plain-http pages. */
function randomUuid(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
