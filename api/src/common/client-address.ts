import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';

type TrustRule = (address: string, hop: number) => boolean;

/**
 * With TRUST_PROXY, one proxy in front, the immediate peer: the client is the address it appended
 * to X-Forwarded-For, not the left-most one, which the client wrote itself.
 */
export function proxyTrust(trustProxy: boolean): TrustRule | false {
  return trustProxy ? (_address, hop) => hop === 0 : false;
}

/** The client's address for a request Fastify did not read itself (a socket's handshake), by the same rule. */
export function clientAddress(request: IncomingMessage, trustProxy: boolean): string {
  return proxyAddr(request, proxyTrust(trustProxy) || (() => false));
}
