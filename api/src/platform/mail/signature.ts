/** Labelled lines of a mail's text, the values aligned (the signatures themselves: features/settings/signature.ts). */
export function table(rows: { label: string; value: string }[]): string {
  const width = Math.max(...rows.map((row) => row.label.length));
  return rows.map((row) => `${`${row.label}:`.padEnd(width + 2)}${row.value.replace(/\n/g, `\n${' '.repeat(width + 2)}`)}`).join('\n');
}
