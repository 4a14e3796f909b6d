import { campaignParametersFrom, type CampaignParameters } from '#features/funnel/contract/campaign.ts';

/**
 * Campaign parameters from the page address (utm_source, …, gclid), kept in localStorage under
 * utm_params until a quote request carries them; /thank-you forgets them.
 */
export const CAMPAIGN_STORAGE_KEY = 'utm_params';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** A visit that arrives with campaign parameters replaces the ones kept from an earlier visit. */
export function captureCampaignParameters(search: string, storage: KeyValueStorage = localStorage): void {
  const found = campaignParametersFrom(new URLSearchParams(search));
  if (found) storage.setItem(CAMPAIGN_STORAGE_KEY, JSON.stringify(found));
}

export function readCampaignParameters(storage: KeyValueStorage = localStorage): CampaignParameters {
  try {
    const stored: unknown = JSON.parse(storage.getItem(CAMPAIGN_STORAGE_KEY) ?? '{}');
    return stored && typeof stored === 'object' ? (stored as CampaignParameters) : {};
  } catch {
    return {};
  }
}

export function forgetCampaignParameters(storage: Pick<Storage, 'removeItem'> = localStorage): void {
  storage.removeItem(CAMPAIGN_STORAGE_KEY);
}
