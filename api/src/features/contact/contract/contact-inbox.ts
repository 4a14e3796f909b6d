import type { ContactSubject, LeadStatus, Salutation } from '../../../shared/labels.ts';
import { leadFilterShape } from '../../leads/contract/leads-admin.ts';
import { pagingShape } from '../../../shared/request-schemas.ts';
import { z } from '../../../shared/zod.ts';

/**
 * The inbox's tab "Nachrichten": contact messages, worked through like leads (docs/decisions/016).
 * Search, status, the completed checkbox and paging read as in the lead list.
 */
export const messageQuerySchema = z.object({
  q: leadFilterShape.q,
  status: leadFilterShape.status,
  showCompleted: leadFilterShape.showCompleted,
  ...pagingShape,
});
export type MessageQuery = z.output<typeof messageQuerySchema>;

export interface ContactMessageJson {
  id: number;
  reference: string;
  salutation: Salutation;
  companyName: string;
  contactPerson: string;
  name: string;
  email: string;
  phone: string;
  subject: ContactSubject;
  message: string;
  status: LeadStatus;
  /** False until someone marked it read (or changed its status): counted as new in the sidebar. */
  opened: boolean;
  privacyConsentAt: string;
  privacyConsentVersion: string;
  created_at: string;
}

export interface MessageListJson {
  messages: ContactMessageJson[];
  total: number;
  page: number;
  pageSize: number;
}
