import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../testing/test-api.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../testing/smtp-server.ts';
import { startMailSender } from './sender.ts';
import { createMailTransport } from './transport.ts';

let test: TestApi;
let smtp: TestSmtpServer;
beforeAll(async () => {
  test = await createTestApi({ NOTIFY_EMAIL: 'team@example.de' });
  smtp = await startTestSmtpServer();
});
afterAll(async () => {
  await smtp.close();
  test.cleanup();
});

describe("a lead's mails over SMTP", () => {
  it('reach the customer and the operator after the lead is stored, also when an attempt fails', async () => {
    const response = await test.request('/api/funnel/submit', {
      method: 'POST',
      json: {
        projektart: 'neubau',
        produkt_dachfenster: true,
        vorname: 'Ole',
        nachname: 'Süd',
        email: 'ole@example.de',
        datenschutz: true,
      },
    });
    expect(response.status).toBe(201);

    const sender = startMailSender({
      db: test.db,
      transport: createMailTransport({ smtpUrl: smtp.url, outboxDir: 'nicht-benutzt' }),
      from: 'Fensterwerk Nord <info@example.de>',
      intervalMs: 60_000,
      log: () => {},
    });
    smtp.rejectNext();
    await sender.drain();
    expect(smtp.received).toHaveLength(1);

    // The refused mail waits for its retry; once due, it goes out.
    await test.db.$client.execute("update outbox set next_attempt_at = 0 where status = 'pending'");
    await sender.drain();
    expect(smtp.received.map((mail) => mail.to[0]).sort()).toEqual(['ole@example.de', 'team@example.de']);
    const confirmation = smtp.received.find((mail) => mail.to[0] === 'ole@example.de')!;
    expect(confirmation.data).toMatch(/Guten Tag Ole S/);
    await sender.stop();
  });
});
