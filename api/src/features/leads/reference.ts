import { randomInt } from 'node:crypto';

/** Letters and digits that cannot be mistaken for each other on the phone (no 0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A request number such as "A-7K3M9Q": A for quote requests, K for contact messages. */
export function newReference(prefix: 'A' | 'K'): string {
  let code = '';
  for (let index = 0; index < 6; index += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return `${prefix}-${code}`;
}
