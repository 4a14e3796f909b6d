import type { InStatement } from '@libsql/client';
import type { Database } from '../../platform/db/client.ts';
import { preparedInsert } from '../../platform/db/prepared-insert.ts';
import { linkTokenHash } from '../../platform/http/link-tokens.ts';
import { idempotencyKeys, leads, type ConfiguredItemSnapshot } from '../../platform/db/schema.ts';
import { writeQueueFor } from '../../platform/db/write-queue.ts';
import type { rememberedAnswer } from '../../platform/http/idempotency.ts';
import { priceConfiguredItems } from '../catalogue/configured-items.ts';
import { commonAnswer, glazingOfOption, materialOfProduct } from '../funnel/contract/configured-answers.ts';
import { confirmationMailStatements } from '../../platform/mail/confirmation-cap.ts';
import { outboxStatements } from '../../platform/mail/outbox.ts';
import { leadConfirmationMail, leadNotificationMail } from './mails.ts';
import { MARKETING_TEXT_VERSION, PRIVACY_TEXT_VERSION, selectedProducts, type FunnelSubmission } from '../funnel/contract/funnel.ts';
import type { LeadSource } from '../../shared/labels.ts';
import { newReference } from './reference.ts';
import { createLeadRoutingCache, routingChanged } from '../assignment/lead-routing-cache.ts';
import { leadSearchText } from './search-text.ts';
import { notificationRecipient } from '../settings/current-company.ts';

export interface LeadOptions {
  source?: LeadSource;
  /** The saved configuration the request is about ("Angebot anfordern" in the customer area). */
  configurationId?: number;
  now?: Date;
  /** The answer to remember under the request's Idempotency-Key; a repeated key fails the commit (see idempotency.ts). */
  answer?: ReturnType<typeof rememberedAnswer>;
  /** The sender's visitor hash of the day, computed as the page-view beacon does; settled later (lead-visits.ts). */
  visit?: { day: string; visitorId: string };
  /**
   * Further writes the request causes (the funnel's "completed" event), committed with the lead: a
   * commit of their own after it cost as much as the lead's share of the group commit.
   */
  alongside?: InStatement[];
  /** Statements that may refuse the request (its rate limit), run first in its transaction: failing, they store nothing. */
  checks?: InStatement[];
}

export interface LeadDependencies {
  db: Database;
  /** The office's address: the notification goes there when nobody is in Vertrieb (assignment/lead-assignment-setting.ts). */
  notifyEmail: string;
  /** The site's address: the notification links to the lead in the back office. */
  siteUrl: string;
  wakeMailer: () => void;
}

/**
 * Stores quote requests. A lead and its two mails are committed together: the lead is committed before
 * anything else happens, and its mails cannot be lost or sent for a lead that was not stored
 * (docs/domain.md). Leads arriving together share one commit (see write-queue.ts). The customer's
 * confirmation is left out once its address has had its confirmations for the day (confirmation-cap.ts).
 */
export function createLeadStore({ db, notifyEmail, siteUrl, wakeMailer }: LeadDependencies) {
  const insertLead = preparedInsert(db, leads);
  const insertAnswer = preparedInsert(db, idempotencyKeys);
  const notificationStatement = outboxStatements(db, 1);
  const queue = writeQueueFor(db.$client);
  const leadRouting = createLeadRoutingCache(db);

  return async function storeLead(
    request: FunnelSubmission,
    { source, configurationId, now = new Date(), answer, visit, alongside = [], checks = [] }: LeadOptions = {},
  ) {
    const configuration = request.konfiguration.length > 0 ? await priceConfiguredItems(db, request.konfiguration) : null;
    const base = {
      vorname: request.vorname,
      nachname: request.nachname,
      email: request.email,
      telefon: request.telefon,
      plz: request.plz,
      projektart: request.projektart,
      produkte: selectedProducts(request),
      // What the configured lines say wins over the answers: a request cannot contradict its own configuration.
      material: commonAnswer((configuration ?? []).map((item) => materialOfProduct(item.productName))) ?? request.material ?? null,
      verglasung: commonAnswer((configuration ?? []).map(configuredGlazing)) ?? request.verglasung ?? null,
      montage: request.montage ?? null,
      zeitraum: request.zeitraum ?? null,
      nachricht: request.nachricht,
      dimensions: request.dimensions,
      configuration,
      // The customer's own measurements and the key its photos follow under (issue 48).
      selfMeasurements: request.selbstmessung.length > 0 ? request.selbstmessung : null,
      photoKeyHash: request.photo_key ? linkTokenHash(request.photo_key) : null,
      utmParams: request.utm_params,
      // A campaign's name is known now; any other origin waits for the visit to be settled (ADR 062).
      origin: request.utm_params.utm_source?.toLowerCase() ?? null,
      visitDay: visit?.day ?? null,
      visitorId: visit?.visitorId ?? null,
      visit: visit ? ('pending' as const) : null,
      landingPath: null,
      referrerHost: null,
      sessionId: request.session_id ?? null,
      source: source ?? (configuration ? ('konfigurator' as const) : ('funnel' as const)),
      configurationId: configurationId ?? null,
      privacyConsentAt: now,
      privacyConsentVersion: PRIVACY_TEXT_VERSION,
      marketingConsent: request.marketing_ok,
      marketingConsentAt: request.marketing_ok ? now : null,
      marketingConsentVersion: request.marketing_ok ? MARKETING_TEXT_VERSION : null,
      status: 'offen' as const,
      openedAt: null,
      firstAnsweredAt: null,
      createdAt: now,
      updatedAt: now,
    };

    for (let attempt = 1; ; attempt += 1) {
      // Without anyone in Vertrieb, the office's address from Einstellungen → Firma (else NOTIFY_EMAIL).
      const { routing, check } = await leadRouting.current(notificationRecipient(notifyEmail));
      const reference = newReference('A');
      const lead = { ...base, assignedTo: routing.assignedTo, reference, searchText: leadSearchText({ ...base, reference }) };
      try {
        await queue.run([
          ...checks,
          check,
          ...(answer ? [insertAnswer(answer)] : []),
          insertLead(lead),
          ...confirmationMailStatements(leadConfirmationMail(lead), now),
          ...routing.recipients.map((recipient) => notificationStatement([leadNotificationMail(lead, recipient, siteUrl)], now)),
          ...alongside,
        ]);
        wakeMailer();
        return { reference: lead.reference };
      } catch (error) {
        // Who gets leads changed since this process read it: read it again and store the lead by the new one.
        if (attempt < 3 && routingChanged(error)) {
          leadRouting.forget();
          continue;
        }
        // One in a billion: the random request number exists already. Draw again.
        if (attempt < 3 && String(error).includes('leads.reference')) continue;
        throw error;
      }
    }
  };
}

/** The glazing a configured line chose, if its product has a glazing option. */
function configuredGlazing(item: ConfiguredItemSnapshot) {
  const glazing = item.options.find((option) => option.key === 'verglasung');
  return glazing ? glazingOfOption(glazing.name) : null;
}
