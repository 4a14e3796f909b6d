/** The encodings an answer can come in, best first: Brotli, gzip, or the plain bytes. */
export type Encoding = 'br' | 'gzip' | 'identity';

/** The qualities of Accept-Encoding (RFC 9110 12.5.3); a coding not named takes `*`'s, else 0. */
function qualities(header: string | undefined) {
  const listed = new Map<string, number>();
  for (const entry of (header ?? '').split(',')) {
    const [coding = '', ...parameters] = entry.trim().toLowerCase().split(';');
    const quality = parameters.map((parameter) => parameter.trim()).find((parameter) => parameter.startsWith('q='));
    if (coding) listed.set(coding.trim(), quality === undefined ? 1 : Number(quality.slice(2)));
  }
  return (coding: string) => listed.get(coding) ?? listed.get('*') ?? 0;
}

/** Brotli if the client takes it and it is offered, else gzip, else the plain bytes. */
export function chooseEncoding(header: string | undefined, offered: Partial<Record<Encoding, unknown>>): Encoding {
  const quality = qualities(header);
  if (offered.br && quality('br') > 0) return 'br';
  if (offered.gzip && quality('gzip') > 0) return 'gzip';
  return 'identity';
}
