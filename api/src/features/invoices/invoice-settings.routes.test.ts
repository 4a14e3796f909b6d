import { describe, expect, it } from 'vitest';
import { adminTestApiForFile } from '../../../testing/fixtures.ts';
import { defaultBaseRates, defaultDunningSettings } from './contract/invoice-settings.ts';
import { invoiceSettingsMessages } from './contract/invoice-settings-messages.ts';

const test = adminTestApiForFile();

describe('Einstellungen → Rechnungen', () => {
  it('shows the defaults with the Basiszinssatz history, saves all at once, and refuses a base rate twice for one day', async () => {
    expect((await test.call('GET', '/api/admin/settings/invoices')).body).toEqual({
      paymentTermDays: 14,
      depositPercent: 30,
      dunning: defaultDunningSettings,
      baseRates: defaultBaseRates,
    });
    const saved = {
      paymentTermDays: 10,
      depositPercent: 40,
      dunning: { reminderDays: 5, firstDunningDays: 10, secondDunningDays: 10, dunningFee: 250 },
      baseRates: [...defaultBaseRates, { validFrom: '2026-01-01', basisPoints: 127 }].reverse(),
    };
    const answer = await test.call('PUT', '/api/admin/settings/invoices', saved);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ ...saved, baseRates: [...saved.baseRates].reverse() });
    const twice = await test.call('PUT', '/api/admin/settings/invoices', {
      ...saved,
      baseRates: [saved.baseRates[0], saved.baseRates[0]],
    });
    expect(twice.status).toBe(400);
    expect(JSON.stringify(twice.body)).toContain(invoiceSettingsMessages.baseRateTwice);
  });
});
