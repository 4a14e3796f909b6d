import { z } from '../../../shared/zod.ts';

/**
 * The § 35c EStG certificate of an order (issue 41, ADR 063): what the office fills in because the invoice does
 * not know it, and the German answers when the certificate cannot be made.
 */
export const TAX_CERTIFICATE_TITLE =
  'Bescheinigung nach amtlich vorgeschriebenem Muster für energetische Maßnahmen bei zu eigenen Wohnzwecken genutzten Gebäuden (§ 35c EStG)';

export const taxCertificateMessages = {
  buildingYear: 'Bitte geben Sie das Jahr der Fertigstellung des Gebäudes als vierstellige Jahreszahl an.',
  tooYoung:
    'Das Gebäude muss bei Beginn der Maßnahme älter als zehn Jahre sein (§ 35c Abs. 1 Satz 2 EStG); bei diesem Baujahr ist es das nicht sicher.',
  ownerOccupied: 'Bitte geben Sie an, ob der Kunde das Gebäude selbst bewohnt (ja oder nein).',
  notPaid: 'Die Bescheinigung nach § 35c EStG gibt es erst, wenn die Schlussrechnung vollständig bezahlt ist.',
  business: 'Die Bescheinigung nach § 35c EStG gibt es nur für Privatkunden; dieser Auftrag ist für ein Unternehmen.',
  detailsMissing:
    'Für die Bescheinigung nach § 35c EStG fehlen noch das Baujahr des Gebäudes und die Angabe, ob der Kunde es selbst bewohnt (Auftragsseite).',
  notOwnerOccupied: 'Die Bescheinigung nach § 35c EStG gibt es nur für ein Gebäude, das der Kunde selbst bewohnt.',
  orderNotFound: 'Diesen Auftrag gibt es nicht.',
  begFunding:
    'Dieser Auftrag steht unter der Förderbedingung der BEG EM. Für eine Maßnahme, die mit BEG-Mitteln gefördert wird, ' +
    'gibt es keine Steuerermäßigung nach § 35c EStG (§ 35c Abs. 3 EStG); eine Bescheinigung wird darum nicht ausgestellt.',
} as const;

/** PUT /api/admin/orders/{id}/tax-certificate: the year the building was finished and whether the customer lives in it. */
export const taxCertificateDetailsSchema = z.object({
  buildingYear: z
    .int({ error: taxCertificateMessages.buildingYear })
    .check(
      z.minimum(1000, { error: taxCertificateMessages.buildingYear }),
      z.maximum(9999, { error: taxCertificateMessages.buildingYear }),
    ),
  ownerOccupied: z.boolean({ error: taxCertificateMessages.ownerOccupied }),
});
export type TaxCertificateDetails = z.output<typeof taxCertificateDetailsSchema>;

/**
 * Older than ten years when the measure began: with years only that is sure from the eleventh year on (a
 * building finished in December 2015 is not ten years old in January 2025).
 */
export const oldEnough = (buildingYear: number, startYear: number) => startYear - buildingYear >= 11;
