/** The start-up line with the address (tests and the benchmark read it). */
export function announce(host: string, port: number, processes = 1): void {
  const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  const suffix = processes > 1 ? ` (${processes} Prozesse)` : '';
  console.log(`[start] Fensterwerk Nord läuft auf http://${shownHost}:${port}${suffix}`);
}
