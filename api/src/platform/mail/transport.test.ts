import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSmtpServer, type TestSmtpServer } from '../../../testing/smtp-server.ts';
import { createMailTransport } from './transport.ts';

const message = {
  from: 'Fensterwerk Nord <info@example.de>',
  to: 'eva@example.de',
  subject: 'Ihre Anfrage bei Fensterwerk Nord',
  text: 'Guten Tag Eva Nord,\n\nvielen Dank für Ihre Anfrage – Größe 120 × 140 cm.',
  reference: '1700000000000-1-lead-confirmation',
  messageId: '<outbox-1-1700000000000@example.de>',
};

describe('mail to the outbox folder (no SMTP_URL)', () => {
  it('writes each mail as an .eml file with proper headers and UTF-8 text', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'outbox-'));
    const transport = createMailTransport({ outboxDir: join(folder, 'post') });
    await transport.send(message);
    const [file] = readdirSync(join(folder, 'post'));
    expect(file).toBe('1700000000000-1-lead-confirmation.eml');
    const eml = readFileSync(join(folder, 'post', file!), 'utf8');
    expect(eml).toMatch(/^From: Fensterwerk Nord <info@example\.de>$/m);
    expect(eml).toMatch(/^To: eva@example\.de$/m);
    expect(eml).toMatch(/^Subject: Ihre Anfrage bei Fensterwerk Nord$/m);
    expect(eml).toMatch(/charset=utf-8/i);
    expect(eml).toMatch(/^Message-ID: <outbox-1-1700000000000@example\.de>$/m);
    transport.close();
    rmSync(folder, { recursive: true, force: true });
  });
});

describe('mail over SMTP', () => {
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
  });
  afterAll(() => smtp.close());

  it('delivers to a real SMTP server on loopback', async () => {
    const transport = createMailTransport({ smtpUrl: smtp.url, outboxDir: 'nicht-benutzt' });
    expect(transport.description).toBe(`SMTP ${new URL(smtp.url).host}`);
    await transport.send(message);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toMatchObject({ from: 'info@example.de', to: ['eva@example.de'] });
    expect(smtp.received[0]!.data).toMatch(/Subject: Ihre Anfrage bei Fensterwerk Nord/);
    expect(smtp.received[0]!.data).toMatch(/^Message-ID: <outbox-1-1700000000000@example\.de>\r?$/m);
    transport.close();
  });

  it("reports the server's refusal as an error", async () => {
    const transport = createMailTransport({ smtpUrl: smtp.url, outboxDir: 'nicht-benutzt' });
    smtp.rejectNext();
    await expect(transport.send(message)).rejects.toThrow(/Postfach voll/);
    transport.close();
  });
});
