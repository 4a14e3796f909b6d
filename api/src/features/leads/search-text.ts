/**
 * The inbox search compares folded text: lower case (umlauts included, which SQLite's lower() leaves
 * alone) and ß as ss, so "MÜLLER" finds "Müller" and "GRÖSSE" finds "Größe". A lead stores its folded
 * name, e-mail, PLZ and reference when it is written, so a search reads one column instead of folding
 * every row on every request. Rows from before the column were folded by migration 0004.
 */
export function foldForSearch(text: string): string {
  return text.normalize('NFC').toLowerCase().replace(/ß/g, 'ss');
}

export function leadSearchText(lead: {
  vorname: string;
  nachname: string;
  email: string;
  plz?: string | undefined;
  reference: string;
}): string {
  return foldForSearch([lead.vorname, lead.nachname, lead.email, lead.plz ?? '', lead.reference].join(' '));
}
