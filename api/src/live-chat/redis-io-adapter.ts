import { Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import IORedis from 'ioredis';
import type { Server, ServerOptions } from 'socket.io';

/**
 * socket.io with the Redis adapter: an event emitted to a room on one API process reaches that
 * room's sockets on every process sharing the Redis channel prefix.
 */
export class RedisIoAdapter extends IoAdapter {
  private readonly redisLogger = new Logger(RedisIoAdapter.name);
  private readonly clients: IORedis[] = [];

  constructor(
    app: NestFastifyApplication,
    private readonly redisUrl: string,
    private readonly channelPrefix: string,
  ) {
    super(app);
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    const server = super.createIOServer(port, options) as Server;
    const publisher = new IORedis(this.redisUrl);
    const subscriber = publisher.duplicate();
    for (const client of [publisher, subscriber]) {
      client.on('error', (error) => this.redisLogger.warn({ err: error }, 'Redis connection error (socket adapter)'));
      this.clients.push(client);
    }
    server.adapter(createAdapter(publisher, subscriber, { key: this.channelPrefix }));
    return server;
  }

  override async dispose(): Promise<void> {
    await super.dispose();
    await Promise.allSettled(this.clients.map((client) => client.quit()));
  }
}
