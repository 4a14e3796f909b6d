/**
 * GET /api/admin/leads/:id/known: the person's other records ("bereits bekannt"), found by the same
 * e-mail address or the same phone number. Each list is newest first.
 */
export interface KnownRecordJson {
  id: number;
  /** The reference of a lead or message, the number of a quote or order. */
  number: string;
  /** When it came in or was created, ISO 8601. */
  date: string;
  status: string;
  statusLabel: string;
  /** The back office's address of the record. */
  href: string;
}

export interface KnownContactJson {
  /** True when any list holds a record. */
  known: boolean;
  leads: KnownRecordJson[];
  messages: KnownRecordJson[];
  quotes: KnownRecordJson[];
  orders: KnownRecordJson[];
}
