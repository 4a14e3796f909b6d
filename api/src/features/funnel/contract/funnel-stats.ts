interface FunnelStepStats {
  step: number;
  started: number;
  completed: number;
  abandoned: number;
}

/** The dashboard's funnel card; the figures are defined in docs/domain.md. */
export interface FunnelStats {
  totalSessions: number;
  completedSessions: number;
  abandonedSessions: number;
  /** Active in the last 30 minutes: neither completed nor abandoned yet. */
  runningSessions: number;
  stepStats: FunnelStepStats[];
}
