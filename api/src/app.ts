import { Hono } from 'hono';
import { de } from 'zod/locales';
import { config as configureZod } from 'zod/mini';
import { createCatalogueAnswerCache, type CatalogueAnswerCache } from './features/catalogue/answer-cache.ts';
import type { Config } from './config.ts';
import type { Database } from './platform/db/client.ts';
import type { AppEnv } from './platform/http/env.ts';
import { createStorageHealth } from './platform/db/storage-failure.ts';
import { errorHandler, notFound } from './platform/http/errors.ts';
import { requestGuards } from './platform/http/request-guards.ts';
import { unmatchedRequest } from './platform/http/unmatched-request.ts';
import { createLeadStore } from './features/leads/store-lead.ts';
import { accountRoutes } from './features/accounts/account.routes.ts';
import { publicAdminRoutes } from './features/accounts/login.routes.ts';
import { contactRoutes } from './features/contact/contact.routes.ts';
import { customerRoutes } from './features/accounts/customer.routes.ts';
import { cartRequestRoutes } from './features/cart/cart-request.routes.ts';
import { customerCartRoutes } from './features/cart/customer.routes.ts';
import { customerQuoteRequestRoutes } from './features/leads/customer.routes.ts';
import { customerQuoteRoutes } from './features/quotes/customer.routes.ts';
import { customerInvoiceRoutes } from './features/invoices/customer.routes.ts';
import { customerOrderRoutes } from './features/orders/customer.routes.ts';
import { customerAcceptanceRoutes } from './features/acceptance/customer.routes.ts';
import { customerWorkAcceptances } from './features/acceptance/customer-acceptance.ts';
import { funnelAnalyticsRoutes, funnelSubmitRoutes } from './features/funnel/funnel.routes.ts';
import { newsletterRoutes } from './features/newsletter/newsletter.routes.ts';
import { healthRoutes } from './platform/http/health.ts';
import { productOptionRoutes, productRoutes, publicShopRoutes } from './features/catalogue/catalogue.routes.ts';
import { publicProductLineRoutes } from './features/catalogue/product-lines.routes.ts';
import { shopRoutes } from './features/shop/shop.routes.ts';
import { MAX_UPLOAD_BODY_BYTES } from './features/catalogue/contract/catalogue-admin.ts';
import { catalogueMessages } from './features/catalogue/contract/catalogue-messages.ts';
import { apiMessages } from './shared/messages.ts';
import { adminBankStatementRoutes, BANK_STATEMENT_UPLOAD_PATH } from './features/bank-statements/admin.routes.ts';
import { MAX_STATEMENT_BYTES } from './features/bank-statements/contract/bank-statement-schemas.ts';
import { bankStatementMessages } from './features/bank-statements/contract/bank-statement-messages.ts';

import { visitRoutes } from './features/analytics/visit.routes.ts';
import { createVisitorIds } from './features/analytics/visitor-id.ts';
import { requirePermission, requireSecondFactor, requireStaff } from './features/accounts/guards.ts';
import { sessionMiddleware } from './features/accounts/session-middleware.ts';
import { noStore } from './platform/http/no-store.ts';
import { adminLeadOriginChoiceRoutes } from './features/leads/origin-choices.routes.ts';
import { adminReportRoutes } from './features/reports/reports.routes.ts';
import { adminAnalyticsRoutes } from './features/analytics/admin.routes.ts';
// The pickers' people, PUT …/{id}/assignee of leads, quotes and orders, the setting for new leads: at /api/admin itself.
import { adminAssignmentRoutes } from './features/assignment/assignment.routes.ts';
import { adminBackupRoutes } from './features/backups/backups.routes.ts';
import { backupOptions, type BackupOptions } from './features/backups/backup-options.ts';
import { adminChangeLogRoutes } from './features/catalogue/admin/change-log.routes.ts';
import { adminCountRoutes } from './features/leads/counts.routes.ts';
import { adminFirstStepsRoutes } from './features/setup/first-steps.routes.ts';
import { adminDashboardRoutes } from './features/leads/dashboard.routes.ts';
import { adminGlobalOptionCategoryRoutes, adminGlobalOptionRoutes } from './features/catalogue/admin/global-options.routes.ts';
import { adminLeadRoutes } from './features/leads/admin.routes.ts';
import { adminKnownContactRoutes } from './features/leads/known-contact.routes.ts';
import { adminLeadReplyRoutes } from './features/leads/reply.routes.ts';
import { adminMessageRoutes } from './features/contact/admin.routes.ts';
import { adminPrivacyRoutes } from './features/privacy/admin.routes.ts';
import { adminInboundMailRoutes } from './features/inbound-mail/admin.routes.ts';
import { adminProductCategoryRoutes } from './features/catalogue/admin/product-categories.routes.ts';
import { adminProductLineRoutes } from './features/catalogue/admin/product-lines.routes.ts';
import { adminProductOptionRoutes } from './features/catalogue/admin/product-options.routes.ts';
import { adminProductRoutes } from './features/catalogue/admin/products.routes.ts';
import { adminOrderRoutes } from './features/orders/admin.routes.ts';
import { adminFundingApprovalRoutes } from './features/orders/funding.routes.ts';
import { adminTaxCertificateRoutes, customerTaxCertificateRoutes } from './features/tax-certificate/certificate.routes.ts';
import { adminInvoiceRoutes, adminOrderInvoiceRoutes } from './features/invoices/admin.routes.ts';
import { adminProfileRoutes } from './features/accounts/profile.routes.ts';
import { adminTwoFactorRoutes } from './features/accounts/two-factor.routes.ts';
import { adminQuoteRoutes } from './features/quotes/admin.routes.ts';
import { quoteLinkRoutes } from './features/quotes/link.routes.ts';
import { invoiceLinkRoutes } from './features/invoices/link.routes.ts';
import { adminDunningRoutes } from './features/invoices/dunning.routes.ts';
import { adminInvoiceSettingsRoutes } from './features/invoices/invoice-settings.routes.ts';
import { adminSearchRoutes } from './features/search/search.routes.ts';
import { adminTeamRoutes, publicTeamRoutes } from './features/team/team.routes.ts';
import { adminSettingsRoutes } from './features/catalogue/admin/settings.routes.ts';
import { adminHeldMailRoutes } from './features/settings/held-mails.routes.ts';
import { adminMailSettingsRoutes } from './features/settings/mail-settings.routes.ts';
import { newLeadRouting } from './features/assignment/lead-assignment-setting.ts';
import { adminTemplateRoutes } from './features/settings/templates.routes.ts';
import { adminLinePresetRoutes } from './features/settings/line-presets.routes.ts';
import { adminSecuritySettingsRoutes } from './features/settings/security.routes.ts';
import { adminCompanyRoutes } from './features/settings/company.routes.ts';
import {
  adminBookkeepingSettingsRoutes,
  adminClosedMonthRoutes,
  adminDatevExportRoutes,
} from './features/bookkeeping/bookkeeping.routes.ts';
import { refreshCompany } from './features/settings/current-company.ts';
import type { SiteRebuilder } from './features/settings/site-build-status.ts';
import { adminOptionCategoryRoutes } from './features/catalogue/admin/shop-option-categories.routes.ts';
import { adminOptionRoutes } from './features/catalogue/admin/shop-options.routes.ts';
import { adminImageUploadRoutes } from './features/catalogue/admin/upload-option-image.routes.ts';
import { adminAppointmentRoutes } from './features/appointments/admin.routes.ts';
import { customerAppointmentRoutes } from './features/appointments/customer.routes.ts';
import { appointmentLinkRoutes } from './features/appointments/link.routes.ts';
import { adminOrderReviewRoutes, adminReviewRoutes } from './features/reviews/admin.routes.ts';
import { customerReviewRoutes } from './features/reviews/customer.routes.ts';
import { reviewLinkRoutes } from './features/reviews/link.routes.ts';
import { publicReviewRoutes } from './features/reviews/public.routes.ts';
import { adminAcceptanceRoutes } from './features/acceptance/admin.routes.ts';
import { acceptanceLinkRoutes } from './features/acceptance/link.routes.ts';
import { MAX_ACCEPTANCE_BODY_BYTES } from './features/acceptance/contract/acceptance.ts';
import { acceptanceMessages } from './features/acceptance/contract/acceptance-messages.ts';
import { adminAufmassRoutes } from './features/aufmass/admin.routes.ts';
import { adminCustomerPhotoRoutes, customerPhotoUploadRoutes } from './features/leads/customer-photos.routes.ts';
import { MAX_CUSTOMER_PHOTO_BYTES, selfMeasurementMessages } from './features/funnel/contract/self-measurement.ts';
import { MAX_AUFMASS_BODY_BYTES } from './features/aufmass/contract/aufmass.ts';
import { aufmassMessages } from './features/aufmass/contract/aufmass-messages.ts';
import { adminPurchasingRoutes } from './features/purchasing/admin.routes.ts';
import { customerDeliveryWeekRoutes } from './features/purchasing/customer.routes.ts';
import { adminSupplierRoutes } from './features/purchasing/suppliers.routes.ts';
import { montageBeforeDelivery } from './features/purchasing/delivery-guard.ts';
import { MAX_PURCHASE_BODY_BYTES } from './features/purchasing/contract/purchase-schemas.ts';
import { purchaseMessages } from './features/purchasing/contract/purchasing-messages.ts';

/** A route that takes a body above the global limit: an option image as a data URL. */
const UPLOAD_PATH = '/api/admin/upload-option-image';
/** The Abnahme's photos and signatures come as multipart/form-data: from the office and through the customer's link. */
const ACCEPTANCE_BODY = {
  maxBytes: MAX_ACCEPTANCE_BODY_BYTES,
  message: acceptanceMessages.tooLarge,
  multipart: { typeMessage: acceptanceMessages.multipartRequired },
};
const ACCEPTANCE_PATHS = [/^\/api\/admin\/orders\/[1-9][0-9]*\/acceptance$/, /^\/api\/acceptance\/[A-Za-z0-9_-]{43}$/];
/** A supplier's AB with its PDF, a delivery with a photo of damage (issue 49). */
const PURCHASE_BODY = {
  path: /^\/api\/admin\/purchase-orders\/[1-9][0-9]*\/(confirmation|delivery)$/,
  maxBytes: MAX_PURCHASE_BODY_BYTES,
  message: purchaseMessages.tooLarge,
  multipart: { typeMessage: purchaseMessages.multipartRequired },
};
/** A customer's photo sent after the request, one per call, with its multipart framing (issue 48). */
const CUSTOMER_PHOTO_BODY = {
  path: /^\/api\/funnel\/photos\/[A-Za-z0-9_-]{43}\/[0-9]{1,2}$/,
  maxBytes: MAX_CUSTOMER_PHOTO_BYTES + 64 * 1024,
  message: selfMeasurementMessages.photoTooLarge,
  multipart: { typeMessage: selfMeasurementMessages.multipartRequired },
};
/** The fitter's Aufmaß: every opening with its photos, as multipart/form-data (issue 48). */
const AUFMASS_BODY = {
  path: /^\/api\/admin\/leads\/[1-9][0-9]*\/aufmass$/,
  maxBytes: MAX_AUFMASS_BODY_BYTES,
  message: aufmassMessages.tooLarge,
  multipart: { typeMessage: aufmassMessages.multipartRequired },
};

// German fallback messages for the rare check without a message of its own (server only: the browser
// bundles stay small, and every message a visitor meets there is written out). The locale's message
// for a pattern quotes the regular expression, which tells a person nothing: that one is reworded.
const german = de();
configureZod({
  localeError: (issue) =>
    issue.code === 'invalid_format' && issue.format === 'regex' ? apiMessages.invalidFormat : german.localeError(issue),
});

export interface ApiDependencies {
  db: Database;
  config: Config;
  /** Called after mails were enqueued, so the background sender goes at them right away. */
  wakeMailer?: () => void;
  /** Rebuilds the pre-rendered pages after the company data changed (production server only, ADR 040). */
  siteRebuilder?: SiteRebuilder;
  /** The kept catalogue answers; given when the server answers them early too (kept-answers.ts). */
  catalogueCache?: CatalogueAnswerCache;
}

/** The whole HTTP API under /api, built from its dependencies so tests can run it on their own database. */
export function createApi({ db, config, wakeMailer = () => {}, siteRebuilder, catalogueCache }: ApiDependencies) {
  const trustProxy = config.TRUST_PROXY;
  const secureCookies = config.PUBLIC_SITE_URL.startsWith('https://');
  const storeLead = createLeadStore({ db, notifyEmail: config.NOTIFY_EMAIL, siteUrl: config.PUBLIC_SITE_URL, wakeMailer });
  // One per process: the beacon and the funnel's submission hash a visitor with the same cached salt of the day.
  const visitorIds = createVisitorIds(db);
  const cachedCatalogue = catalogueCache ?? createCatalogueAnswerCache(db);
  const storage = createStorageHealth();
  const mailing = { db, notifyEmail: config.NOTIFY_EMAIL, trustProxy, wakeMailer };

  const api = new Hono<AppEnv>()
    .basePath('/api')
    .use(
      requestGuards({
        largerBodies: {
          [UPLOAD_PATH]: { maxBytes: MAX_UPLOAD_BODY_BYTES, message: catalogueMessages.imageTooLarge },
          // The statement file and the multipart framing around it.
          [BANK_STATEMENT_UPLOAD_PATH]: {
            maxBytes: MAX_STATEMENT_BYTES + 64 * 1024,
            message: bankStatementMessages.fileTooLarge,
            multipart: { typeMessage: bankStatementMessages.multipartRequired },
          },
        },
        largerPatterns: [
          ...ACCEPTANCE_PATHS.map((path) => ({ path, ...ACCEPTANCE_BODY })),
          AUFMASS_BODY,
          PURCHASE_BODY,
          CUSTOMER_PHOTO_BODY,
        ],
      }),
    )
    // The mails, the quote PDF and the notification address read the company data without a database at
    // hand: it is made current here, from a copy kept for a few seconds (settings/current-company.ts).
    .use(async (_c, next) => {
      await refreshCompany(db);
      await next();
    })
    .route('/health', healthRoutes(db, storage))
    .route('/public/product-lines', publicProductLineRoutes(db, cachedCatalogue))
    .route('/public', publicShopRoutes(db, cachedCatalogue))
    .route('/products', productRoutes(db, cachedCatalogue))
    .route('/product-options', productOptionRoutes(db, cachedCatalogue))
    .route('/funnel/submit', funnelSubmitRoutes({ db, trustProxy, storeLead, visitorIds }))
    .route('/funnel-analytics', funnelAnalyticsRoutes({ db, trustProxy }))
    // The photos of a request, each sent after it under the key the request named (issue 48).
    .route('/funnel/photos', customerPhotoUploadRoutes({ db, uploadDir: config.UPLOAD_DIR }))
    .route('/cart/request', cartRequestRoutes({ db, trustProxy, storeLead, visitorIds }))
    .route('/visits', visitRoutes({ db, trustProxy, siteUrl: config.PUBLIC_SITE_URL, visitorIds }))
    .route('/contact', contactRoutes(mailing))
    .route('/newsletter', newsletterRoutes({ db, trustProxy, siteUrl: config.PUBLIC_SITE_URL, wakeMailer }))
    .route('/shop', shopRoutes(db))
    // The personal quote link (/angebot/{token}): no session, the token is the key (ADR 036).
    .route('/quotes', quoteLinkRoutes({ db, trustProxy, siteUrl: config.PUBLIC_SITE_URL, notifyEmail: config.NOTIFY_EMAIL, wakeMailer }))
    // The personal invoice link (/rechnung/{token}): no session, the token is the key.
    .route('/invoices', invoiceLinkRoutes({ db, trustProxy }))
    // The appointment link (/termin/{token}) and a quote link's Montage appointments: the token is the key.
    .route(
      '/appointments',
      appointmentLinkRoutes({ db, trustProxy, siteUrl: config.PUBLIC_SITE_URL, notifyEmail: config.NOTIFY_EMAIL, wakeMailer }),
    )
    // Verified reviews (issue 38): the published ones, and the personal link (/bewertung/{token}) whose token is the key.
    .route(
      '/reviews/by-link',
      reviewLinkRoutes({ db, trustProxy, notifyEmail: config.NOTIFY_EMAIL, siteUrl: config.PUBLIC_SITE_URL, wakeMailer }),
    )
    .route('/reviews', publicReviewRoutes(db))
    // "Abnahme verlangen" (/abnahme/{token}): the customer accepts or names defects; the token is the key.
    .route('/acceptance', acceptanceLinkRoutes({ db, uploadDir: config.UPLOAD_DIR, trustProxy }))
    // The invited person's own account (issue 21): no session, the invitation's token is the key.
    .route('/team', publicTeamRoutes({ db, trustProxy, secureCookies }))
    .route('/', accountRoutes({ db, trustProxy, secureCookies, siteUrl: config.PUBLIC_SITE_URL, wakeMailer }))
    .route('/customer/appointments', customerAppointmentRoutes(db))
    .route('/customer/cart', customerCartRoutes(db))
    .route('/customer/reviews', customerReviewRoutes(db))
    // Mein Konto: the account's own routes first, their session check covers the features' routes after them.
    .route('/customer', customerRoutes({ db, trustProxy, siteUrl: config.PUBLIC_SITE_URL, wakeMailer }))
    .route('/customer/configurations', customerQuoteRequestRoutes({ db, storeLead, trustProxy }))
    .route('/customer/quotes', customerQuoteRoutes({ db, siteUrl: config.PUBLIC_SITE_URL, notifyEmail: config.NOTIFY_EMAIL, wakeMailer }))
    .route('/customer/invoices', customerInvoiceRoutes(db))
    .route('/customer/orders', customerOrderRoutes({ db, workAcceptances: customerWorkAcceptances }))
    .route('/customer/orders', customerAcceptanceRoutes({ db, uploadDir: config.UPLOAD_DIR }))
    .route('/customer/orders', customerTaxCertificateRoutes(db))
    .route('/customer/orders', customerDeliveryWeekRoutes(db))
    // Login and password reset first: the guard of adminRoutes covers everything else under /api/admin.
    // A catalogue change made through this process shows in the public reads at once (answer-cache.ts).
    .use('/admin/*', async (c, next) => {
      await next();
      if (c.req.method !== 'GET' && c.req.method !== 'HEAD') cachedCatalogue.invalidate();
    })
    .route('/admin', publicAdminRoutes({ db, trustProxy, secureCookies, siteUrl: config.PUBLIC_SITE_URL, wakeMailer }))
    .route(
      '/admin',
      adminRoutes(db, {
        uploadDir: config.UPLOAD_DIR,
        siteUrl: config.PUBLIC_SITE_URL,
        notifyEmail: config.NOTIFY_EMAIL,
        outboxDir: config.OUTBOX_DIR,
        backups: backupOptions(config),
        wakeMailer,
        mail: { smtpUrl: config.SMTP_URL, from: config.MAIL_FROM },
        imapUrl: config.IMAP_URL,
        siteRebuilder,
      }),
    );

  // Unknown /api paths answer JSON, never the HTML 404 page; known paths with another method 405.
  api.all('*', unmatchedRequest(api.routes));
  api.notFound(notFound);
  api.onError(errorHandler(storage));
  return api;
}

/** The API's routes with what each takes and answers: the site's hc client is typed by it. */
export type AppType = ReturnType<typeof createApi>;

/**
 * Everything under /api/admin that needs a staff role: one guard in front of all of it, including the
 * routes later back-office work adds here (401 without a session, 403 for customers), then the
 * permission each route declares on itself with permit() (403 without it, or without a
 * declaration). None of its answers is kept in a cache.
 */
export interface AdminRouteOptions {
  uploadDir: string;
  siteUrl: string;
  notifyEmail: string;
  /** The folder transport's folder (mail/transport.ts): an erasure deletes the person's mail copies there. */
  outboxDir: string;
  /** The backup folder and the erasure register, which an erasure writes to (ADR 039). */
  backups: BackupOptions;
  wakeMailer: () => void;
  /** For Einstellungen → E-Mail: the SMTP_URL (unset: the folder) and the sender. */
  mail: { smtpUrl: string | undefined; from: string | undefined };
  /** IMAP_URL, for the mailbox's state and "Verbindung prüfen" (ADR 083). */
  imapUrl: string | undefined;
  siteRebuilder?: SiteRebuilder | undefined;
}

function adminRoutes(
  db: Database,
  { uploadDir, siteUrl, notifyEmail, outboxDir, backups, wakeMailer, mail, imapUrl, siteRebuilder }: AdminRouteOptions,
) {
  const documents = { db, siteUrl, notifyEmail, wakeMailer };
  return new Hono<AppEnv>()
    .use(noStore(), sessionMiddleware(db), requireStaff(), requireSecondFactor(), requirePermission())
    .route('/profile', adminProfileRoutes(db, wakeMailer))
    .route('/', adminTwoFactorRoutes(db, wakeMailer))
    .route('/dashboard', adminDashboardRoutes(db))
    .route('/counts', adminCountRoutes(db))
    .route('/first-steps', adminFirstStepsRoutes(db))
    .route('/analytics', adminAnalyticsRoutes(db))
    .route('/reports', adminReportRoutes({ db, siteUrl, wakeMailer }))
    .route('/leads', adminLeadRoutes(db))
    .route('/leads', adminKnownContactRoutes(db))
    .route('/leads', adminLeadReplyRoutes({ db, notifyEmail, wakeMailer }))
    .route('/messages', adminMessageRoutes(db))
    .route('/inbound-mail', adminInboundMailRoutes({ db, imapUrl }))
    .route('/privacy', adminPrivacyRoutes(db, { notifyEmail, outboxDir, register: backups.erasureRegister, uploadDir }))
    .route('/product-lines', adminProductLineRoutes(db))
    .route('/product-categories', adminProductCategoryRoutes(db))
    .route('/products', adminProductRoutes(db))
    .route('/shop-option-categories', adminOptionCategoryRoutes(db))
    .route('/shop-options', adminOptionRoutes(db, uploadDir))
    .route('/product-options', adminProductOptionRoutes(db))
    .route('/suppliers', adminSupplierRoutes(db))
    .route('/upload-option-image', adminImageUploadRoutes(uploadDir))
    .route('/settings', adminSettingsRoutes(db))
    .route('/settings/templates', adminTemplateRoutes(db))
    .route(
      '/settings/mail',
      adminMailSettingsRoutes({
        db,
        ...mail,
        outboxDir,
        notifyEmail,
        newLeadRecipients: async (office) => (await newLeadRouting(db, office)).recipients,
      }),
    )
    .route('/settings/mail/held', adminHeldMailRoutes({ db, wakeMailer }))
    .route('/settings/line-presets', adminLinePresetRoutes(db))
    .route('/settings/security', adminSecuritySettingsRoutes(db))
    .route('/settings/lead-origins', adminLeadOriginChoiceRoutes(db))
    .route('/settings/company', adminCompanyRoutes({ db, notifyEmail, siteRebuilder }))
    .route('/settings/invoices', adminInvoiceSettingsRoutes(db))
    .route('/settings/bookkeeping', adminBookkeepingSettingsRoutes(db))
    .route('/bookkeeping/months', adminClosedMonthRoutes(db))
    .route('/exports/datev', adminDatevExportRoutes(db))
    .route('/team', adminTeamRoutes({ db, siteUrl, wakeMailer }))
    .route('/global-option-categories', adminGlobalOptionCategoryRoutes(db))
    .route('/global-options', adminGlobalOptionRoutes(db))
    .route('/change-log', adminChangeLogRoutes(db))
    .route('/quotes', adminQuoteRoutes(documents))
    .route('/orders', adminOrderRoutes(documents))
    .route('/orders', adminOrderInvoiceRoutes(documents))
    .route('/orders', adminOrderReviewRoutes(documents))
    .route('/reviews', adminReviewRoutes(db))
    .route('/orders', adminAcceptanceRoutes({ ...documents, uploadDir }))
    .route('/', adminAufmassRoutes({ db, uploadDir }))
    .route('/', adminPurchasingRoutes({ db, uploadDir, wakeMailer }))
    .route('/leads', adminCustomerPhotoRoutes({ db, uploadDir }))
    .route('/orders', adminTaxCertificateRoutes(db))
    .route('/orders', adminFundingApprovalRoutes(db))
    .route('/invoices', adminInvoiceRoutes(documents))
    .route('/dunning', adminDunningRoutes(documents))
    .route('/bank-statements', adminBankStatementRoutes(documents))
    .route('/search', adminSearchRoutes(db))
    .route('/', adminAssignmentRoutes({ db, siteUrl, wakeMailer }))
    .route('/backups', adminBackupRoutes(db, backups))
    .route(
      '/',
      adminAppointmentRoutes({
        db,
        siteUrl,
        notifyEmail,
        wakeMailer,
        // A Montage before the supplier's confirmed delivery week is asked about first (issue 49).
        deliveryCheck: (orderId, day) => montageBeforeDelivery(db, orderId, day),
      }),
    );
}
