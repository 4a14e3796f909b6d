import { Hono } from 'hono';
import { requireAdmin } from './features/accounts/guards.ts';
import { sessionMiddleware } from './features/accounts/session-middleware.ts';
import type { Database } from './platform/db/client.ts';
import type { AppEnv } from './platform/http/env.ts';
import { noStore } from './platform/http/no-store.ts';
import { adminAnalyticsRoutes } from './features/analytics/admin.routes.ts';
import { adminChangeLogRoutes } from './features/catalogue/admin/change-log.routes.ts';
import { adminDashboardRoutes } from './features/leads/dashboard.routes.ts';
import { adminGlobalOptionCategoryRoutes, adminGlobalOptionRoutes } from './features/catalogue/admin/global-options.routes.ts';
import { adminLeadRoutes } from './features/leads/admin.routes.ts';
import { adminMessageRoutes } from './features/contact/admin.routes.ts';
import { adminPrivacyRoutes } from './features/privacy/admin.routes.ts';
import { adminProductCategoryRoutes } from './features/catalogue/admin/product-categories.routes.ts';
import { adminProductLineRoutes } from './features/catalogue/admin/product-lines.routes.ts';
import { adminProductOptionRoutes } from './features/catalogue/admin/product-options.routes.ts';
import { adminProductRoutes } from './features/catalogue/admin/products.routes.ts';
import { adminOrderRoutes } from './features/orders/admin.routes.ts';
import { adminProfileRoutes } from './features/accounts/profile.routes.ts';
import { adminQuoteRoutes } from './features/quotes/admin.routes.ts';
import { adminSettingsRoutes } from './features/catalogue/admin/settings.routes.ts';
import { adminOptionCategoryRoutes } from './features/catalogue/admin/shop-option-categories.routes.ts';
import { adminOptionRoutes } from './features/catalogue/admin/shop-options.routes.ts';
import { adminImageUploadRoutes } from './features/catalogue/admin/upload-option-image.routes.ts';

/**
 * Everything under /api/admin that needs an admin: one guard in front of all of it, including the
 * routes later back-office work adds here (401 without a session, 403 for other roles). None of its
 * answers is kept in a cache.
 */
export interface AdminRouteOptions {
  uploadDir: string;
  siteUrl: string;
  notifyEmail: string;
  /** The folder transport's folder (mail/transport.ts): an erasure deletes the person's mail copies there. */
  outboxDir: string;
  wakeMailer: () => void;
}

export function adminRoutes(db: Database, { uploadDir, siteUrl, notifyEmail, outboxDir, wakeMailer }: AdminRouteOptions) {
  const documents = { db, siteUrl, notifyEmail, wakeMailer };
  return new Hono<AppEnv>()
    .use(noStore(), sessionMiddleware(db), requireAdmin())
    .route('/profile', adminProfileRoutes(db))
    .route('/dashboard', adminDashboardRoutes(db))
    .route('/analytics', adminAnalyticsRoutes(db))
    .route('/leads', adminLeadRoutes(db))
    .route('/messages', adminMessageRoutes(db))
    .route('/privacy', adminPrivacyRoutes(db, { notifyEmail, outboxDir }))
    .route('/product-lines', adminProductLineRoutes(db))
    .route('/product-categories', adminProductCategoryRoutes(db))
    .route('/products', adminProductRoutes(db))
    .route('/shop-option-categories', adminOptionCategoryRoutes(db))
    .route('/shop-options', adminOptionRoutes(db, uploadDir))
    .route('/product-options', adminProductOptionRoutes(db))
    .route('/upload-option-image', adminImageUploadRoutes(uploadDir))
    .route('/settings', adminSettingsRoutes(db))
    .route('/global-option-categories', adminGlobalOptionCategoryRoutes(db))
    .route('/global-options', adminGlobalOptionRoutes(db))
    .route('/change-log', adminChangeLogRoutes(db))
    .route('/quotes', adminQuoteRoutes(documents))
    .route('/orders', adminOrderRoutes(documents));
}
