/** An element of a parsed booking: its local name (the namespace prefix dropped), attributes, children, text. */
export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

/** Thrown for a file that is no statement the import takes; its message is the German answer (a 400). */
export class XmlRefused extends Error {
  override name = 'XmlRefused';
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
