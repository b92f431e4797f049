import { once } from 'node:events';
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo, Socket as TcpSocket } from 'node:net';
import { Server, type Socket } from 'socket.io';
import { io, type Socket as ClientSocket } from 'socket.io-client';
import { sendTogether } from './send-together';

/** A socket.io server with one websocket client; counts the writes of the server's TCP socket. */
async function connected(): Promise<{ server: Socket; client: ClientSocket; writes: () => number; close: () => Promise<void> }> {
  const http: HttpServer = createServer();
  const ioServer = new Server(http);
  http.listen(0, '127.0.0.1');
  await once(http, 'listening');
  const serverSocket = once(ioServer, 'connection') as Promise<[Socket]>;
  const client = io(`http://127.0.0.1:${(http.address() as AddressInfo).port}`, { transports: ['websocket'] });
  const [server] = await serverSocket;
  await new Promise<void>((resolve) => client.once('connect', resolve));
  const tcp = (server.conn.transport as unknown as { socket: { _socket: TcpSocket } }).socket._socket;
  let count = 0;
  const write = tcp._write.bind(tcp);
  const writev = tcp._writev?.bind(tcp);
  tcp._write = (...args) => {
    count += 1;
    write(...args);
  };
  tcp._writev = writev
    ? (...args) => {
        count += 1;
        writev(...args);
      }
    : undefined;
  const close = async () => {
    client.disconnect();
    await ioServer.close();
  };
  return { server, client, writes: () => count, close };
}

function received(client: ClientSocket, count: number): Promise<unknown[]> {
  const events: unknown[] = [];
  return new Promise((resolve) => {
    client.onAny((event: string, payload: unknown) => {
      events.push([event, payload]);
      if (events.length === count) {
        resolve(events);
      }
    });
  });
}

describe('sendTogether', () => {
  it('sends every packet emitted inside it in one write, in order', async () => {
    const { server, client, writes, close } = await connected();
    const arriving = received(client, 2);

    sendTogether(server, () => {
      server.emit('first', 1);
      server.emit('second', 2);
    });

    expect(await arriving).toEqual([
      ['first', 1],
      ['second', 2],
    ]);
    expect(writes()).toBe(1);
    await close();
  });

  it('is what saves the write: the same packets sent one by one take two', async () => {
    const { server, client, writes, close } = await connected();
    const arriving = received(client, 2);

    server.emit('first', 1);
    server.emit('second', 2);

    await arriving;
    expect(writes()).toBe(2);
    await close();
  });

  it('sends as usual while an earlier write is still in progress', async () => {
    const { server, client, close } = await connected();
    const arriving = received(client, 3);

    server.emit('earlier', 0);
    sendTogether(server, () => {
      server.emit('first', 1);
      server.emit('second', 2);
    });

    expect(await arriving).toEqual([
      ['earlier', 0],
      ['first', 1],
      ['second', 2],
    ]);
    await close();
  });
});
