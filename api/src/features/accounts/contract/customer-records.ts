import type { ContactSubject, ProductKind } from '../../../shared/labels.ts';

/** GET /api/customer/requests: the account's own requests and contact messages ("Mein Konto", issue 20). */
export interface CustomerRecordsJson {
  /** False until the account's address is confirmed: until then only requests from its saved configurations. */
  emailConfirmed: boolean;
  requests: { reference: string; createdAt: string; products: ProductKind[] }[];
  messages: { reference: string; createdAt: string; subject: ContactSubject }[];
}
