import { describe, expect, it } from 'vitest';
import { adminTestApiForFile } from '../../../../testing/fixtures.ts';
import { callWithToken } from '../../../../testing/test-admin.ts';
import { createTestUser } from '../../../../testing/test-users.ts';
import { elementValueMessages as m } from '../contract/element-value-messages.ts';
import { defaultFundingThresholds } from '../contract/funding.ts';

const test = adminTestApiForFile();

describe('Einstellungen → Förderung', () => {
  it('is the settings permission’s, as the screen that edits it: Katalog, who has no such screen, gets 403', async () => {
    const katalog = await createTestUser(test.db, { role: 'katalog' });
    const asKatalog = (method: string, json?: unknown) => callWithToken(test, katalog.token, method, '/api/admin/settings/funding', json);
    const stricter = { ...defaultFundingThresholds, maxU: { ...defaultFundingThresholds.maxU, window: 80 } };
    expect((await asKatalog('PUT', stricter)).status).toBe(403);
    expect((await asKatalog('GET')).status).toBe(403);
    expect((await test.call('GET', '/api/admin/settings/funding')).body).toEqual(defaultFundingThresholds);
    expect(await test.call('PUT', '/api/admin/settings/funding', stricter)).toEqual({ status: 200, body: stricter });
    expect((await test.call('PUT', '/api/admin/settings/funding', defaultFundingThresholds)).status).toBe(200);
  });

  it('takes as "Stand" only a real day between 2000 and 2099', async () => {
    for (const asOf of ['0000-01-01', '1999-12-31', '2100-01-01', '2026-02-30']) {
      const answer = await test.call('PUT', '/api/admin/settings/funding', { ...defaultFundingThresholds, asOf });
      expect([asOf, answer.status, answer.body.issues]).toEqual([asOf, 400, { asOf: expect.arrayContaining([m.thresholdDate]) }]);
    }
    expect((await test.call('GET', '/api/admin/settings/funding')).body).toEqual(defaultFundingThresholds);
    const upcoming = { ...defaultFundingThresholds, asOf: '2027-01-01' };
    expect(await test.call('PUT', '/api/admin/settings/funding', upcoming)).toEqual({ status: 200, body: upcoming });
  });
});
