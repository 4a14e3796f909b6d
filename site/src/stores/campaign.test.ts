import { describe, expect, it } from 'vitest';
import { CAMPAIGN_STORAGE_KEY, captureCampaignParameters, forgetCampaignParameters, readCampaignParameters } from './campaign.ts';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

describe('campaign parameters', () => {
  it('keeps the six known parameters of an address and nothing else', () => {
    const storage = memoryStorage();
    captureCampaignParameters('?utm_source=google&utm_medium=cpc&gclid=abc&ref=x&utm_term=', storage);
    expect(readCampaignParameters(storage)).toEqual({ utm_source: 'google', utm_medium: 'cpc', gclid: 'abc' });
  });

  it('leaves kept parameters alone when an address has none, and replaces them when it has new ones', () => {
    const storage = memoryStorage();
    captureCampaignParameters('?utm_campaign=herbst', storage);
    captureCampaignParameters('?seite=2', storage);
    expect(readCampaignParameters(storage)).toEqual({ utm_campaign: 'herbst' });
    captureCampaignParameters('?utm_source=newsletter', storage);
    expect(readCampaignParameters(storage)).toEqual({ utm_source: 'newsletter' });
  });

  it('reads garbage as no parameters and forgets on request', () => {
    const storage = memoryStorage();
    storage.setItem(CAMPAIGN_STORAGE_KEY, '{kaputt');
    expect(readCampaignParameters(storage)).toEqual({});
    captureCampaignParameters('?gclid=1', storage);
    forgetCampaignParameters(storage);
    expect(storage.getItem(CAMPAIGN_STORAGE_KEY)).toBeNull();
  });
});
