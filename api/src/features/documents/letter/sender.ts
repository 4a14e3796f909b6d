/**
 * Who writes the letter, as its letterhead, return line and footer print it. Built from the company data
 * as stored now (`companySender`) or from the seller an invoice has kept, so an invoice prints the
 * company as it was when issued; both through `letterSender`, so the same company reads the same.
 */
export interface LetterSender {
  /** The legal name: the PDF's author. */
  name: string;
  /** The big name at the top left. */
  heading: string;
  /** The lines at the top right: address, phone, e-mail. */
  contact: string[];
  /** The small underlined line above the recipient (DIN 5008). */
  returnLine: string;
  /** The footer's two lines; the second gets "Seite n von m". */
  footer: [string, string];
}

/** The company's data a letter prints. */
export interface SenderData {
  /** The legal name ("Fensterwerk Nord GmbH"). */
  name: string;
  /** The name at the top: the brand, or the legal name where no brand is kept. */
  heading: string;
  street: string;
  postcode: string;
  city: string;
  phone: string;
  email: string;
  /** "Geschäftsführer: … · Amtsgericht …, HRB …" (§ 35a GmbHG). */
  legalInfo: string;
  vatId: string;
  taxNumber: string;
}

export function letterSender(data: SenderData): LetterSender {
  const address = `${data.street} · ${data.postcode} ${data.city}`;
  const contact = [data.street, `${data.postcode} ${data.city}`, `Telefon ${data.phone}`, data.email];
  return {
    name: data.name,
    heading: data.heading,
    // Under a brand the legal name heads the contact column, so the letter names who contracts.
    contact: data.heading === data.name ? contact : [data.name, ...contact],
    returnLine: `${data.name} · ${address}`,
    footer: [
      `${data.name} · ${address} · ${data.legalInfo}`,
      [data.vatId && `USt-IdNr. ${data.vatId}`, data.taxNumber && `Steuernummer ${data.taxNumber}`].filter(Boolean).join(' · '),
    ],
  };
}
