import { letterSender, type LetterSender } from '../documents/letter/sender.ts';
import type { SellerParty } from './contract/invoices.ts';

/** The seller an invoice has kept, as the letter prints it: invoices and their dunning letters show the company as it was when issued. */
export function sellerSender(seller: SellerParty): LetterSender {
  return letterSender({ ...seller, heading: seller.name, phone: seller.phoneDisplay ?? seller.phone });
}
