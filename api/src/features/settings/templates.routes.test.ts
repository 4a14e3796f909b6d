import { describe, expect, it } from 'vitest';
import { adminTestApiForFile } from '../../../testing/fixtures.ts';

const test = adminTestApiForFile();

const path = '/api/admin/settings/templates';

describe('/api/admin/settings/templates', () => {
  it('lists the seeded templates in their order', async () => {
    const listed = await test.call('GET', path);
    expect(listed.status).toBe(200);
    expect(listed.body.map((template: { name: string }) => template.name)).toEqual([
      'Rückfrage',
      'Aufmaß-Termin vorschlagen',
      'Angebot folgt',
    ]);
    expect(listed.body[0]).toEqual({
      id: expect.any(Number),
      name: 'Rückfrage',
      subject: 'Rückfrage zu Ihrer Anfrage {anfrage}',
      body: expect.any(String),
    });
  });

  it('creates a template at the end of the list, changes and deletes it', async () => {
    const created = await test.call('POST', path, {
      name: '  Absage  ',
      subject: 'Ihre Anfrage {anfrage}',
      body: 'Guten Tag {vorname},\n\nleider …',
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      name: 'Absage',
      subject: 'Ihre Anfrage {anfrage}',
      body: 'Guten Tag {vorname},\n\nleider …',
    });
    expect((await test.call('GET', path)).body.at(-1)).toEqual(created.body);

    const changed = await test.call('PUT', `${path}/${created.body.id}`, {
      name: 'Absage (höflich)',
      subject: 'Zu Ihrer Anfrage',
      body: 'Neu',
    });
    expect(changed).toEqual({
      status: 200,
      body: { id: created.body.id, name: 'Absage (höflich)', subject: 'Zu Ihrer Anfrage', body: 'Neu' },
    });
    expect((await test.call('GET', path)).body.at(-1)).toEqual(changed.body);

    expect(await test.call('DELETE', `${path}/${created.body.id}`)).toEqual({ status: 200, body: { deleted: 1 } });
    const names = (await test.call('GET', path)).body.map((template: { name: string }) => template.name);
    expect(names).not.toContain('Absage (höflich)');
    expect(names).toHaveLength(3);
  });

  it('answers 404 in German for a template that is not there, 400 for a malformed number', async () => {
    const body = { name: 'N', subject: 'S', body: 'B' };
    expect(await test.call('PUT', `${path}/999999`, body)).toEqual({ status: 404, body: { error: 'Diese Vorlage gibt es nicht (mehr).' } });
    expect(await test.call('DELETE', `${path}/999999`)).toEqual({ status: 404, body: { error: 'Diese Vorlage gibt es nicht (mehr).' } });
    const malformed = await test.call('DELETE', `${path}/x1`);
    expect(malformed.status).toBe(400);
    expect(malformed.body.issues).toEqual({ id: ['Die Nummer muss eine ganze Zahl ab 1 sein.'] });
  });

  it('checks name (1–80), subject (1–200, one line) and text (1–10000) with German messages', async () => {
    const cases: [unknown, Record<string, string[]>][] = [
      [
        {},
        {
          name: ['Bitte geben Sie einen Namen ein.'],
          subject: ['Bitte geben Sie einen Betreff ein.'],
          body: ['Bitte geben Sie einen Text ein.'],
        },
      ],
      [{ name: ' ', subject: 'S', body: 'B' }, { name: ['Bitte geben Sie einen Namen ein.'] }],
      [{ name: 'x'.repeat(81), subject: 'S', body: 'B' }, { name: ['Der Name darf höchstens 80 Zeichen lang sein.'] }],
      [{ name: 'N', subject: 'x'.repeat(201), body: 'B' }, { subject: ['Der Betreff darf höchstens 200 Zeichen lang sein.'] }],
      [{ name: 'N', subject: 'Zeile\nZeile', body: 'B' }, { subject: ['Bitte geben Sie hier keine Zeilenumbrüche oder Tabulatoren ein.'] }],
      [{ name: 'N', subject: 'S', body: 'x'.repeat(10_001) }, { body: ['Der Text darf höchstens 10000 Zeichen lang sein.'] }],
    ];
    for (const [json, issues] of cases) {
      for (const [method, target] of [
        ['POST', path],
        ['PUT', `${path}/1`],
      ] as const) {
        const answer = await test.call(method, target, json);
        expect(answer.status, `${method} ${JSON.stringify(json).slice(0, 50)}`).toBe(400);
        expect(answer.body).toEqual({ error: 'Bitte prüfen Sie Ihre Eingaben.', issues });
      }
    }
    const longest = await test.call('POST', path, { name: 'x'.repeat(80), subject: 'y'.repeat(200), body: 'z'.repeat(10_000) });
    expect(longest.status).toBe(201);
    await test.call('DELETE', `${path}/${longest.body.id}`);
  });
});
