import { z } from './zod.ts';

/** The six campaign parameters read from a page address and kept with a quote request (public-area.md section 9). */
export const campaignParameterNames = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'gclid'] as const;

export const campaignParametersSchema = z
  .object(Object.fromEntries(campaignParameterNames.map((name) => [name, z.string().trim().max(200).optional()])))
  .strip();

export type CampaignParameters = Partial<Record<(typeof campaignParameterNames)[number], string>>;

/** The campaign parameters of an address, or null when it has none. */
export function campaignParametersFrom(search: URLSearchParams): CampaignParameters | null {
  const found: CampaignParameters = {};
  for (const name of campaignParameterNames) {
    const value = search.get(name)?.trim();
    if (value) found[name] = value.slice(0, 200);
  }
  return Object.keys(found).length > 0 ? found : null;
}
