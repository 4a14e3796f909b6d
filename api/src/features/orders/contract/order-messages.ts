/** The orders' German messages: the API's refusals and the status dialog's hints. */
export const orderMessages = {
  status: 'Bitte wählen Sie einen gültigen Status.',
  orderNotFound: 'Diesen Auftrag gibt es nicht.',
  transition: 'Dieser Statuswechsel ist nicht möglich.',
  /** "Abschließen" while the order's Montage still lies ahead (order-status.ts). */
  montageAhead: (time: string) =>
    `Die Montage dieses Auftrags ist erst am ${time}. Bitte bestätigen Sie, dass Sie den Auftrag trotzdem schon abschließen.`,
  cancelReason: 'Bitte geben Sie einen Grund für die Stornierung an (höchstens 500 Zeichen).',
  customerNote: 'Die Nachricht an den Kunden darf höchstens 1000 Zeichen lang sein.',
  notifyCustomer: 'Bitte geben Sie an, ob der Kunde eine E-Mail bekommt.',
} as const;
