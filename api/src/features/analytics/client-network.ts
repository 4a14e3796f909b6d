import { isIPv6 } from 'node:net';

/**
 * What counts as one client for the page-view allowance: an IPv4 address as it is, an IPv6 address by its
 * /64 prefix. A /64 is one network's space of interface identifiers (RFC 4291 section 2.5.1) and one
 * subscriber usually holds at least that much; its devices pick new addresses in it at will (temporary
 * addresses, RFC 8981), so per address a single client could claim billions of allowances.
 */
export function clientNetwork(address: string): string {
  const mappedIPv4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address)?.[1];
  if (mappedIPv4) return mappedIPv4;
  const withoutZone = address.replace(/%.*$/, '');
  if (!isIPv6(withoutZone)) return address;
  const [head = '', tail] = withoutZone.split('::');
  const groups = (part: string) => (part === '' ? [] : part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group])));
  const leading = groups(head);
  const trailing = tail === undefined ? [] : groups(tail);
  const all = [...leading, ...Array<string>(8 - leading.length - trailing.length).fill('0'), ...trailing];
  return `${all
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}
