import { isIPv4, isIPv6 } from 'node:net';

/** Expands an IPv6 address to its eight groups of four hex digits. */
function ipv6Groups(address: string): string[] {
  const [head = '', tail] = address.toLowerCase().split('::') as [string, string | undefined];
  const split = (part: string) => (part === '' ? [] : part.split(':'));
  const left = split(head);
  const right = tail === undefined ? [] : split(tail);
  const missing = 8 - left.length - right.length;
  return [...left, ...Array<string>(Math.max(missing, 0)).fill('0'), ...right].map((group) =>
    group.padStart(4, '0'),
  );
}

/**
 * The network an address belongs to, as the shared-account signal counts them: an IPv4 /24
 * (`203.0.113.0/24`) or an IPv6 /48 (`2001:0db8:0001::/48`), the size a home or an office gets.
 * IPv4 mapped into IPv6 counts as IPv4. Unknown when the text is no address.
 */
export function networkOf(address: string): string | null {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  const ip = mapped ? mapped[1]! : address;
  if (isIPv4(ip)) return `${ip.split('.').slice(0, 3).join('.')}.0/24`;
  if (isIPv6(ip) && !ip.includes('.')) return `${ipv6Groups(ip).slice(0, 3).join(':')}::/48`;
  return null;
}
