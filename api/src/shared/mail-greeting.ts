import type { Salutation } from './labels.ts';

/** Whom a mail or letter greets: the salutation and last name where the record knows them. */
export interface Addressee {
  salutation?: Salutation | null;
  lastName?: string | null;
}

const titles: Partial<Record<Salutation, string>> = { frau: 'Frau', herr: 'Herr' };

/**
 * The first line of every mail and letter (DIN 5008): "Guten Tag Frau Muster," when the salutation is
 * known, otherwise "Guten Tag,". A formal German letter does not greet with first and last name, and a
 * name alone says nothing of Frau or Herr; "Firma" and "divers" have no title before a name.
 */
export function greeting({ salutation, lastName }: Addressee = {}): string {
  const title = salutation ? titles[salutation] : undefined;
  const name = lastName?.trim();
  return title && name ? `Guten Tag ${title} ${name},` : 'Guten Tag,';
}
