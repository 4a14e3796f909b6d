/**
 * The back office's texts of the size price grid: spreadsheet import and export, the editor and the change
 * log's summary. Apart from price-grid-messages.ts, so the shop's bundle does not carry them (ADR 015).
 */
export const priceGridEditorMessages = {
  // Spreadsheet text: CSV import and export, pasted blocks (price-grid-table.ts)
  tableCorner: 'Höhe \\ Breite (mm)',
  tableEmpty: 'Die Tabelle ist leer.',
  tableShape:
    'Die erste Zeile braucht die Breiten in mm, jede weitere Zeile eine Höhe in mm und ihre Preise – getrennt durch Semikolon oder Tabulator.',
  unclosedQuote: (row: number) => `Zeile ${row}: Ein Anführungszeichen wird nicht geschlossen.`,
  notMillimetres: (row: number, column: number, text: string) => `Zeile ${row}, Spalte ${column}: „${text}“ ist keine Größe in mm.`,
  notAmount: (row: number, column: number, text: string) => `Zeile ${row}, Spalte ${column}: „${text}“ ist kein Betrag.`,
  negativeAmount: (row: number, column: number, text: string) =>
    `Zeile ${row}, Spalte ${column}: „${text}“ ist negativ; ein Preis darf nicht unter 0,00 € liegen.`,
  amountTooLarge: (row: number, column: number, text: string) =>
    `Zeile ${row}, Spalte ${column}: „${text}“ ist zu groß; höchstens 9.999.999,99 €.`,
  rowLength: (row: number, found: number, expected: number) =>
    `Zeile ${row} hat ${found} ${found === 1 ? 'Preis' : 'Preise'}, erwartet ${expected === 1 ? 'wird 1 Preis' : `werden ${expected} Preise`} (einer je Breite).`,
  blockTooLarge: 'Der eingefügte Block ist größer als das Raster ab dieser Zelle.',

  // The back office's grid editor
  editorTitle: (product: string) => `Preisraster – ${product}`,
  editorEmpty: 'Noch kein Preisraster – der Grundpreis gilt für jede Größe.',
  editorHelp:
    'Breiten und Höhen in mm, Preise in Euro (z. B. 1.234,50). Ein aus Excel oder LibreOffice kopierter Block lässt sich mit Strg+V in eine Zelle einfügen und füllt die Zellen ab dort nach rechts und unten.',
  createGrid: 'Raster anlegen',
  widthLabel: (position: number) => `Breite ${position} in mm`,
  heightLabel: (position: number) => `Höhe ${position} in mm`,
  cellLabel: (width: string, height: string) => `Preis für ${width || '?'} × ${height || '?'} mm`,
  onRequestShort: 'a. A.',
  /** Begins with the button's visible text, so voice control finds it by what it shows (WCAG 2.5.3). */
  onRequestLabel: (width: string, height: string) => `a. A. – auf Anfrage für ${width || '?'} × ${height || '?'} mm`,
  addWidth: 'Breite hinzufügen',
  addHeight: 'Höhe hinzufügen',
  removeWidth: (width: string) => `Breite ${width || '?'} mm entfernen`,
  removeHeight: (height: string) => `Höhe ${height || '?'} mm entfernen`,
  removeWidthConfirm: (width: string) => `Die Spalte ${width} mm enthält Preise. Spalte mit ihren Preisen entfernen?`,
  removeHeightConfirm: (height: string) => `Die Zeile ${height} mm enthält Preise. Zeile mit ihren Preisen entfernen?`,
  removeBreakpointTitle: 'Preise entfernen',
  millimetresRequired: 'Bitte geben Sie eine ganze Zahl in mm ein.',
  problemsTitle: 'Das Preisraster wurde nicht gespeichert:',
  exportCsv: 'CSV exportieren',
  importCsv: 'CSV importieren',
  fileReadFailed: 'Die Datei konnte nicht gelesen werden.',
  pasteTable: 'Aus Tabelle einfügen',
  pasteTableLabel: 'Tabelle mit Breiten in der ersten Zeile und Höhen in der ersten Spalte',
  applyTable: 'Tabelle übernehmen',
  replaceTitle: 'Raster ersetzen',
  replaceConfirm: 'Das aktuelle Raster wird durch die Tabelle ersetzt. Gespeichert wird erst mit „Speichern“.',
  replace: 'Ersetzen',
  removeGrid: 'Raster entfernen',
  removeGridConfirm: 'Preisraster wirklich entfernen? Das Produkt kostet dann in jeder Größe seinen Grundpreis.',
  gridSaved: 'Preisraster gespeichert',
  gridRemoved: 'Preisraster entfernt',
  gridSaveFailed: 'Das Preisraster konnte nicht gespeichert werden.',
  productsColumn: 'Preisraster',

  // The change log's summary of a grid change (change-values.ts)
  gridSize: (widths: number, heights: number) => `${widths} × ${heights}`,
  /** The product form's line about the product's grid, with the way into the editor. */
  formGrid: (widths: number, heights: number) => `Preisraster: ${widths} Breiten × ${heights} Höhen`,
  formNoGrid: 'Kein Preisraster: Der Grundpreis gilt für jede Größe.',
  formEditGrid: 'Preisraster bearbeiten',
  gridFields: 'Felder',
  widthsChanged: 'Breiten geändert',
  heightsChanged: 'Höhen geändert',
  pricesChanged: (count: number) => `${count} ${count === 1 ? 'Preis' : 'Preise'} geändert`,
  onRequest: 'auf Anfrage',
  moreCells: (count: number) => `${count} weitere`,
} as const;
