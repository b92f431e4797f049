import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { forbiddenAddressReason } from './address-policy';
import { hostPortKey } from './allow-hosts';
import { FetchFailedError, FetchRefusedError } from './fetch-errors';

export interface ResolvedAddress {
  address: string;
  family: number;
}

/** Turns a host name into every address it resolves to. */
export type HostResolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: HostResolver = (hostname) => lookup(hostname, { all: true, verbatim: true });

/** Parses and checks the parts of an address that need no DNS: scheme, credentials, host. */
export function checkUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new FetchRefusedError(`"${raw}" is not a valid URL`, raw);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new FetchRefusedError(`Only http and https addresses can be fetched, not ${url.protocol}`, raw);
  }
  if (url.username || url.password) {
    throw new FetchRefusedError('Addresses with a user name or password cannot be fetched', raw);
  }
  if (!url.hostname) {
    throw new FetchRefusedError(`${raw} has no host`, raw);
  }
  return url;
}

/** The host as a socket wants it: IPv6 literals without their brackets. */
export function bareHostname(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, '');
}

/**
 * Resolves the URL's host and checks every address before any connection is opened. The
 * returned addresses are the only ones the request may connect to.
 */
export async function resolveTarget(
  url: URL,
  resolver: HostResolver,
  allowHosts: ReadonlySet<string>,
): Promise<ResolvedAddress[]> {
  const host = bareHostname(url);
  const literalFamily = isIP(host);
  let addresses: ResolvedAddress[];
  if (literalFamily) {
    addresses = [{ address: host, family: literalFamily }];
  } else {
    try {
      addresses = await resolver(host);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
      throw new FetchFailedError(`Could not resolve ${host} (${code})`, url.href);
    }
    if (addresses.length === 0) {
      throw new FetchFailedError(`Could not resolve ${host}`, url.href);
    }
  }
  const invalid = addresses.find(({ address }) => !isIP(address));
  if (invalid) {
    throw new FetchFailedError(`${host} resolved to "${invalid.address}", which is not an IP address`, url.href);
  }
  if (allowHosts.has(hostPortKey(url))) {
    return addresses;
  }
  for (const { address } of addresses) {
    const reason = forbiddenAddressReason(address);
    if (reason) {
      const where = literalFamily ? `${host} is` : `${host} resolves to ${address}, which is`;
      throw new FetchRefusedError(`Refused to fetch ${url.href}: ${where} a ${reason} address`, url.href);
    }
  }
  return addresses;
}
