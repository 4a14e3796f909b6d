/** An element of a parsed document: its local name (the namespace prefix dropped), attributes, children, text. */
export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

const PREDEFINED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
const NAME = /^[A-Za-z_][\w.:-]*/;
const ATTRIBUTE = /^\s+([A-Za-z_][\w.:-]*)\s*=\s*("[^"<]*"|'[^'<]*')/;

/** Thrown for anything that is not plain, well-formed XML; the caller answers it as a German 400. */
export class XmlRefused extends Error {
  override name = 'XmlRefused';
}

const REFERENCE = '&(#x[0-9a-fA-F]{1,6}|#[0-9]{1,7}|[A-Za-z]+);';

function decode(raw: string): string {
  if (new RegExp(`&(?!${REFERENCE.slice(1)})`).test(raw)) throw new XmlRefused('Ungültige Entität');
  return raw.replace(new RegExp(REFERENCE, 'g'), (_whole, entity: string) => {
    if (entity.startsWith('#')) {
      const code = entity[1] === 'x' ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10);
      if (!(code > 0 && code <= 0x10ffff)) throw new XmlRefused('Ungültiges Zeichen');
      return String.fromCodePoint(code);
    }
    const value = PREDEFINED[entity];
    if (value === undefined) throw new XmlRefused('Unbekannte Entität');
    return value;
  });
}

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/**
 * A small parser for the plain XML banks send (CAMT): elements, attributes, text, CDATA, comments and
 * processing instructions. A DOCTYPE is refused outright, so there are no entity definitions to expand
 * (no billion laughs, no external entities); only the five predefined entities and character references
 * are decoded. Written here because the product has no XML parser among its runtime dependencies, and
 * a statement needs no more than this.
 */
export function parseXml(source: string, maxDepth = 64): XmlElement {
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  let at = source.charCodeAt(0) === 0xfeff ? 1 : 0;
  const expectEnd = (marker: string) => {
    const end = source.indexOf(marker, at);
    if (end < 0) throw new XmlRefused('Unvollständiges XML');
    return end;
  };
  while (at < source.length) {
    const open = source.indexOf('<', at);
    const textEnd = open < 0 ? source.length : open;
    if (textEnd > at) {
      const text = source.slice(at, textEnd);
      if (stack.length > 0) stack.at(-1)!.text += decode(text);
      else if (text.trim()) throw new XmlRefused('Text außerhalb des Dokuments');
    }
    if (open < 0) break;
    at = open;
    if (source.startsWith('<!--', at)) at = expectEnd('-->') + 3;
    else if (source.startsWith('<?', at)) at = expectEnd('?>') + 2;
    else if (source.startsWith('<![CDATA[', at)) {
      const end = expectEnd(']]>');
      if (stack.length === 0) throw new XmlRefused('CDATA außerhalb des Dokuments');
      stack.at(-1)!.text += source.slice(at + 9, end);
      at = end + 3;
    } else if (source.startsWith('<!', at)) throw new XmlRefused('DOCTYPE ist nicht erlaubt');
    else if (source.startsWith('</', at)) {
      const end = expectEnd('>');
      const name = source.slice(at + 2, end).trim();
      const element = stack.pop();
      if (!element || element.name !== localName(name)) throw new XmlRefused('Falsch verschachteltes XML');
      at = end + 1;
    } else {
      const name = NAME.exec(source.slice(at + 1, at + 201))?.[0];
      if (!name) throw new XmlRefused('Ungültiges Element');
      at += 1 + name.length;
      const element: XmlElement = { name: localName(name), attributes: {}, children: [], text: '' };
      for (let match = ATTRIBUTE.exec(source.slice(at, at + 4096)); match; match = ATTRIBUTE.exec(source.slice(at, at + 4096))) {
        element.attributes[match[1]!] = decode(match[2]!.slice(1, -1));
        at += match[0].length;
      }
      const rest = /^\s*(\/?)>/.exec(source.slice(at, at + 64));
      if (!rest) throw new XmlRefused('Ungültiges Element');
      at += rest[0].length;
      if (stack.length > 0) stack.at(-1)!.children.push(element);
      else if (root) throw new XmlRefused('Mehr als ein Wurzelelement');
      else root = element;
      if (!rest[1]) stack.push(element);
      if (stack.length > maxDepth) throw new XmlRefused('Zu tief verschachtelt');
    }
  }
  if (!root || stack.length > 0) throw new XmlRefused('Unvollständiges XML');
  return root;
}

/** The first child on the path of local names, e.g. child(entry, 'Amt') or child(entry, 'BookgDt', 'Dt'). */
export function child(element: XmlElement | undefined, ...path: string[]): XmlElement | undefined {
  let current = element;
  for (const name of path) current = current?.children.find((candidate) => candidate.name === name);
  return current;
}

export function children(element: XmlElement | undefined, name: string): XmlElement[] {
  return element?.children.filter((candidate) => candidate.name === name) ?? [];
}

/** The trimmed text at the path, or '' when it is not there. */
export const textAt = (element: XmlElement | undefined, ...path: string[]) => child(element, ...path)?.text.trim() ?? '';
