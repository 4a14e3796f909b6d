/**
 * The IBAN's checksum (ISO 13616, mod 97): letters count as 10–35, the first four characters move to the
 * end, and the number must leave 1 when divided by 97. Computed in chunks, because the number has up to
 * 34 digits – more than a JavaScript number holds exactly.
 */
export function normaliseIban(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

export function ibanChecksumIsValid(iban: string): boolean {
  const rearranged = `${iban.slice(4)}${iban.slice(0, 4)}`;
  let remainder = 0;
  for (const character of rearranged) {
    const digits = /[A-Z]/.test(character) ? String(character.charCodeAt(0) - 55) : character;
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** The IBAN in groups of four, as it is printed: DE89 3704 0044 0532 0130 00. */
export function formatIban(iban: string): string {
  return normaliseIban(iban).replace(/(.{4})(?=.)/g, '$1 ');
}
