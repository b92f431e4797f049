import { type ChatAck, SOCKET_PATH, type SyncAck } from '@app/contracts';
import { Logger } from '@nestjs/common';
import { type OnGatewayConnection, type OnGatewayInit, WebSocketGateway } from '@nestjs/websockets';
import { ChatEvents } from './chat-events';
import { accountRoom, type ChatServer, type ChatSocket, sessionRoom, type VisitorIdentity } from './chat-socket';
import { sendTogether } from './send-together';
import { SocketAccess } from './socket-access';
import { type Outcome, VisitorChatService } from './visitor-chat.service';

/** A chat message is at most 4,000 characters; anything far larger is not a widget talking. */
const MAX_PACKET_BYTES = 64 * 1024;
const NOT_A_VISITOR = 'Only a widget connection can chat';

type Handled<A> = Omit<Outcome<A>, 'error'>;

/**
 * Listens to a widget event and answers its acknowledgement. socket.io passes the ack as the
 * last argument when the client asked for one; a packet without a payload passes only the ack.
 */
function onVisitorEvent<A>(socket: ChatSocket, event: 'chat' | 'sync', handle: (payload: unknown) => Promise<Handled<A>>): void {
  socket.on(event, (...args: unknown[]) => {
    const ack = typeof args[args.length - 1] === 'function' ? (args.pop() as (answer: A) => void) : undefined;
    void handle(args[0]).then(({ ack: answer, afterAck }) => {
      if (afterAck) {
        // A reply ready with its ack travels with it.
        sendTogether(socket, () => {
          ack?.(answer);
          afterAck();
        });
      } else {
        ack?.(answer);
      }
    });
  });
}

/** setTimeout's longest delay (about 24.8 days); a session lasts longer, so the timer is set again. */
const MAX_TIMER_MS = 2 ** 31 - 1;

function disconnectAt(socket: ChatSocket, at: Date): void {
  // Closed while its session was being checked: its 'disconnect' has come and gone.
  if (!socket.connected) {
    return;
  }
  const wait = at.getTime() - Date.now();
  if (wait <= 0) {
    socket.disconnect(true);
    return;
  }
  const timer = setTimeout(() => disconnectAt(socket, at), Math.min(wait, MAX_TIMER_MS)).unref();
  socket.once('disconnect', () => clearTimeout(timer));
}

/**
 * socket.io on /ws for widget visitors (`chat`, `sync`) and signed-in dashboards (which only
 * listen, each to its own account's room). A visitor's events are plain socket listeners rather
 * than @SubscribeMessage handlers: the payload is checked by hand (readChatPayload), so Nest's
 * guard, pipe and rxjs pipeline per message would be pure cost on the busiest path.
 */
@WebSocketGateway({ path: SOCKET_PATH, serveClient: false, maxHttpBufferSize: MAX_PACKET_BYTES })
export class LiveChatGateway implements OnGatewayInit<ChatServer>, OnGatewayConnection<ChatSocket> {
  private readonly logger = new Logger(LiveChatGateway.name);

  constructor(
    private readonly access: SocketAccess,
    private readonly chat: VisitorChatService,
    private readonly events: ChatEvents,
  ) {}

  afterInit(server: ChatServer): void {
    this.events.attach(server);
    server.use((socket, next) => {
      this.access.admit(socket).then(
        () => next(),
        (error: unknown) => next(error instanceof Error ? error : new Error('Connection refused')),
      );
    });
  }

  async handleConnection(socket: ChatSocket): Promise<void> {
    const { visitor, accountId, sessionId, sessionExpiresAt, refusal } = socket.data;
    if (refusal) {
      socket.emit('chat_error', refusal);
      socket.disconnect();
    } else if (visitor) {
      // Listening before anything is awaited: the widget may send as soon as it is connected.
      onVisitorEvent(socket, 'chat', (payload) => this.onChat(socket, visitor, payload));
      onVisitorEvent(socket, 'sync', (payload) => this.onSync(socket, visitor, payload));
      await socket.join(visitor.room);
    } else if (accountId && sessionId && sessionExpiresAt) {
      const refuse = () => Promise.resolve({ ack: { ok: false as const, error: NOT_A_VISITOR } });
      onVisitorEvent(socket, 'chat', refuse);
      onVisitorEvent(socket, 'sync', refuse);
      await socket.join([accountRoom(accountId), sessionRoom(sessionId)]);
      // A sign-out between the handshake check and joining the session's room would miss this socket.
      const signedIn = await this.access.isSignedIn(socket).catch((error: unknown) => {
        this.logger.error({ err: error, accountId }, 'Could not check a dashboard session');
        return false;
      });
      if (!signedIn) {
        socket.disconnect(true);
        return;
      }
      // A dashboard left open only listens: no request of its own would notice the session end.
      disconnectAt(socket, sessionExpiresAt);
    }
  }

  private async onChat(socket: ChatSocket, visitor: VisitorIdentity, payload: unknown): Promise<Handled<ChatAck>> {
    try {
      const { ack, error, afterAck, closeConnection } = await this.chat.chat(visitor, payload);
      if (closeConnection) {
        socket.disconnect(true);
      }
      if (error) {
        socket.emit('chat_error', error);
      }
      return { ack, afterAck };
    } catch (error) {
      this.logger.error({ err: error, agentId: visitor.agentId }, 'Could not take a widget message');
      return { ack: { ok: false, error: 'The message could not be sent. Please try again.' } };
    }
  }

  private async onSync(socket: ChatSocket, visitor: VisitorIdentity, payload: unknown): Promise<Handled<SyncAck>> {
    try {
      const { ack, error } = await this.chat.sync(visitor, payload);
      if (error) {
        socket.emit('chat_error', error);
      }
      return { ack };
    } catch (error) {
      this.logger.error({ err: error, agentId: visitor.agentId }, 'Could not sync a widget');
      return { ack: { ok: false, error: 'The conversation could not be loaded. Please try again.' } };
    }
  }
}
