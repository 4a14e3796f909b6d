/**
 * The check a review passes before it is published (issue 38, ADR 060): a short list of what is never
 * lawful to publish – insults (§ 185 StGB) and other people's contact data (Art. 6 DSGVO) – and nothing
 * else. It never looks at the stars or the tone: a finding only holds the review for a person's look
 * ("in Prüfung"); the office then publishes it or withholds it with a reason the customer sees.
 */

/** Word stems of insults; matched at the start of a word, case-insensitively, so "Betrügerbande" is found too. */
const insultStems = [
  'arschloch',
  'idiot',
  'vollidiot',
  'depp',
  'trottel',
  'wichser',
  'hurensohn',
  'schwachkopf',
  'penner',
  'missgeburt',
  'spast',
  'betrüger',
  'verbrecher',
  'abzocker',
  'drecksau',
  'dreckspack',
  'scheißkerl',
  'bastard',
  'fotze',
  'nazi',
];

const findings: { label: string; pattern: RegExp }[] = [
  { label: 'Mögliche Beleidigung', pattern: new RegExp(`(?<![\\p{L}])(${insultStems.join('|')})`, 'iu') },
  { label: 'E-Mail-Adresse', pattern: /[^\s@]+@[^\s@]+\.[^\s@]{2,}/u },
  // Seven digits or more, with the usual separators: a phone number, an IBAN or an account.
  { label: 'Telefonnummer oder Kontonummer', pattern: /(?:\+|\b)\d(?:[\s/()-]?\d){6,}/u },
  { label: 'Link', pattern: /\bhttps?:\/\/|\bwww\./iu },
];

/** What the list found in the text; empty: publish at once. */
export function contentFindings(text: string): string[] {
  return findings.filter(({ pattern }) => pattern.test(text)).map(({ label }) => label);
}
