import { embeddedIPv4, forbiddenAddressReason, ipv6ToBytes } from './address-policy';

describe('address policy', () => {
  it.each([
    ['0.0.0.0', '0.0.0.0/8'],
    ['10.0.0.5', '10.0.0.0/8'],
    ['100.64.0.1', '100.64.0.0/10'],
    ['100.127.255.254', '100.64.0.0/10'],
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['169.254.169.254', 'link-local'],
    ['172.16.0.1', '172.16.0.0/12'],
    ['172.20.1.1', '172.16.0.0/12'],
    ['172.31.255.255', '172.16.0.0/12'],
    ['192.0.0.8', '192.0.0.0/24'],
    ['192.0.2.10', 'documentation'],
    ['192.88.99.1', '6to4 relay'],
    ['192.168.1.1', '192.168.0.0/16'],
    ['198.18.0.1', 'benchmarking'],
    ['198.19.255.1', 'benchmarking'],
    ['198.51.100.7', 'documentation'],
    ['203.0.113.9', 'documentation'],
    ['224.0.0.251', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['240.0.0.1', 'reserved'],
    ['255.255.255.255', 'broadcast'],
  ])('refuses IPv4 %s (%s)', (address, label) => {
    expect(forbiddenAddressReason(address)).toContain(label);
  });

  it.each([
    ['::1', '::/96'],
    ['::', '::/96'],
    ['::127.0.0.1', '::/96'],
    ['fc00::1', 'unique-local'],
    ['fd12:3456:789a::1', 'unique-local'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local'],
    ['febf::1', 'link-local'],
    ['fec0::1', 'site-local'],
    ['ff02::1', 'multicast'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:169.254.169.254', 'link-local'],
    ['::ffff:10.1.2.3', '10.0.0.0/8'],
    ['64:ff9b::a00:1', '10.0.0.0/8'],
    ['64:ff9b::192.168.0.1', '192.168.0.0/16'],
    ['64:ff9b:1::1', 'NAT64'],
    ['2002:7f00:1::', 'loopback'],
    ['2002:a9fe:a9fe::1', 'link-local'],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'Teredo'],
    ['2001:db8::1', 'documentation'],
    ['3fff::1', 'documentation'],
    ['100::1', 'discard'],
    ['::ffff:0:a00:1', 'IPv4-translated'],
    ['4000::1', 'global unicast'],
  ])('refuses IPv6 %s (%s)', (address, label) => {
    expect(forbiddenAddressReason(address)).toContain(label);
  });

  it.each(['93.184.215.14', '8.8.8.8', '1.1.1.1', '172.32.0.1', '100.128.0.1', '11.0.0.1', '2606:4700:4700::1111', '2a00:1450:4001:80b::200e', '::ffff:8.8.8.8', '64:ff9b::808:808', '2002:808:808::1'])(
    'allows the public address %s',
    (address) => {
      expect(forbiddenAddressReason(address)).toBeNull();
    },
  );

  it('refuses anything that is not an IP address', () => {
    expect(forbiddenAddressReason('localhost')).toBe('not an IP address');
    expect(forbiddenAddressReason('')).toBe('not an IP address');
  });

  it('expands IPv6 forms into their bytes and finds the IPv4 address inside', () => {
    expect(Array.from(ipv6ToBytes('::ffff:1.2.3.4'))).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 255, 255, 1, 2, 3, 4]);
    expect(Array.from(ipv6ToBytes('1:2:3:4:5:6:7:8'))).toEqual([0, 1, 0, 2, 0, 3, 0, 4, 0, 5, 0, 6, 0, 7, 0, 8]);
    expect(Array.from(ipv6ToBytes('fe80::'))).toEqual([0xfe, 0x80, ...Array<number>(14).fill(0)]);
    expect(embeddedIPv4('64:ff9b::a00:1')).toBe('10.0.0.1');
    expect(embeddedIPv4('2002:c0a8:101::')).toBe('192.168.1.1');
    expect(embeddedIPv4('2606:4700::1')).toBeNull();
    expect(() => ipv6ToBytes('not-an-address')).toThrow('not an IPv6 address');
  });
});
