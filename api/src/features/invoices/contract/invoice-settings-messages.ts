/** The German messages of Einstellungen → Rechnungen. */
export const invoiceSettingsMessages = {
  paymentTermDays: 'Bitte geben Sie ein Zahlungsziel von 0 bis 365 Tagen an.',
  depositPercent: 'Bitte geben Sie einen Anzahlungsanteil von 1 bis 100 % an.',
  dunningDays: 'Bitte geben Sie für jede Mahnstufe 1 bis 90 Tage an.',
  dunningFee: 'Bitte geben Sie eine Mahngebühr von 0,00 € bis 10,00 € an.',
  baseRateDay: 'Bitte geben Sie für jeden Basiszinssatz das Datum an, ab dem er gilt (JJJJ-MM-TT).',
  baseRate: 'Bitte geben Sie den Basiszinssatz in Prozent an (zwischen −10 und 20).',
  baseRatesEmpty: 'Bitte geben Sie mindestens einen Basiszinssatz an.',
  baseRateTwice: 'Für jedes Datum kann nur ein Basiszinssatz gelten.',
  saved: 'Die Rechnungseinstellungen sind gespeichert.',
} as const;
