/**
 * Campaign parameters from the page address (utm_source, …, gclid), kept in localStorage under
 * utm_params until a quote request carries them (public-area.md sections 3 and 9).
 */
export const CAMPAIGN_STORAGE_KEY = 'utm_params';

export const CAMPAIGN_PARAMETERS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'gclid'] as const;

export type CampaignParameters = Partial<Record<(typeof CAMPAIGN_PARAMETERS)[number], string>>;

export function forgetCampaignParameters(storage: Pick<Storage, 'removeItem'> = localStorage): void {
  storage.removeItem(CAMPAIGN_STORAGE_KEY);
}
