// The signature lives with the browser-safe modules (the reply dialog shows it); the mails import it from here.
export { customerSignature, signatureFor } from '../../shared/mail-signature.ts';

export function table(rows: { label: string; value: string }[]): string {
  const width = Math.max(...rows.map((row) => row.label.length));
  return rows.map((row) => `${`${row.label}:`.padEnd(width + 2)}${row.value.replace(/\n/g, `\n${' '.repeat(width + 2)}`)}`).join('\n');
}
