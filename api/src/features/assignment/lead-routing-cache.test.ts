import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { testApiForFile } from '../../../testing/fixtures.ts';
import { leads, outbox } from '../../platform/db/schema.ts';
import { createTestUser } from '../../../testing/test-users.ts';

const test = testApiForFile({ NOTIFY_EMAIL: 'buero@example.de' });

const module = (path: string) => JSON.stringify(fileURLToPath(new URL(path, import.meta.url)));

/** Runs code against the test's database file in a Node process of its own, as a second server process would. */
function inAnotherProcess(code: string) {
  const script = `
    const { openDatabase } = await import(${module('../../platform/db/client.ts')});
    const { saveLeadAssignment } = await import(${module('./lead-assignment-setting.ts')});
    const db = await openDatabase({ url: ${JSON.stringify(test.url)} });
    ${code}
    db.$client.close();
  `;
  execFileSync(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'ignore', 'inherit'] });
}

async function submittedLead(email: string) {
  const response = await test.request('/api/funnel/submit', {
    method: 'POST',
    json: { projektart: 'neubau', produkt_fenster: true, datenschutz: true, vorname: 'Nina', nachname: 'Neu', email },
  });
  expect(response.status).toBe(201);
  const [lead] = await test.db.select().from(leads).where(eq(leads.email, email));
  return lead!;
}

/** The office's notifications of a lead, one row per recipient. */
async function notifiedOf(reference: string) {
  const rows = await test.db
    .select({ recipient: outbox.recipient })
    .from(outbox)
    .where(and(eq(outbox.topic, 'lead-notification'), like(outbox.subject, `%${reference}%`)));
  return rows.map((row) => row.recipient).sort();
}

describe('who a new lead goes to, kept per process', () => {
  it('is read once, not with every quote request', async () => {
    await submittedLead('erste@example.de');
    const execute = vi.spyOn(test.db.$client, 'execute');
    try {
      const lead = await submittedLead('zweite@example.de');
      const reads = execute.mock.calls.map(([statement]: unknown[]) =>
        typeof statement === 'string' ? statement : (statement as { sql: string }).sql,
      );
      // Only the test's own read of the stored lead, nothing of settings or users.
      expect(reads.filter((sql) => /\b(settings|users|app_meta)\b/.test(sql))).toEqual([]);
      expect(await notifiedOf(lead.reference)).toEqual(['buero@example.de']);
    } finally {
      execute.mockRestore();
    }
  });

  it('follows a change another process makes, with the next lead and every lead arriving together', async () => {
    const ulla = (await createTestUser(test.db, { role: 'vertrieb' })).user;
    const dana = (await createTestUser(test.db, { role: 'vertrieb' })).user;
    const before = await submittedLead('vorher@example.de');
    expect(before.assignedTo).toBeNull();
    expect(await notifiedOf(before.reference)).toEqual([ulla.email, dana.email].sort());

    inAnotherProcess(`await saveLeadAssignment(db, { defaultAssigneeId: ${dana.id} }, 'inhaber');`);
    const emails = Array.from({ length: 5 }, (_, index) => `zusammen-${index}@example.de`);
    const together = await Promise.all(emails.map((email) => submittedLead(email)));
    for (const lead of together) {
      expect(lead.assignedTo).toBe(dana.id);
      // Each mail once: the lead's transaction that failed its check left nothing behind.
      expect(await notifiedOf(lead.reference)).toEqual([dana.email]);
    }

    inAnotherProcess(`await db.$client.execute({ sql: 'update users set active = 0 where id = ?', args: [${dana.id}] });`);
    const after = await submittedLead('danach@example.de');
    expect(after.assignedTo).toBeNull();
    expect(await notifiedOf(after.reference)).toEqual([ulla.email]);
    const stored = await test.db.select({ id: leads.id }).from(leads).where(like(leads.email, 'zusammen-%'));
    expect(stored).toHaveLength(5);
  });
});
