/** A funnel event row as the tracking endpoint stores it, at the instant `iso`, without choices or campaign. */
export const funnelEvent = (sessionId: string, step: number, action: 'started' | 'completed' | 'abandoned', iso: string) => ({
  sessionId,
  step,
  action,
  choices: {},
  utmParams: {},
  createdAt: new Date(iso),
});
