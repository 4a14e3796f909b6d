/** The German texts of the declared element values (element-values.ts) and the funding thresholds. */
export const elementValueMessages = {
  kind: 'Bitte wählen Sie die Art des Elements (Fenster, Dachfenster oder Außentür).',
  u: 'Der U-Wert (Uw bzw. Ud) muss eine Zahl über 0 mit höchstens zwei Nachkommastellen sein, z. B. 0,95.',
  ug: 'Der Ug-Wert muss eine Zahl über 0 mit höchstens zwei Nachkommastellen sein, z. B. 0,5.',
  g: 'Der g-Wert muss zwischen 0,01 und 1,00 liegen, z. B. 0,50.',
  rw: 'Das Schalldämmmaß Rw muss eine ganze Zahl von 1 bis 80 dB sein.',
  rc: 'Die Widerstandsklasse muss RC1N, RC2N, RC2, RC3 oder RC4 sein.',
  thresholdSource: 'Bitte geben Sie die Quelle der Mindestanforderungen an (höchstens 300 Zeichen).',
  thresholdDate: 'Bitte geben Sie den Stand der Mindestanforderungen als Datum zwischen dem 01.01.2000 und dem 31.12.2099 an.',
} as const;
