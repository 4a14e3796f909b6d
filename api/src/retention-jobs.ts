import { rollUpFinishedDays, rolledUpUntil } from './features/analytics/rollup.ts';
import { settleLeadVisits } from './features/analytics/lead-visits.ts';
import { acceptanceMaintenance } from './features/acceptance/maintenance.ts';
import { aufmassMaintenance } from './features/aufmass/maintenance.ts';
import { customerPhotoMaintenance } from './features/leads/lead-folders.ts';
import { forgottenLoginAddresses } from './features/accounts/known-login-addresses.ts';
import type { RetentionJobs } from './platform/maintenance/retention.ts';

/** The features' part of the hourly retention (platform/maintenance/retention.ts), composed here as app.ts composes the routes. */
export const retentionJobs: RetentionJobs = {
  async rollUp(db, now) {
    await settleLeadVisits(db, now.getTime());
    await rollUpFinishedDays(db, now.getTime());
    return rolledUpUntil(db);
  },
  forgottenLoginAddresses,
  afterwards: [acceptanceMaintenance, aufmassMaintenance, customerPhotoMaintenance],
};
