import type { Permission } from './contract/permissions.ts';

/**
 * What every /api/admin route needs, declared once, keyed by method and the route's path as the app
 * registers it. A route missing here is refused to every role (requirePermission), and the
 * authorization matrix fails for it: a new back-office route is not usable before it is declared.
 */
export const adminRoutePermissions: Readonly<Record<string, Permission>> = {
  'GET /api/admin/profile': 'backoffice',
  'PUT /api/admin/profile': 'backoffice',
  'PUT /api/admin/profile/name': 'backoffice',
  // Two-factor sign-in: every staff member's own (ADR 038).
  'POST /api/admin/profile/two-factor/setup': 'backoffice',
  'POST /api/admin/profile/two-factor': 'backoffice',
  'POST /api/admin/login/two-factor': 'backoffice',
  'POST /api/admin/profile/two-factor/recovery-codes': 'backoffice',
  'DELETE /api/admin/profile/two-factor': 'backoffice',
  // Numbers only, for the sidebar; each screen behind them checks its own permission.
  'GET /api/admin/counts': 'backoffice',
  'GET /api/admin/first-steps': 'backoffice',
  // The lead list of the dashboard.
  'GET /api/admin/dashboard': 'leads.read',
  'GET /api/admin/search': 'leads.read',
  'GET /api/admin/analytics': 'analytics',
  'GET /api/admin/leads/export.csv': 'leads.read',
  'GET /api/admin/leads/:key': 'leads.read',
  'GET /api/admin/leads/:id/known': 'leads.read',
  // Opening a lead marks it as seen: part of reading it, Büro's reads count too.
  'POST /api/admin/leads/:id/opened': 'leads.read',
  'POST /api/admin/leads/bulk': 'leads.write',
  'PUT /api/admin/leads/:id/status': 'leads.write',
  'POST /api/admin/leads/:id/notes': 'leads.write',
  'DELETE /api/admin/leads/:id': 'leads.write',
  'POST /api/admin/leads/:id/reply': 'replies',
  'GET /api/admin/messages': 'messages',
  'PUT /api/admin/messages/:id/status': 'messages',
  'POST /api/admin/messages/:id/opened': 'messages',
  'DELETE /api/admin/messages/:id': 'messages',
  'GET /api/admin/privacy': 'privacy',
  'DELETE /api/admin/privacy': 'privacy',
  'GET /api/admin/product-lines': 'catalogue',
  'POST /api/admin/product-lines': 'catalogue',
  'PUT /api/admin/product-lines/:id': 'catalogue',
  'DELETE /api/admin/product-lines/:id': 'catalogue',
  'GET /api/admin/product-categories': 'catalogue',
  'POST /api/admin/product-categories': 'catalogue',
  'PUT /api/admin/product-categories/:id': 'catalogue',
  'DELETE /api/admin/product-categories/:id': 'catalogue',
  'GET /api/admin/products': 'catalogue',
  'POST /api/admin/products': 'catalogue',
  'PUT /api/admin/products/:id': 'catalogue',
  'PUT /api/admin/products/:id/price-grid': 'catalogue',
  'DELETE /api/admin/products/:id': 'catalogue',
  'GET /api/admin/shop-option-categories': 'catalogue',
  'POST /api/admin/shop-option-categories': 'catalogue',
  'PUT /api/admin/shop-option-categories/:id': 'catalogue',
  'PUT /api/admin/shop-option-categories/:id/order': 'catalogue',
  'GET /api/admin/shop-options': 'catalogue',
  'POST /api/admin/shop-options': 'catalogue',
  'PUT /api/admin/shop-options/:id': 'catalogue',
  'DELETE /api/admin/shop-options/:id': 'catalogue',
  'GET /api/admin/product-options/:productId': 'catalogue',
  'PUT /api/admin/product-options/:productId': 'catalogue',
  'POST /api/admin/product-options': 'catalogue',
  'DELETE /api/admin/product-options': 'catalogue',
  'POST /api/admin/upload-option-image': 'catalogue',
  'GET /api/admin/global-option-categories': 'catalogue',
  'GET /api/admin/global-options': 'catalogue',
  'GET /api/admin/settings/shop': 'shop',
  'PUT /api/admin/settings/shop': 'shop',
  // The BEG EM maxima behind the förderfähig badge belong to the catalogue (ADR 063).
  'GET /api/admin/settings/funding': 'catalogue',
  'PUT /api/admin/settings/funding': 'catalogue',
  'GET /api/admin/change-log': 'change-log',
  // Those who answer read the templates; only the owner changes them.
  'GET /api/admin/settings/mail': 'settings',
  'POST /api/admin/settings/mail/test-mail': 'settings',
  // After a restore, only the owner decides whether mails from before the backup go out (ADR 048).
  'GET /api/admin/settings/mail/held': 'settings',
  'POST /api/admin/settings/mail/held/send': 'settings',
  'POST /api/admin/settings/mail/held/discard': 'settings',
  'GET /api/admin/settings/templates': 'replies',
  'POST /api/admin/settings/templates': 'settings',
  'PUT /api/admin/settings/templates/:id': 'settings',
  'DELETE /api/admin/settings/templates/:id': 'settings',
  // Those who write quotes read the presets; only the owner changes them.
  'GET /api/admin/settings/line-presets': 'quotes',
  'POST /api/admin/settings/line-presets': 'settings',
  'PUT /api/admin/settings/line-presets/:id': 'settings',
  'DELETE /api/admin/settings/line-presets/:id': 'settings',
  'GET /api/admin/settings/company': 'settings',
  'PUT /api/admin/settings/company': 'settings',
  'GET /api/admin/team': 'team',
  'POST /api/admin/team/invitations': 'team',
  'PUT /api/admin/team/:id': 'team',
  // The owner's reset for a person who lost the phone.
  'DELETE /api/admin/team/:id/two-factor': 'team',
  'GET /api/admin/settings/security': 'settings',
  'PUT /api/admin/settings/security': 'settings',
  'GET /api/admin/settings/invoices': 'settings',
  'PUT /api/admin/settings/invoices': 'settings',
  'GET /api/admin/quotes': 'quotes',
  'POST /api/admin/quotes': 'quotes',
  'GET /api/admin/quotes/:id': 'quotes',
  'PUT /api/admin/quotes/:id': 'quotes',
  'POST /api/admin/quotes/:id/send': 'quotes',
  'POST /api/admin/quotes/:id/new-version': 'quotes',
  'GET /api/admin/quotes/:id/versions': 'quotes',
  'GET /api/admin/quotes/:id/pdf': 'quotes',
  'GET /api/admin/orders': 'orders',
  'GET /api/admin/orders/:id': 'orders',
  'PUT /api/admin/orders/:id/status': 'orders',
  // The Abnahme (issue 37): part of working on the order.
  'GET /api/admin/orders/:id/acceptance': 'orders',
  'POST /api/admin/orders/:id/acceptance': 'orders',
  'GET /api/admin/orders/:id/acceptance/pdf': 'orders',
  'GET /api/admin/orders/:id/acceptance/photos/:defectId': 'orders',
  'POST /api/admin/orders/:id/acceptance/request': 'orders',
  'PUT /api/admin/orders/:id/defects/:defectId': 'orders',
  // Invoices (issue 23): issuing, reading and cancelling need 'invoices', recording money 'payments'.
  'POST /api/admin/orders/:id/invoices': 'invoices',
  'GET /api/admin/invoices': 'invoices',
  'GET /api/admin/invoices/export.csv': 'invoices',
  'GET /api/admin/invoices/:id': 'invoices',
  'GET /api/admin/invoices/:id/pdf': 'invoices',
  'GET /api/admin/invoices/:id/xrechnung.xml': 'invoices',
  'POST /api/admin/invoices/:id/cancel': 'invoices',
  'POST /api/admin/invoices/:id/payments': 'payments',
  'POST /api/admin/invoices/:id/reminder': 'invoices',
  'GET /api/admin/dunning': 'invoices',
  'POST /api/admin/dunning/:id': 'invoices',
  // Bank statements (issue 35): what they do is record payments, so they need what recording one needs.
  'GET /api/admin/bank-statements': 'payments',
  'POST /api/admin/bank-statements': 'payments',
  'POST /api/admin/bank-statements/entries/:id/confirm': 'payments',
  'POST /api/admin/bank-statements/entries/:id/assign': 'payments',
  // Refused to everyone with the right to see invoices (409): an issued invoice is never changed.
  'PUT /api/admin/invoices/:id': 'invoices',
  'PATCH /api/admin/invoices/:id': 'invoices',
  'DELETE /api/admin/invoices/:id': 'invoices',
  // Assignment (issue 21): everyone sees who is in the team for the pickers; giving a record to someone
  // needs the right to work on it.
  'GET /api/admin/staff': 'backoffice',
  'PUT /api/admin/leads/:id/assignee': 'leads.write',
  'PUT /api/admin/quotes/:id/assignee': 'quotes',
  'PUT /api/admin/orders/:id/assignee': 'orders',
  'GET /api/admin/settings/assignment': 'settings',
  'PUT /api/admin/settings/assignment': 'settings',
  // The backups hold everything: only the owner sees and starts them (ADR 039).
  'GET /api/admin/backups': 'settings',
  'POST /api/admin/backups': 'settings',
  // The books for the tax adviser (ADR 059): the owner agrees the accounts with the adviser, closes the
  // months and hands over the export.
  'GET /api/admin/settings/bookkeeping': 'settings',
  'PUT /api/admin/settings/bookkeeping': 'settings',
  'GET /api/admin/bookkeeping/months': 'settings',
  'POST /api/admin/bookkeeping/months': 'settings',
  'GET /api/admin/exports/datev': 'settings',
  // Appointments (issue 23): Vertrieb offers the Aufmaß, Büro enters the Montage; both see the calendar.
  'POST /api/admin/leads/:id/appointment-offers': 'appointments',
  'GET /api/admin/orders/:id/appointments': 'appointments',
  'POST /api/admin/orders/:id/appointments': 'appointments',
  'GET /api/admin/appointments': 'appointments',
  'PUT /api/admin/appointments/:id': 'appointments',
  'POST /api/admin/appointments/:id/cancel': 'appointments',
  // Reviews (issue 38, ADR 060): Inhaber and Vertrieb, who speak for the company, answer and decide on
  // what the check held; Büro, who sees the payments, sends the invitation from the order.
  'GET /api/admin/reviews': 'reviews',
  'POST /api/admin/reviews/:id/reply': 'reviews',
  'POST /api/admin/reviews/:id/withhold': 'reviews',
  'POST /api/admin/reviews/:id/publish': 'reviews',
  'POST /api/admin/orders/:id/review-invitation': 'orders',
  'GET /api/admin/orders/:id/review': 'orders',
};

/** The table's key of a registered route: its method and path, regex parts of parameters left out. */
export function adminRouteKey(method: string, path: string): string {
  return `${method} ${path.replace(/\{[^}]+\}/g, '')}`;
}
