import { BlockList, isIPv4, isIPv6 } from 'node:net';

interface Range {
  cidr: string;
  label: string;
}

/** IANA special-purpose IPv4 space that a public web page never lives in. */
const IPV4_RANGES: Range[] = [
  { cidr: '0.0.0.0/8', label: '"this network" (0.0.0.0/8)' },
  { cidr: '10.0.0.0/8', label: 'private (10.0.0.0/8)' },
  { cidr: '100.64.0.0/10', label: 'carrier-grade NAT (100.64.0.0/10)' },
  { cidr: '127.0.0.0/8', label: 'loopback (127.0.0.0/8)' },
  { cidr: '169.254.0.0/16', label: 'link-local (169.254.0.0/16)' },
  { cidr: '172.16.0.0/12', label: 'private (172.16.0.0/12)' },
  { cidr: '192.0.0.0/24', label: 'IETF protocol assignments (192.0.0.0/24)' },
  { cidr: '192.0.2.0/24', label: 'documentation (192.0.2.0/24)' },
  { cidr: '192.88.99.0/24', label: '6to4 relay anycast (192.88.99.0/24)' },
  { cidr: '192.168.0.0/16', label: 'private (192.168.0.0/16)' },
  { cidr: '198.18.0.0/15', label: 'benchmarking (198.18.0.0/15)' },
  { cidr: '198.51.100.0/24', label: 'documentation (198.51.100.0/24)' },
  { cidr: '203.0.113.0/24', label: 'documentation (203.0.113.0/24)' },
  { cidr: '224.0.0.0/4', label: 'multicast (224.0.0.0/4)' },
  { cidr: '240.0.0.0/4', label: 'reserved or broadcast (240.0.0.0/4)' },
];

/**
 * Checked after the embedded-IPv4 forms (mapped, NAT64, 6to4) have been unwrapped. Teredo is
 * refused whole: its client address is obfuscated and its server is chosen by the tunnel.
 */
const IPV6_RANGES: Range[] = [
  { cidr: '::/96', label: 'unspecified, loopback or IPv4-compatible (::/96)' },
  { cidr: '::ffff:0:0:0/96', label: 'IPv4-translated (::ffff:0:0:0/96)' },
  { cidr: '64:ff9b:1::/48', label: 'local-use NAT64 (64:ff9b:1::/48)' },
  { cidr: '100::/64', label: 'discard-only (100::/64)' },
  { cidr: '2001::/23', label: 'IETF protocol assignments incl. Teredo (2001::/23)' },
  { cidr: '2001:db8::/32', label: 'documentation (2001:db8::/32)' },
  { cidr: '3fff::/20', label: 'documentation (3fff::/20)' },
  { cidr: '5f00::/16', label: 'segment routing (5f00::/16)' },
  { cidr: 'fc00::/7', label: 'unique-local (fc00::/7)' },
  { cidr: 'fe80::/10', label: 'link-local (fe80::/10)' },
  { cidr: 'fec0::/10', label: 'site-local (fec0::/10)' },
  { cidr: 'ff00::/8', label: 'multicast (ff00::/8)' },
];

const GLOBAL_UNICAST_V6 = new BlockList();
GLOBAL_UNICAST_V6.addSubnet('2000::', 3, 'ipv6');

function compile(ranges: Range[], family: 'ipv4' | 'ipv6') {
  return ranges.map(({ cidr, label }) => {
    const [network = '', prefix = ''] = cidr.split('/');
    const list = new BlockList();
    list.addSubnet(network, Number(prefix), family);
    return { list, label };
  });
}

const V4_RULES = compile(IPV4_RANGES, 'ipv4');
const V6_RULES = compile(IPV6_RANGES, 'ipv6');

/** Expands an IPv6 address (optionally with a dotted IPv4 tail or a zone) into its 16 bytes. */
export function ipv6ToBytes(address: string): Uint8Array {
  const withoutZone = address.split('%')[0] ?? '';
  if (!isIPv6(withoutZone)) {
    throw new Error(`${address} is not an IPv6 address`);
  }
  let text = withoutZone.toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1]) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted[1].split('.').map(Number);
    text = `${text.slice(0, -dotted[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = [...headGroups, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...tailGroups];
  const bytes = new Uint8Array(16);
  groups.forEach((group, index) => {
    const value = parseInt(group, 16);
    bytes[index * 2] = value >> 8;
    bytes[index * 2 + 1] = value & 0xff;
  });
  return bytes;
}

function v4At(bytes: Uint8Array, offset: number): string {
  return Array.from(bytes.subarray(offset, offset + 4)).join('.');
}

function startsWith(bytes: Uint8Array, prefix: number[]): boolean {
  return prefix.every((value, index) => bytes[index] === value);
}

/** The IPv4 address an IPv6 address carries and delivers to, for the forms that do that. */
export function embeddedIPv4(address: string): string | null {
  const bytes = ipv6ToBytes(address);
  if (startsWith(bytes, [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff])) {
    return v4At(bytes, 12);
  }
  if (startsWith(bytes, [0x00, 0x64, 0xff, 0x9b, 0, 0, 0, 0, 0, 0, 0, 0])) {
    return v4At(bytes, 12);
  }
  if (startsWith(bytes, [0x20, 0x02])) {
    return v4At(bytes, 2);
  }
  return null;
}

function v4Reason(address: string): string | null {
  return V4_RULES.find(({ list }) => list.check(address, 'ipv4'))?.label ?? null;
}

/**
 * Why a connection to this IP address must not be made, or null when it is a public address.
 * Anything that is not a valid IP address is refused as well.
 */
export function forbiddenAddressReason(address: string): string | null {
  if (isIPv4(address)) {
    return v4Reason(address);
  }
  const bare = address.replace(/^\[|\]$/g, '').split('%')[0] ?? '';
  if (!isIPv6(bare)) {
    return 'not an IP address';
  }
  const embedded = embeddedIPv4(bare);
  if (embedded) {
    const reason = v4Reason(embedded);
    return reason ? `${reason}, embedded in an IPv6 address` : null;
  }
  const rule = V6_RULES.find(({ list }) => list.check(bare, 'ipv6'));
  if (rule) {
    return rule.label;
  }
  return GLOBAL_UNICAST_V6.check(bare, 'ipv6') ? null : 'outside global unicast (2000::/3)';
}
