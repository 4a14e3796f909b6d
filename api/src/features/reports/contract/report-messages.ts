/** The weekly report's German texts that reach a person outside the mail itself (ADR 069). */
export const reportMessages = {
  sent: (count: number) =>
    count === 0
      ? 'Kein Inhaber möchte den Wochenbericht erhalten; es wurde keiner versendet.'
      : count === 1
        ? 'Der Wochenbericht ist an 1 Inhaber unterwegs.'
        : `Der Wochenbericht ist an ${count} Inhaber unterwegs.`,
  usage: 'Aufruf: npm run report -- weekly [--dry-run]',
  dryRunNobody: 'Kein Inhaber möchte den Wochenbericht erhalten. So sähe er aus:',
} as const;
