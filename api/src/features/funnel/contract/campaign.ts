/**
 * The six campaign parameters read from a page address and kept with a quote request. No zod here: content pages read addresses with this module and must stay small.
 */
import { campaignParameterNames, type CampaignParameters } from '../../../shared/record-shapes.ts';

/** The names and what a request keeps of them (shared/record-shapes.ts, where the schema reads them). */
export { campaignParameterNames, type CampaignParameters };

export const CAMPAIGN_VALUE_MAX_LENGTH = 200;

/** The campaign parameters of an address, or null when it has none. */
export function campaignParametersFrom(search: URLSearchParams): CampaignParameters | null {
  const found: CampaignParameters = {};
  for (const name of campaignParameterNames) {
    const value = search.get(name)?.trim();
    if (value) found[name] = value.slice(0, CAMPAIGN_VALUE_MAX_LENGTH);
  }
  return Object.keys(found).length > 0 ? found : null;
}
