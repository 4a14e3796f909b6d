/** The keys of the `settings` table in one place, so no two features write the same one. */
export const settingKeys = {
  company: 'company',
  siteBuild: 'site-build',
  security: 'security',
  leadAssignment: 'leads.assignment',
  depositPercent: 'invoices.depositPercent',
  paymentTermDays: 'invoices.paymentTermDays',
  dunning: 'invoices.dunning',
  baseRates: 'invoices.baseRates',
  fundingThresholds: 'catalogue.fundingThresholds',
  bookkeeping: 'bookkeeping.datev',
  backupProblems: 'backups.problems',
  /** The daily backup job's lease: which process runs today's backup. */
  backupJob: 'backups.job',
  /** The weekly report's lease: the Monday whose report a process has sent (ADR 069). */
  weeklyReportJob: 'reports.weeklyJob',
  /** The choices of "Wie kam der Kunde zu uns?" on the lead page. */
  leadOrigins: 'leads.origins',
  /** The installation joint per side that turns a measured opening into its order size (issue 48). */
  aufmassJoint: 'aufmass.jointMm',
  /** The mailbox reader's place (UIDVALIDITY, last UID), its state, and how it marks what it read (ADR 083). */
  inboundMailCheckpoint: 'inboundMail.checkpoint',
  inboundMailStatus: 'inboundMail.status',
  inboundMailProcessed: 'inboundMail.processed',
  /** Where Bestellungen deliver to and the internal hourly rate of the Deckungsbeitrag (issue 49). */
  purchasing: 'purchasing',
} as const;

export const COMPANY_SETTING_KEY = settingKeys.company;
