import { describe, expect, it } from 'vitest';
import { adminTestApiForFile } from '../../../testing/fixtures.ts';
import { linePresetMessages as m } from './contract/settings-messages.ts';

const test = adminTestApiForFile();

const path = '/api/admin/settings/line-presets';

describe('/api/admin/settings/line-presets', () => {
  it('lists the seeded presets in their order, with unit, net price in cents and labour', async () => {
    const listed = await test.call('GET', path);
    expect(listed.status).toBe(200);
    expect(listed.body.map((preset: { name: string }) => preset.name)).toEqual([
      'Montage je Fenster',
      'Altfensterentsorgung je Fenster',
      'Lieferung',
      'Aufmaß vor Ort',
      'Anschlussfuge abdichten',
    ]);
    expect(listed.body[0]).toEqual({ id: expect.any(Number), name: 'Montage je Fenster', unit: 'Stk.', netPrice: 12_000, labour: true });
  });

  it('creates a preset at the end of the list, changes and deletes it', async () => {
    const created = await test.call('POST', path, { name: '  Fensterbank innen  ', unit: 'm', netPrice: 4_550, labour: false });
    expect(created).toEqual({
      status: 201,
      body: { id: expect.any(Number), name: 'Fensterbank innen', unit: 'm', netPrice: 4_550, labour: false },
    });
    expect((await test.call('GET', path)).body.at(-1)).toEqual(created.body);

    const changed = await test.call('PUT', `${path}/${created.body.id}`, { name: 'Fensterbank', unit: 'Stk.', netPrice: 0, labour: true });
    expect(changed).toEqual({ status: 200, body: { id: created.body.id, name: 'Fensterbank', unit: 'Stk.', netPrice: 0, labour: true } });
    expect((await test.call('GET', path)).body.at(-1)).toEqual(changed.body);

    expect(await test.call('DELETE', `${path}/${created.body.id}`)).toEqual({ status: 200, body: { deleted: 1 } });
    const names = (await test.call('GET', path)).body.map((preset: { name: string }) => preset.name);
    expect(names).not.toContain('Fensterbank');
    expect(names).toHaveLength(5);
  });

  it('answers 404 in German for a preset that is not there, 400 for a malformed number', async () => {
    const body = { name: 'N', unit: 'Stk.', netPrice: 1, labour: false };
    expect(await test.call('PUT', `${path}/999999`, body)).toEqual({ status: 404, body: { error: m.notFound } });
    expect(await test.call('DELETE', `${path}/999999`)).toEqual({ status: 404, body: { error: m.notFound } });
    const malformed = await test.call('DELETE', `${path}/x1`);
    expect(malformed.status).toBe(400);
    expect(malformed.body.issues).toEqual({ id: [m.id] });
  });

  it('checks name (1–80, one line), unit (Stk., m, pauschal), net price (whole cents ≥ 0) and labour with German messages', async () => {
    const valid = { name: 'Montage', unit: 'Stk.', netPrice: 100, labour: true };
    const cases: [unknown, Record<string, string[]>][] = [
      [{}, { name: [m.nameRequired], unit: [m.unit], netPrice: [m.netPrice], labour: [m.labour] }],
      [{ ...valid, name: ' ' }, { name: [m.nameRequired] }],
      [{ ...valid, name: 'x'.repeat(81) }, { name: [m.nameTooLong] }],
      [{ ...valid, unit: 'kg' }, { unit: [m.unit] }],
      [{ ...valid, netPrice: -1 }, { netPrice: [m.netPrice] }],
      [{ ...valid, netPrice: 1.5 }, { netPrice: [m.netPrice] }],
      [{ ...valid, netPrice: '100' }, { netPrice: [m.netPrice] }],
      [{ ...valid, labour: 'ja' }, { labour: [m.labour] }],
    ];
    for (const [body, issues] of cases) {
      const answer = await test.call('POST', path, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.issues, JSON.stringify(body)).toEqual(issues);
    }
    expect((await test.call('POST', path, { ...valid, name: 'x'.repeat(80) })).status).toBe(201);
    const multiLine = await test.call('POST', path, { ...valid, name: 'a\nb' });
    expect(multiLine.status).toBe(400);
    expect(Object.keys(multiLine.body.issues)).toEqual(['name']);
  });
});
