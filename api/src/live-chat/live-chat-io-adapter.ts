import { IoAdapter } from '@nestjs/platform-socket.io';
import type { MessageMappingProperties } from '@nestjs/websockets';
import { defer, EMPTY, type Observable } from 'rxjs';
import { catchError, filter } from 'rxjs/operators';
import type { Socket } from 'socket.io';

/**
 * Nest's socket.io adapter with a lighter per-socket binding. The stock adapter keeps an rxjs
 * pipeline alive for every handler of every connected socket; thousands of idle widgets pay for
 * that in memory. Here a socket only holds plain listeners, and a pipeline exists while one
 * message is being handled. Answers are sent the same way: `{event, data}` emits, anything else
 * not nil answers the acknowledgement.
 */
export class LiveChatIoAdapter extends IoAdapter {
  override bindMessageHandlers(
    socket: Socket,
    handlers: MessageMappingProperties[],
    transform: (data: unknown) => Observable<unknown>,
  ): void {
    for (const { message, callback, isAckHandledManually } of handlers) {
      socket.on(message as string, (...args: unknown[]) => {
        const { data, ack } = this.mapPayload(args);
        defer(() => transform(callback(data, ack)))
          .pipe(
            filter((response) => response !== null && response !== undefined),
            catchError((error: unknown) => {
              this.logger.error(error);
              return EMPTY;
            }),
          )
          .subscribe((response) => {
            const event = (response as { event?: unknown }).event;
            if (typeof event === 'string') {
              socket.emit(event, (response as { data?: unknown }).data);
            } else if (!isAckHandledManually && typeof ack === 'function') {
              ack(response);
            }
          });
      });
    }
  }
}
