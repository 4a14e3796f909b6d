import { describe, expect, it } from 'vitest';
import { ApiError, fieldMessagesOf, messageOf } from './api.ts';

const answer = (status: number, body: string) => new ApiError(status, body, 'Status');

describe('reading a failed API call', () => {
  it("takes the server's German message, else the screen's own", () => {
    expect(messageOf(answer(409, '{"error":"Benutzername bereits vergeben"}'), 'Fehler')).toBe('Benutzername bereits vergeben');
    expect(messageOf(answer(502, '<html>Bad Gateway</html>'), 'Fehler')).toBe('Fehler');
    expect(messageOf(new TypeError('Failed to fetch'), 'Fehler')).toBe('Fehler');
  });

  it('gives the first message per field of a 400 answer', () => {
    const error = answer(
      400,
      JSON.stringify({ error: 'Ungültige Eingabe', issues: { email: ['Ungültige E-Mail-Adresse', 'zweite'], plz: ['PLZ fehlt'] } }),
    );
    expect(fieldMessagesOf(error)).toEqual({ email: 'Ungültige E-Mail-Adresse', plz: 'PLZ fehlt' });
  });

  it('gives no field messages for other answers, bodies that are not JSON, or errors that are not answers', () => {
    expect(fieldMessagesOf(answer(409, JSON.stringify({ issues: { email: ['vergeben'] } })))).toEqual({});
    expect(fieldMessagesOf(answer(400, '<html>Bad Request</html>'))).toEqual({});
    expect(fieldMessagesOf(answer(400, 'null'))).toEqual({});
    expect(fieldMessagesOf(new TypeError('Failed to fetch'))).toEqual({});
  });
});
