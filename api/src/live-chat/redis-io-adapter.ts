import { Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import IORedis from 'ioredis';
import type { Server, ServerOptions } from 'socket.io';
import { closeRedis } from '../common/close-redis';

const PUBLISH_COMMANDS: ReadonlySet<PropertyKey> = new Set(['publish', 'spublish']);
/** The adapter's subscriptions: while Redis is away they wait, and closing the client rejects them. */
const SUBSCRIPTION_COMMANDS: ReadonlySet<PropertyKey> = new Set(['subscribe', 'psubscribe', 'ssubscribe', 'unsubscribe', 'punsubscribe', 'sunsubscribe']);

/**
 * The adapter publishes and subscribes without catching: while Redis is away each publish, and
 * each subscription still waiting when the process shuts down, would end in an unhandled
 * rejection, which ends the process. Through this view of the client a failed command of
 * `commands` is reported and dropped: events stay within this process until Redis is back.
 */
export function droppingFailures(client: IORedis, commands: ReadonlySet<PropertyKey>, onFailure: (error: unknown) => void): IORedis {
  return new Proxy(client, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (!commands.has(property) || typeof value !== 'function') return value;
      return (...args: unknown[]) =>
        (value.apply(target, args) as Promise<unknown>).catch((error: unknown) => {
          onFailure(error);
          return 0;
        });
    },
  });
}

/**
 * socket.io with the Redis adapter: an event emitted to a room on one API process reaches that
 * room's sockets on every process sharing the Redis channel prefix. Without Redis the process
 * keeps serving its own sockets.
 */
export class RedisIoAdapter extends IoAdapter {
  private readonly redisLogger = new Logger(RedisIoAdapter.name);
  private readonly clients: IORedis[] = [];
  /** Reported once per outage, not once per event. */
  private publishFailing = false;

  constructor(
    app: NestFastifyApplication,
    private readonly redisUrl: string,
    private readonly channelPrefix: string,
  ) {
    super(app);
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    const server = super.createIOServer(port, options) as Server;
    // A publish is tried once more after a reconnection, then dropped; subscriptions wait for
    // Redis however long it takes (ioredis subscribes again on every reconnection).
    const publisher = new IORedis(this.redisUrl, { maxRetriesPerRequest: 1 });
    const subscriber = new IORedis(this.redisUrl, { maxRetriesPerRequest: null });
    for (const client of [publisher, subscriber]) {
      client.on('error', (error) => this.redisLogger.warn({ err: error }, 'Redis connection error (socket adapter)'));
      this.clients.push(client);
    }
    publisher.on('ready', () => {
      this.publishFailing = false;
    });
    const reportFailure = (error: unknown): void => {
      if (this.publishFailing) return;
      this.publishFailing = true;
      this.redisLogger.error({ err: error }, 'Live events cannot reach other processes until Redis is back');
    };
    const subscriptionFailed = (error: unknown): void => this.redisLogger.warn({ err: error }, 'Redis subscription dropped (socket adapter)');
    server.adapter(
      createAdapter(droppingFailures(publisher, PUBLISH_COMMANDS, reportFailure), droppingFailures(subscriber, SUBSCRIPTION_COMMANDS, subscriptionFailed), {
        key: this.channelPrefix,
      }),
    );
    return server;
  }

  override async dispose(): Promise<void> {
    await super.dispose();
    await Promise.all(this.clients.map(closeRedis));
  }
}
