import { describe, expect, it } from 'vitest';
import { screenFor } from './routes.ts';

describe('screenFor', () => {
  it('tells a list from a record’s page on the same path: /admin/orders and /admin/orders/7', () => {
    expect(screenFor('/admin/orders')).toMatchObject({ path: 'orders', title: 'Aufträge' });
    expect(screenFor('/admin/orders/')).toMatchObject({ title: 'Aufträge' });
    expect(screenFor('/admin/orders/7')).toMatchObject({ path: 'orders', title: 'Auftrag', withKey: true });
    expect(screenFor('/admin/orders/7/x')).toBeNull();
    expect(screenFor('/admin/orders/7/abnahme')).toMatchObject({ path: 'orders', title: 'Abnahme', below: 'abnahme' });
    expect(screenFor('/admin/orders/abnahme')).toMatchObject({ title: 'Auftrag' });
    expect(screenFor('/admin/leads/42/abnahme')).toBeNull();
    expect(screenFor('/admin/leads')).toBeNull();
    expect(screenFor('/admin/leads/42')).toMatchObject({ title: 'Anfrage' });
  });
});
