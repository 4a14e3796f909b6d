import type { Database } from '../../platform/db/client.ts';

/** What the quote and order routes need besides the database: links in mails, the operator's address, the mailer. */
export interface DocumentDependencies {
  db: Database;
  siteUrl: string;
  notifyEmail: string;
  wakeMailer: () => void;
}
