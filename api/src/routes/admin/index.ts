import { Hono } from 'hono';
import { requireAdmin } from '../../auth/guards.ts';
import { sessionMiddleware } from '../../auth/session-middleware.ts';
import type { Database } from '../../db/client.ts';
import type { AppEnv } from '../../http/env.ts';
import { noStore } from '../../http/no-store.ts';
import { adminAnalyticsRoutes } from './analytics.ts';
import { adminChangeLogRoutes } from './change-log.ts';
import { adminDashboardRoutes } from './dashboard.ts';
import { adminGlobalOptionCategoryRoutes, adminGlobalOptionRoutes } from './global-options.ts';
import { adminLeadRoutes } from './leads.ts';
import { adminMessageRoutes } from './messages.ts';
import { adminPrivacyRoutes } from './privacy.ts';
import { adminProductCategoryRoutes } from './product-categories.ts';
import { adminProductLineRoutes } from './product-lines.ts';
import { adminProductOptionRoutes } from './product-options.ts';
import { adminProductRoutes } from './products.ts';
import { adminOrderRoutes } from './orders.ts';
import { adminProfileRoutes } from './profile.ts';
import { adminQuoteRoutes } from './quotes.ts';
import { adminSettingsRoutes } from './settings.ts';
import { adminOptionCategoryRoutes } from './shop-option-categories.ts';
import { adminOptionRoutes } from './shop-options.ts';
import { adminImageUploadRoutes } from './upload-option-image.ts';

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
