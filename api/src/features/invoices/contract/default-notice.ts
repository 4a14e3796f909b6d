/**
 * What the invoice says happens after its due date. For a consumer, default begins 30 days after due date
 * and receipt only if the invoice points this out (§ 286 Abs. 3 S. 1 BGB); the rates are those of
 * § 288 Abs. 1 and 2 BGB, the 40 € flat fee for businesses § 288 Abs. 5 BGB.
 */
export function defaultNoticeText(business: boolean): string {
  const consequence = business
    ? 'Während des Verzugs schulden Sie Verzugszinsen von 9 Prozentpunkten über dem Basiszinssatz (§ 288 Abs. 2 BGB) und eine Pauschale von 40 € (§ 288 Abs. 5 BGB).'
    : 'Während des Verzugs schulden Sie Verzugszinsen von 5 Prozentpunkten über dem Basiszinssatz (§ 288 Abs. 1 BGB).';
  return `Zahlen Sie nicht innerhalb von 30 Tagen nach Fälligkeit und Zugang dieser Rechnung, kommen Sie auch ohne Mahnung in Verzug (§ 286 Abs. 3 BGB). ${consequence}`;
}
