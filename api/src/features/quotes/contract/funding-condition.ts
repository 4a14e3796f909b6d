/**
 * The funding condition a quote carries when the office ticks it (issue 41, ADR 063): the BEG EM asks for a
 * contract that takes effect only with the funding approval, an aufschiebende Bedingung (§ 158 Abs. 1 BGB).
 * The text says what the customer must do before signing; the acceptance record keeps it as accepted.
 */
export const FUNDING_CONDITION_TITLE = 'Förderbedingung (aufschiebende Bedingung nach § 158 Abs. 1 BGB)';

export const FUNDING_CONDITION =
  'Der Vertrag wird erst mit der Förderzusage wirksam: Er steht unter der aufschiebenden Bedingung, dass das ' +
  'Bundesamt für Wirtschaft und Ausfuhrkontrolle (BAFA) Ihnen für die angebotenen Fenster und Außentüren einen ' +
  'Zuschuss aus der Bundesförderung für effiziente Gebäude – Einzelmaßnahmen (BEG EM) zusagt. Bitte beauftragen ' +
  'Sie vor Ihrer Unterschrift eine Energieeffizienz-Expertin oder einen Energieeffizienz-Experten (Energieeffizienz-' +
  'Expertenliste des Bundes); sie oder er bestätigt die Kennwerte je Position und erstellt die Technische ' +
  'Projektbeschreibung (TPB) bzw. die Bestätigung zum Antrag, deren Kennung Sie für den Förderantrag brauchen. ' +
  'Stellen Sie den Antrag beim BAFA, bevor mit der Ausführung begonnen wird. Wird die Förderung nicht zugesagt, ' +
  'wird der Vertrag nicht wirksam und es entstehen Ihnen keine Kosten.';
