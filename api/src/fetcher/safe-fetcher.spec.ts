import { once } from 'node:events';
import * as http from 'node:http';
import { type AddressInfo, isIP, type LookupFunction, Socket } from 'node:net';
import { gzipSync } from 'node:zlib';
import { FetchFailedError, FetchRefusedError, FetchTimeoutError, FetchTooLargeError } from './fetch-errors';
import { type HostResolver, resolveTarget } from './fetch-target';
import { createSafeFetcher, type SafeFetcherOptions } from './safe-fetcher';

const PAGE = '<!doctype html><html><head><title>Harbour Flat</title></head><body><p>Check-in is from 3 pm.</p></body></html>';

const DNS: Record<string, string[]> = {
  'loopback.test': ['127.0.0.1'],
  'ten.test': ['10.0.0.5'],
  'one-seventy-two.test': ['172.20.1.1'],
  'one-ninety-two.test': ['192.168.1.1'],
  'metadata.test': ['169.254.169.254'],
  'cgnat.test': ['100.64.0.1'],
  'v6-loopback.test': ['::1'],
  'v6-link-local.test': ['fe80::1'],
  'v6-unique-local.test': ['fc00::1'],
  'v4-mapped.test': ['::ffff:127.0.0.1'],
  'nat64.test': ['64:ff9b::a00:1'],
  'public-and-private.test': ['93.184.215.14', '10.0.0.7'],
  'internal.test': ['10.0.0.1'],
  'shop.test': ['127.0.0.1'],
};

/** Every socket the fetcher opens, with the address it was given; anything but 127.0.0.1 throws. */
function guardConnections() {
  const seen: string[] = [];
  const original = Socket.prototype.connect;
  const check = (address: string) => {
    seen.push(address);
    if (address !== '127.0.0.1') {
      throw new Error(`test guard: refused to connect to ${address}`);
    }
  };
  const spy = jest.spyOn(Socket.prototype, 'connect').mockImplementation(function (this: Socket, ...args: unknown[]) {
    const first = args[0];
    const options = (Array.isArray(first) ? first[0] : first) as { host?: string; lookup?: LookupFunction };
    const host = options.host ?? 'localhost';
    if (isIP(host)) {
      check(host);
    } else if (options.lookup) {
      const lookup = options.lookup;
      options.lookup = (hostname, lookupOptions, callback) =>
        lookup(hostname, lookupOptions, ((error: Error | null, address: string | { address: string }[], family?: number) => {
          if (!error) {
            for (const entry of Array.isArray(address) ? address : [{ address }]) {
              check(entry.address);
            }
          }
          (callback as (...values: unknown[]) => void)(error, address, family);
        }) as never);
    } else {
      check(host);
    }
    return (original as (...values: unknown[]) => Socket).apply(this, args);
  });
  return { seen, restore: () => spy.mockRestore() };
}

describe('safe fetcher', () => {
  let server: http.Server;
  let port: number;
  let origin: string;
  let connections = 0;
  let lastHeaders: http.IncomingHttpHeaders = {};
  let lastMethod = '';
  const closedEarly: string[] = [];
  const resolved: string[] = [];
  const guard = { seen: [] as string[], restore: () => undefined as void };

  const resolver: HostResolver = async (hostname) => {
    resolved.push(hostname);
    const addresses = DNS[hostname];
    if (!addresses) {
      throw Object.assign(new Error(`queryA ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    }
    return addresses.map((address) => ({ address, family: isIP(address) }));
  };

  const fetcher = (options: SafeFetcherOptions = {}) =>
    createSafeFetcher({ resolver, allowHosts: [`127.0.0.1:${port}`], ...options });

  function handle(request: http.IncomingMessage, response: http.ServerResponse) {
    lastHeaders = request.headers;
    lastMethod = request.method ?? '';
    const path = request.url ?? '/';
    const redirect = (location: string) => response.writeHead(302, { location }).end();
    response.on('close', () => !response.writableFinished && closedEarly.push(path));
    if (path === '/page') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE);
    } else if (path === '/latin1') {
      response.writeHead(200, { 'content-type': 'text/html; charset=iso-8859-1' }).end(Buffer.from('Caf\xe9 terrace', 'latin1'));
    } else if (path === '/meta-charset') {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end(Buffer.from('<meta charset="windows-1252"><p>Na\xefve \x93quotes\x94</p>', 'latin1'));
    } else if (path === '/gzip') {
      response.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' }).end(gzipSync(PAGE));
    } else if (path === '/not-found') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('missing');
    } else if (path === '/redirect') {
      redirect('/page');
    } else if (path.startsWith('/chain/')) {
      const left = Number(path.slice('/chain/'.length));
      redirect(left > 0 ? `/chain/${left - 1}` : '/page');
    } else if (path === '/to-name') {
      redirect(`http://shop.test:${port}/page`);
    } else if (path === '/to-internal') {
      redirect('http://internal.test/');
    } else if (path === '/to-loopback-name') {
      redirect(`http://loopback.test:${port}/page`);
    } else if (path === '/to-file') {
      redirect('file:///etc/passwd');
    } else if (path === '/slow-headers') {
      setTimeout(() => response.end(PAGE), 3000).unref();
    } else if (path === '/slow-body') {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.write('<p>first part');
      setTimeout(() => response.end('</p>'), 3000).unref();
    } else if (path.startsWith('/huge/')) {
      const total = Number(path.slice('/huge/'.length));
      response.writeHead(200, { 'content-type': 'text/html' });
      const chunk = Buffer.alloc(64 * 1024, 'a');
      let sent = 0;
      const pump = () => {
        while (sent < total && !response.destroyed) {
          sent += chunk.length;
          if (!response.write(chunk)) {
            response.once('drain', pump);
            return;
          }
        }
        response.end();
      };
      pump();
    } else if (path === '/declared-huge') {
      response.writeHead(200, { 'content-type': 'text/html', 'content-length': String(50 * 1024 * 1024) });
      response.write('<p>');
    } else {
      response.writeHead(404).end();
    }
  }

  beforeAll(async () => {
    server = http.createServer(handle);
    server.on('connection', () => {
      connections += 1;
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    port = (server.address() as AddressInfo).port;
    origin = `http://127.0.0.1:${port}`;
    Object.assign(guard, guardConnections());
  });

  afterAll(async () => {
    guard.restore();
    server.closeAllConnections();
    server.close();
    await once(server, 'close');
  });

  beforeEach(() => {
    connections = 0;
    guard.seen.length = 0;
    resolved.length = 0;
  });

  afterEach(() => {
    expect(guard.seen.every((address) => address === '127.0.0.1')).toBe(true);
  });

  describe('fetching from an allowed host', () => {
    it('returns the page with its status, type, body and text', async () => {
      const page = await fetcher().fetchPage(`${origin}/page`);

      expect(page.finalUrl).toBe(`${origin}/page`);
      expect(page.status).toBe(200);
      expect(page.contentType).toBe('text/html; charset=utf-8');
      expect(page.body.equals(Buffer.from(PAGE))).toBe(true);
      expect(page.text()).toContain('Check-in is from 3 pm.');
    });

    it('sends a GET with a browser-like user agent naming the product, asking for HTML', async () => {
      await fetcher().fetchPage(`${origin}/page`);

      expect(lastMethod).toBe('GET');
      expect(lastHeaders['user-agent']).toMatch(/^Mozilla\/5\.0 .*PropertyAgents\/1\.0$/);
      expect(lastHeaders.accept).toMatch(/^text\/html/);
      expect(lastHeaders.host).toBe(`127.0.0.1:${port}`);
    });

    it('returns a non-success status to the caller instead of throwing', async () => {
      const page = await fetcher().fetchPage(`${origin}/not-found`);

      expect(page.status).toBe(404);
      expect(page.text()).toBe('missing');
    });

    it('decodes gzip and the charset named in the headers or a meta tag', async () => {
      expect((await fetcher().fetchPage(`${origin}/gzip`)).text()).toBe(PAGE);
      expect((await fetcher().fetchPage(`${origin}/latin1`)).text()).toBe('Café terrace');
      expect((await fetcher().fetchPage(`${origin}/meta-charset`)).text()).toContain('Naïve “quotes”');
    });

    it('connects to the address it checked, never resolving the name a second time', async () => {
      const page = await fetcher({ allowHosts: [`shop.test:${port}`] }).fetchPage(`http://shop.test:${port}/page`);

      expect(page.status).toBe(200);
      expect(lastHeaders.host).toBe(`shop.test:${port}`);
      expect(resolved).toEqual(['shop.test']);
      expect(guard.seen).toEqual(['127.0.0.1']);
    });
  });

  describe('redirects', () => {
    it('follows a redirect and reports the final address', async () => {
      const page = await fetcher().fetchPage(`${origin}/redirect`);

      expect(page.finalUrl).toBe(`${origin}/page`);
      expect(page.text()).toContain('Check-in');
    });

    it('follows up to five redirects and refuses a sixth', async () => {
      await expect(fetcher().fetchPage(`${origin}/chain/4`)).resolves.toMatchObject({ finalUrl: `${origin}/page` });
      await expect(fetcher().fetchPage(`${origin}/chain/5`)).rejects.toThrow(
        new FetchFailedError(`${origin}/chain/5 redirected more than 5 times`, ''),
      );
    });

    it('checks a redirect to another host from scratch', async () => {
      const page = await fetcher({ allowHosts: [`127.0.0.1:${port}`, `shop.test:${port}`] }).fetchPage(`${origin}/to-name`);

      expect(page.finalUrl).toBe(`http://shop.test:${port}/page`);
      expect(resolved).toEqual(['shop.test']);
    });

    it('refuses a redirect to a host that resolves to a private address, without connecting to it', async () => {
      const error = await fetcher().fetchPage(`${origin}/to-internal`).catch((caught: unknown) => caught);

      expect(error).toBeInstanceOf(FetchRefusedError);
      expect((error as Error).message).toBe(
        'Refused to fetch http://internal.test/: internal.test resolves to 10.0.0.1, which is a private (10.0.0.0/8) address',
      );
      expect(resolved).toEqual(['internal.test']);
      expect(guard.seen).toEqual(['127.0.0.1']);
      expect(connections).toBe(1);
    });

    it('refuses a redirect to a loopback name that is not on the allowlist', async () => {
      await expect(fetcher().fetchPage(`${origin}/to-loopback-name`)).rejects.toBeInstanceOf(FetchRefusedError);
      expect(connections).toBe(1);
    });

    it('refuses a redirect to a file: address', async () => {
      await expect(fetcher().fetchPage(`${origin}/to-file`)).rejects.toThrow(
        new FetchRefusedError('Only http and https addresses can be fetched, not file:', ''),
      );
    });
  });

  describe('limits', () => {
    it('gives up with a timeout error when the headers are late', async () => {
      const started = Date.now();

      await expect(fetcher({ timeoutMs: 300 }).fetchPage(`${origin}/slow-headers`)).rejects.toThrow(
        new FetchTimeoutError(`${origin}/slow-headers did not answer within 0.3 s`, ''),
      );
      expect(Date.now() - started).toBeLessThan(2000);
    });

    it('gives up with a timeout error when the body stalls', async () => {
      await expect(fetcher({ timeoutMs: 300 }).fetchPage(`${origin}/slow-body`)).rejects.toBeInstanceOf(FetchTimeoutError);
    });

    it('aborts the download once the body passes the size cap', async () => {
      // Far more than loopback's socket buffers hold, so the server cannot finish writing it all.
      const huge = `/huge/${32 * 1024 * 1024}`;
      const error = await fetcher({ maxBytes: 1024 * 1024 }).fetchPage(`${origin}${huge}`).catch((caught: unknown) => caught);

      expect(error).toBeInstanceOf(FetchTooLargeError);
      expect((error as Error).message).toBe(`The page at ${origin}${huge} is larger than 1 MB`);
      // The server sees the connection close a moment later; on a busy machine that moment varies.
      for (let waited = 0; waited < 2000 && !closedEarly.includes(huge); waited += 25) {
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      expect(closedEarly).toContain(huge);
    });

    it('caps at 5 MB by default and accepts a page just under it', async () => {
      await expect(fetcher().fetchPage(`${origin}/huge/${6 * 1024 * 1024}`)).rejects.toBeInstanceOf(FetchTooLargeError);
      await expect(fetcher().fetchPage(`${origin}/huge/${5 * 1024 * 1024}`)).resolves.toMatchObject({ status: 200 });
    });

    it('refuses a declared length over the cap before reading the body', async () => {
      await expect(fetcher().fetchPage(`${origin}/declared-huge`)).rejects.toThrow('is larger than 5 MB');
    });
  });

  describe('refusals before any connection', () => {
    it.each(Object.entries(DNS).filter(([name]) => !['shop.test', 'internal.test'].includes(name)))(
      'refuses %s (resolves to %p) and opens no connection',
      async (name, [address]) => {
        const error = await fetcher().fetchPage(`http://${name}:${port}/page`).catch((caught: unknown) => caught);

        expect(error).toBeInstanceOf(FetchRefusedError);
        expect((error as Error).message).toContain(`${name} resolves to `);
        expect((error as Error).message).toContain(name === 'public-and-private.test' ? '10.0.0.7' : address);
        expect(guard.seen).toEqual([]);
        expect(connections).toBe(0);
      },
    );

    it.each(['ftp://example.com/file', 'file:///etc/passwd', 'javascript:alert(1)', 'data:text/html,<p>hi</p>', 'gopher://example.com/'])(
      'refuses the scheme of %s',
      async (url) => {
        await expect(fetcher().fetchPage(url)).rejects.toThrow(/^Only http and https addresses can be fetched, not [a-z]+:$/);
        expect(resolved).toEqual([]);
      },
    );

    it('refuses something that is not a URL', async () => {
      await expect(fetcher().fetchPage('not a url')).rejects.toThrow(new FetchRefusedError('"not a url" is not a valid URL', ''));
    });

    it('refuses credentials in the address, even for an allowed host', async () => {
      await expect(fetcher().fetchPage(`http://user:secret@127.0.0.1:${port}/page`)).rejects.toThrow(
        'Addresses with a user name or password cannot be fetched',
      );
      expect(connections).toBe(0);
    });

    it('refuses a literal 127.0.0.1 that is not on the allowlist', async () => {
      await expect(fetcher({ allowHosts: [] }).fetchPage(`${origin}/page`)).rejects.toThrow(
        new FetchRefusedError(`Refused to fetch ${origin}/page: 127.0.0.1 is a loopback (127.0.0.0/8) address`, ''),
      );
      expect(connections).toBe(0);
    });

    it('matches the allowlist on the port too', async () => {
      await expect(fetcher({ allowHosts: [`127.0.0.1:${port + 1}`] }).fetchPage(`${origin}/page`)).rejects.toBeInstanceOf(FetchRefusedError);
      await expect(fetcher({ allowHosts: [`localhost:${port}`] }).fetchPage(`${origin}/page`)).rejects.toBeInstanceOf(FetchRefusedError);
      expect(connections).toBe(0);
    });

    it.each(['2130706433', '0x7f.1', '0x7f000001', '0177.0.0.1', '127.1', '[::1]', '[::ffff:127.0.0.1]', '[::ffff:7f00:1]', '0', '[fe80::1]', '169.254.169.254'])(
      'refuses the numeric host form %s without an allowlist entry',
      async (host) => {
        await expect(fetcher({ allowHosts: [] }).fetchPage(`http://${host}:${port}/page`)).rejects.toBeInstanceOf(FetchRefusedError);
        expect(resolved).toEqual([]);
        expect(guard.seen).toEqual([]);
        expect(connections).toBe(0);
      },
    );

    it('refuses https to a private address as well', async () => {
      await expect(fetcher().fetchPage('https://ten.test/')).rejects.toBeInstanceOf(FetchRefusedError);
      expect(guard.seen).toEqual([]);
    });

    it('reports a name that does not resolve as a fetch failure', async () => {
      await expect(fetcher().fetchPage('http://nowhere.test/')).rejects.toThrow(new FetchFailedError('Could not resolve nowhere.test (ENOTFOUND)', ''));
    });

    it('passes a public address through the checks (checked without connecting)', async () => {
      const addresses = await resolveTarget(new URL('https://example.org/'), async () => [{ address: '93.184.215.14', family: 4 }], new Set());

      expect(addresses).toEqual([{ address: '93.184.215.14', family: 4 }]);
    });
  });
});

describe('checkWithoutLookup', () => {
  const fetcher = createSafeFetcher({
    allowHosts: ['127.0.0.1:8080'],
    resolver: () => Promise.reject(new Error('no lookup expected')),
  });

  it.each(['http://127.0.0.1:9/', 'http://localhost/', 'http://app.localhost:3000/', 'http://10.1.2.3/', 'http://[::1]/', 'http://169.254.169.254/', 'ftp://example.com/'])(
    'refuses %s',
    (address) => {
      expect(() => fetcher.checkWithoutLookup(address)).toThrow(FetchRefusedError);
    },
  );

  it.each(['http://127.0.0.1:8080/faq', 'https://example.com/', 'http://93.184.215.14/', 'http://intranet.example/'])(
    'lets %s through to the fetch, which checks again after DNS',
    (address) => {
      expect(() => fetcher.checkWithoutLookup(address)).not.toThrow();
    },
  );
});
