import type { IncomingMessage } from 'node:http';
import { clientAddress } from './client-address';

function requestFrom(peer: string, forwardedFor?: string): IncomingMessage {
  const headers = forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor };
  return { socket: { remoteAddress: peer }, connection: { remoteAddress: peer }, headers } as unknown as IncomingMessage;
}

describe('clientAddress', () => {
  it('is the peer without TRUST_PROXY, whatever X-Forwarded-For says', () => {
    expect(clientAddress(requestFrom('127.0.0.1', '203.0.113.7'), false)).toBe('127.0.0.1');
  });

  it('is the address the one proxy appended with TRUST_PROXY, not one the client wrote before it', () => {
    expect(clientAddress(requestFrom('127.0.0.1', '198.51.100.1, 203.0.113.7'), true)).toBe('203.0.113.7');
  });

  it('is the peer with TRUST_PROXY when no proxy added a header', () => {
    expect(clientAddress(requestFrom('127.0.0.1'), true)).toBe('127.0.0.1');
  });
});
