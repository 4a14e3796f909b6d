import type { QuoteStatus } from './quotes.ts';

/**
 * Versions of a quote (issue 20): "Neue Version" copies a sent quote, or one the customer asked changes
 * for, as a draft with the same number and the next version; sending it supersedes the older versions.
 * The German texts of the API's refusals and of the back office's buttons and prompts live here.
 */

/** A quote's versions as the editor lists them (GET /api/admin/quotes/{id}/versions), oldest first. */
export interface QuoteVersionJson {
  id: number;
  number: string;
  version: number;
  status: QuoteStatus;
  createdAt: string;
  sentAt: string | null;
}

/** The statuses a new version can be made from: the customer has the quote and has not accepted it. */
export const versionableStatuses: readonly QuoteStatus[] = ['sent', 'changes_requested'];

export const quoteVersionMessages = {
  ofDraft: 'Ein Entwurf wird direkt bearbeitet; eine neue Version gibt es erst von einem versendeten Angebot.',
  ofAccepted: 'Dieses Angebot wurde angenommen; eine neue Version ist nicht mehr möglich.',
  ofSuperseded: 'Dieses Angebot ist bereits durch eine neuere Version ersetzt.',
  newerExists: (label: string) => `Zu diesem Angebot gibt es bereits die neuere Version ${label}.`,
  olderAccepted: (label: string) =>
    `Die Version ${label} dieses Angebots wurde bereits angenommen; eine neuere Version kann nicht mehr versendet werden.`,

  // The back office
  newVersion: 'Neue Version',
  created: 'Neue Version erstellt',
  createFailed: 'Die neue Version konnte nicht erstellt werden.',
  changeRequestPrompt: 'Änderungswunsch: neue Version erstellen',
  changeRequestHint: 'Der Kunde hat Änderungen gewünscht; seine Nachricht steht im Verlauf der Anfrage.',
  versionsTitle: 'Versionen',
  versionsLoadFailed: 'Die Versionen konnten nicht geladen werden.',
  thisVersion: 'diese Version',
} as const;
