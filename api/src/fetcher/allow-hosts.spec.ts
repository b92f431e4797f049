import { hostPortKey, parseAllowHosts } from './allow-hosts';

describe('parseAllowHosts', () => {
  it('reads comma-separated host:port entries into canonical form', () => {
    expect(parseAllowHosts(' 127.0.0.1:45678, Docs.Internal:8080,[::1]:3000 ,')).toEqual([
      '127.0.0.1:45678',
      'docs.internal:8080',
      '[::1]:3000',
    ]);
  });

  it('canonicalises numeric IPv4 hosts the way the URL parser does', () => {
    expect(parseAllowHosts('0x7f.1:80')).toEqual(['127.0.0.1:80']);
  });

  it('returns nothing for an empty or missing value', () => {
    expect(parseAllowHosts(undefined)).toEqual([]);
    expect(parseAllowHosts('  ')).toEqual([]);
  });

  it.each(['127.0.0.1', 'localhost:', 'localhost:0', 'localhost:70000', 'http://localhost:80', 'a b:80', '::1:80'])(
    'throws on the malformed entry %p',
    (entry) => {
      expect(() => parseAllowHosts(entry)).toThrow('FETCH_ALLOW_HOSTS entry');
    },
  );

  it('keys a URL by host and effective port', () => {
    expect(hostPortKey(new URL('http://Example.com/a'))).toBe('example.com:80');
    expect(hostPortKey(new URL('https://example.com/a'))).toBe('example.com:443');
    expect(hostPortKey(new URL('http://[::1]:3000/'))).toBe('[::1]:3000');
    expect(hostPortKey(new URL('http://2130706433:81/'))).toBe('127.0.0.1:81');
  });
});
