import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnApiServer } from '../api/testing/api-server-child.ts';
import { startTestSmtpServer, mailHeader, type TestSmtpServer } from '../api/testing/smtp-server.ts';

// What docs/operations.md promises for more than one server process on one database: the request
// limits are shared, document numbers stay gap-free, and every mail goes out once. Two real server
// processes (api/testing/api-server-process.ts) on one libSQL file, each with its own mail sender.

let folder: string;
let smtp: TestSmtpServer;
const servers: ChildProcess[] = [];
const bases: string[] = [];

async function startServer(env: NodeJS.ProcessEnv): Promise<string> {
  const started = await spawnApiServer(env);
  servers.push(started.process);
  return started.url;
}

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'fensterwerk-two-processes-'));
  smtp = await startTestSmtpServer();
  const env = {
    ...process.env,
    NODE_ENV: 'test',
    DATABASE_URL: `file:${join(folder, 'app.db')}`,
    OUTBOX_DIR: join(folder, 'outbox'),
    UPLOAD_DIR: join(folder, 'uploads'),
    SMTP_URL: smtp.url,
    TRUST_PROXY: 'true',
    ADMIN_PASSWORD: 'zwei-prozesse-2026',
    NOTIFY_EMAIL: 'buero@example.de',
  };
  // The first prepares the database (migrations, owner); the second finds it ready, as a cluster worker would.
  bases.push(await startServer(env));
  bases.push(await startServer(env));
}, 60_000);

afterAll(async () => {
  for (const server of servers) server.kill();
  await smtp.close();
  rmSync(folder, { recursive: true, force: true });
});

const post = (base: string, path: string, json: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(json) });

const contactMessage = {
  salutation: 'herr',
  name: 'Jan Ost',
  email: 'jan.ost@example.de',
  phone: '0401111',
  subject: 'dachfenster',
  message: 'Zwei Dachfenster.',
  privacy: true,
};

describe('two server processes on one database', () => {
  it('share the request limits: five contact messages from one address in all, whichever process answers', async () => {
    const from = { 'X-Forwarded-For': '198.51.100.77' };
    const statuses: number[] = [];
    for (let index = 0; index < 8; index += 1) statuses.push((await post(bases[index % 2]!, '/api/contact', contactMessage, from)).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
  });

  it('number 20 quotes drafted at once on both processes without a gap or a double', async () => {
    const login = await post(bases[0]!, '/api/admin/login', { username: 'admin', password: 'zwei-prozesse-2026' });
    const { token } = (await login.json()) as { token: string };
    const auth = { Authorization: `Bearer ${token}` };
    for (let index = 0; index < 20; index += 1) {
      const lead = {
        projektart: 'neubau',
        produkt_fenster: true,
        datenschutz: true,
        vorname: 'Eva',
        nachname: `Zahl${index}`,
        email: `eva${index}@example.de`,
      };
      expect((await post(bases[index % 2]!, '/api/funnel/submit', lead, { 'X-Forwarded-For': `203.0.113.${index + 1}` })).status).toBe(201);
    }
    const inbox = (await (await fetch(`${bases[1]}/api/admin/dashboard?pageSize=50`, { headers: auth })).json()) as {
      leads: { leads: { id: number }[] };
    };
    const leadIds = inbox.leads.leads.map((lead) => lead.id);
    expect(leadIds).toHaveLength(20);

    const drafts = await Promise.all(leadIds.map((leadId, index) => post(bases[index % 2]!, '/api/admin/quotes', { leadId }, auth)));
    expect(drafts.map((draft) => draft.status)).toEqual(leadIds.map(() => 201));
    const numbers = (await Promise.all(drafts.map(async (draft) => ((await draft.json()) as { number: string }).number))).sort();
    const year = new Date().getFullYear();
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, index) => `AN-${year}-${String(index + 1).padStart(4, '0')}`));
  });

  it('send every mail once, though both processes run a mail sender', async () => {
    // The 20 leads above: a confirmation to each person and a notification to the office each; the
    // contact messages: five notifications. Wait until they are all there, then a moment longer.
    const expected = 20 + 20 + 5;
    const deadline = Date.now() + 30_000;
    while (smtp.received.length < expected && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const ids = smtp.received.map((mail) => mailHeader(mail, 'Message-ID'));
    expect(ids).toHaveLength(expected);
    expect(new Set(ids).size).toBe(expected);
  });

  it('book one Aufmaß slot once when twenty customers pick it at once through their own links on both processes', async () => {
    const login = await post(bases[1]!, '/api/admin/login', { username: 'admin', password: 'zwei-prozesse-2026' });
    const auth = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
    const inbox = (await (await fetch(`${bases[0]}/api/admin/dashboard?pageSize=50`, { headers: auth })).json()) as {
      leads: { leads: { id: number; email: string }[] };
    };
    const start = new Date(Date.now() + 10 * 86_400_000);
    start.setUTCHours(8, 0, 0, 0);
    const slot = { startsAt: start.toISOString(), endsAt: new Date(start.getTime() + 3_600_000).toISOString() };
    const people = inbox.leads.leads.slice(0, 20);
    for (const [index, lead] of people.entries()) {
      const offer = { subject: 'Aufmaß', text: 'Unser Vorschlag:', slots: [slot] };
      expect((await post(bases[index % 2]!, `/api/admin/leads/${lead.id}/appointment-offers`, offer, auth)).status).toBe(201);
    }
    // Each link as its customer reads it in the mail (quoted-printable: soft line breaks joined).
    const tokens = await Promise.all(people.map((lead) => linkTokenMailedTo(lead.email)));
    const picks = await Promise.all(
      tokens.map((token, index) =>
        post(bases[index % 2]!, `/api/appointments/offers/${token}`, { slot: 0 }, { 'X-Forwarded-For': `198.51.100.${index + 1}` }),
      ),
    );
    expect(picks.map((pick) => pick.status).sort()).toEqual([201, ...Array<number>(19).fill(409)]);
  });
});

async function linkTokenMailedTo(address: string): Promise<string> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    for (const mail of smtp.received.filter((candidate) => candidate.to.includes(address))) {
      const token = /\/termin\/([A-Za-z0-9_-]{43})/.exec(mail.data.replace(/=\r?\n/g, ''))?.[1];
      if (token) return token;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Kein Terminlink an ${address}`);
}
