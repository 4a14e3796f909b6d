import { Hono } from 'hono';
import { requireAdmin } from '../../auth/guards.ts';
import { sessionMiddleware } from '../../auth/session-middleware.ts';
import type { Database } from '../../db/client.ts';
import type { AppEnv } from '../../http/env.ts';
import { noStore } from '../../http/no-store.ts';
import { adminAnalyticsRoutes } from './analytics.ts';
import { adminDashboardRoutes } from './dashboard.ts';
import { adminLeadRoutes } from './leads.ts';
import { adminMessageRoutes } from './messages.ts';
import { adminPrivacyRoutes } from './privacy.ts';
import { adminProfileRoutes } from './profile.ts';

/**
 * Everything under /api/admin that needs an admin: one guard in front of all of it, including the
 * routes later back-office work adds here (401 without a session, 403 for other roles). None of its
 * answers is kept in a cache.
 */
export function adminRoutes(db: Database) {
  return new Hono<AppEnv>()
    .use(noStore(), sessionMiddleware(db), requireAdmin())
    .route('/profile', adminProfileRoutes(db))
    .route('/dashboard', adminDashboardRoutes(db))
    .route('/analytics', adminAnalyticsRoutes(db))
    .route('/leads', adminLeadRoutes(db))
    .route('/messages', adminMessageRoutes(db))
    .route('/privacy', adminPrivacyRoutes(db));
}
