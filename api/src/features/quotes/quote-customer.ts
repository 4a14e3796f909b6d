import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { type leads, users } from '../../platform/db/schema.ts';
import { addressColumnKey, type AddressPart, type AddressPrefix } from '../../shared/address-fields.ts';
import type { QuoteCustomerBody } from './contract/quote-customer-schema.ts';
import { postalAddressParts, sameAddress } from './contract/quote-customer.ts';
import type { PostalAddress } from '../documents/contract/lines.ts';

type Lead = Pick<typeof leads.$inferSelect, 'vorname' | 'nachname' | 'email' | 'telefon' | 'plz'>;
type Account = typeof users.$inferSelect;

/** The quote's columns that say who it is addressed to. */
export interface QuoteCustomerColumns {
  customerName: string;
  customerCompany: string;
  customerPhone: string;
  customerAddress: PostalAddress | null;
  installationAddress: PostalAddress | null;
}

/** null when every part is empty: no address rather than an empty one. */
function addressOrNull(address: PostalAddress): PostalAddress | null {
  return postalAddressParts.some((part) => address[part].trim()) ? address : null;
}

/** An account's address block (own, billing_ or delivery_) as a postal address; the house number joins the street. */
function accountAddress(account: Account, prefix: AddressPrefix): PostalAddress | null {
  const column = (part: AddressPart) => account[addressColumnKey(`${prefix}${part}`)].trim();
  return addressOrNull({
    street: [column('street'), column('house_number')].filter(Boolean).join(' '),
    postcode: column('postal_code'),
    city: column('city'),
  });
}

/**
 * The funnel asks only for a "PLZ", which people often type with the town ("12345 Musterstadt"): five
 * digits become the postcode and what follows the city; anything else is kept as the city, for the
 * operator to complete.
 */
function leadAddress(plz: string): PostalAddress | null {
  const typed = plz.trim();
  const match = /^(\d{5})\b[\s,]*(.*)$/.exec(typed);
  return addressOrNull(match ? { street: '', postcode: match[1]!, city: match[2]!.trim() } : { street: '', postcode: '', city: typed });
}

/**
 * Who a new draft is addressed to: the customer's account when the lead came from one (its postal address,
 * else its billing address; its delivery address as the installation address when that differs), else
 * the lead's own name, phone and PLZ.
 */
export async function customerOfLead(db: Database, lead: Lead, userId: number | null): Promise<QuoteCustomerColumns> {
  const [account] = userId === null ? [] : await db.select().from(users).where(eq(users.id, userId));
  const leadName = `${lead.vorname} ${lead.nachname}`.trim();
  if (!account) {
    return {
      customerName: leadName,
      customerCompany: '',
      customerPhone: lead.telefon.trim(),
      customerAddress: leadAddress(lead.plz),
      installationAddress: null,
    };
  }
  const postal = accountAddress(account, '') ?? accountAddress(account, 'billing_') ?? leadAddress(lead.plz);
  const delivery = accountAddress(account, 'delivery_');
  return {
    customerName: `${account.firstName} ${account.lastName}`.trim() || leadName,
    customerCompany: (account.company.trim() || account.billingCompany.trim()).slice(0, 200),
    customerPhone: account.phone.trim() || lead.telefon.trim(),
    customerAddress: postal,
    installationAddress: delivery && !sameAddress(delivery, postal) ? delivery : null,
  };
}

/** The columns of the editor's customer fields. */
export function customerColumns(customer: QuoteCustomerBody): QuoteCustomerColumns {
  const address = customer.address && addressOrNull(customer.address);
  return {
    customerName: customer.name,
    customerCompany: customer.company,
    customerPhone: customer.phone,
    customerAddress: address,
    installationAddress:
      customer.installationAddress && !sameAddress(customer.installationAddress, address) ? customer.installationAddress : null,
  };
}
