/**
 * The HTTP steps of deploy/check, against a running server as a browser and the owner would make them:
 *   node deploy/check-http.ts company <url> <firma>     company data saved → the Impressum shows them
 *   node deploy/check-http.ts backup <url>              "Jetzt sichern" in the back office
 *   node deploy/check-http.ts erase <url> <e-mail>      a quote request, then its erasure (Art. 17 DSGVO)
 *   node deploy/check-http.ts funnel <url> <e-mail>     a quote request, then found in the back office
 *   node deploy/check-http.ts load <url> <stop-file>    requests until the stop file exists; prints the counts
 * The owner signs in with ADMIN_USERNAME and ADMIN_PASSWORD from the environment. Exit code 1 on a failure.
 */
import { existsSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

const [command, base = '', argument = ''] = process.argv.slice(2);

function fail(message: string): never {
  console.error(`FEHLER: ${message}`);
  process.exit(1);
}

async function signIn(): Promise<string> {
  const response = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: process.env.ADMIN_USERNAME, password: process.env.ADMIN_PASSWORD }),
  });
  if (!response.ok) fail(`Anmeldung als Inhaber: ${response.status} ${await response.text()}`);
  const cookie = response.headers.getSetCookie().map((line) => line.split(';')[0]);
  return cookie.join('; ');
}

async function asOwner(path: string, init: RequestInit = {}): Promise<Response> {
  const cookie = await signIn();
  const headers = { ...(init.body ? { 'Content-Type': 'application/json' } : {}), Cookie: cookie };
  return fetch(`${base}${path}`, { ...init, headers });
}

async function submitQuoteRequest(email: string): Promise<void> {
  const response = await fetch(`${base}/api/funnel/submit`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      projektart: 'sanierung',
      produkt_fenster: true,
      dimensions: [{ typ: 'fenster', breite: 120, hoehe: 140, menge: 2 }],
      material: 'kunststoff',
      verglasung: '3-fach',
      montage: 'ja',
      plz: '12345 Musterstadt',
      zeitraum: '1-3-monate',
      vorname: 'Paula',
      nachname: 'Probe',
      email,
      telefon: '0401234',
      nachricht: 'Anfrage aus deploy/check',
      datenschutz: true,
      website: '',
    }),
  });
  if (response.status !== 201) fail(`POST /api/funnel/submit: ${response.status} ${await response.text()}`);
  console.log(`POST /api/funnel/submit: ${response.status}`);
}

async function leadsExport(email: string): Promise<string> {
  const response = await asOwner(`/api/admin/leads/export.csv?q=${encodeURIComponent(email)}`);
  if (!response.ok) fail(`Anfragen-Export: ${response.status}`);
  return response.text();
}

async function company(legalName: string): Promise<void> {
  const current = await asOwner('/api/admin/settings/company');
  if (!current.ok) fail(`GET Firmendaten: ${current.status}`);
  const { company: settings } = (await current.json()) as { company: Record<string, unknown> };
  const saved = await asOwner('/api/admin/settings/company', { method: 'PUT', body: JSON.stringify({ ...settings, legalName }) });
  if (!saved.ok) fail(`PUT Firmendaten: ${saved.status} ${await saved.text()}`);
  console.log(`Firmendaten gespeichert: ${legalName}`);
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    const page = await fetch(`${base}/impressum`);
    if (page.ok && (await page.text()).includes(legalName)) return console.log(`/impressum zeigt „${legalName}“`);
    await sleep(2000);
  }
  fail(`/impressum zeigt „${legalName}“ auch nach 3 Minuten nicht (Neuaufbau der Website?)`);
}

async function load(stopFile: string): Promise<void> {
  const paths = ['/', '/api/health', '/impressum', '/api/public/product-lines'];
  const counts: Record<string, number> = {};
  const count = (key: string) => (counts[key] = (counts[key] ?? 0) + 1);
  const worker = async (offset: number) => {
    for (let i = offset; !existsSync(stopFile); i++) {
      try {
        const response = await fetch(`${base}${paths[i % paths.length]}`, { redirect: 'manual', signal: AbortSignal.timeout(30_000) });
        await response.arrayBuffer();
        count(`${Math.floor(response.status / 100)}xx`);
      } catch (error) {
        count(`Verbindungsfehler (${error instanceof Error ? error.name : 'unbekannt'})`);
      }
      // Bounded: about 50 requests per second and worker, so the build of the update keeps its cores.
      await sleep(20);
    }
  };
  await Promise.all([worker(0), worker(1)]);
  const failures = Object.entries(counts).filter(([key]) => key !== '2xx' && key !== '3xx');
  console.log(`Antworten: ${JSON.stringify(counts)}`);
  if (failures.length > 0) fail(`Anfragen ohne 2xx/3xx während des Updates: ${JSON.stringify(Object.fromEntries(failures))}`);
}

switch (command) {
  case 'company':
    await company(argument);
    break;
  case 'backup': {
    const response = await asOwner('/api/admin/backups', { method: 'POST' });
    if (response.status !== 201) fail(`„Jetzt sichern“: ${response.status} ${await response.text()}`);
    console.log(`„Jetzt sichern“: ${JSON.stringify(await response.json())}`);
    break;
  }
  case 'erase': {
    await submitQuoteRequest(argument);
    const response = await asOwner(`/api/admin/privacy?email=${encodeURIComponent(argument)}`, { method: 'DELETE' });
    if (!response.ok) fail(`Löschung: ${response.status} ${await response.text()}`);
    console.log(`Löschung: ${JSON.stringify(await response.json())}`);
    if ((await leadsExport(argument)).includes(argument)) fail('Die Anfrage ist nach der Löschung noch da.');
    break;
  }
  case 'funnel':
    await submitQuoteRequest(argument);
    if (!(await leadsExport(argument)).includes(argument)) fail('Die Anfrage fehlt in der Liste des Backoffice.');
    console.log('Die Anfrage steht im Backoffice.');
    break;
  case 'load':
    await load(argument);
    break;
  default:
    fail(`Unbekannter Schritt „${command}“`);
}
