import { type ChatAck, SOCKET_PATH, type SyncAck } from '@app/contracts';
import { Logger } from '@nestjs/common';
import {
  ConnectedSocket,
  MessageBody,
  type OnGatewayConnection,
  type OnGatewayInit,
  SubscribeMessage,
  WebSocketGateway,
} from '@nestjs/websockets';
import { ChatEvents } from './chat-events';
import { accountRoom, type ChatServer, type ChatSocket, sessionRoom, visitorRoom } from './chat-socket';
import { SocketAccess } from './socket-access';
import { VisitorChatService } from './visitor-chat.service';

/** A chat message is at most 4,000 characters; anything far larger is not a widget talking. */
const MAX_PACKET_BYTES = 64 * 1024;
const NOT_A_VISITOR = 'Only a widget connection can chat';

/**
 * socket.io on /ws for widget visitors (`chat`, `sync`) and signed-in dashboards (which only
 * listen, each to its own account's room).
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
    const { visitor, accountId, sessionId, refusal } = socket.data;
    if (refusal) {
      socket.emit('chat_error', refusal);
      socket.disconnect();
    } else if (visitor) {
      await socket.join(visitorRoom(visitor.agentId, visitor.visitorTokenHash));
    } else if (accountId && sessionId) {
      await socket.join([accountRoom(accountId), sessionRoom(sessionId)]);
      // A sign-out between the handshake check and joining the session's room would miss this socket.
      const signedIn = await this.access.isSignedIn(socket).catch((error: unknown) => {
        this.logger.error({ err: error, accountId }, 'Could not check a dashboard session');
        return false;
      });
      if (!signedIn) {
        socket.disconnect(true);
      }
    }
  }

  @SubscribeMessage('chat')
  async onChat(@ConnectedSocket() socket: ChatSocket, @MessageBody() payload: unknown): Promise<ChatAck> {
    const { visitor } = socket.data;
    if (!visitor) {
      return { ok: false, error: NOT_A_VISITOR };
    }
    try {
      const { ack, error } = await this.chat.chat(visitor, payload);
      if (error) {
        socket.emit('chat_error', error);
      }
      return ack;
    } catch (error) {
      this.logger.error({ err: error, agentId: visitor.agentId }, 'Could not take a widget message');
      return { ok: false, error: 'The message could not be sent. Please try again.' };
    }
  }

  @SubscribeMessage('sync')
  async onSync(@ConnectedSocket() socket: ChatSocket, @MessageBody() payload: unknown): Promise<SyncAck> {
    const { visitor } = socket.data;
    if (!visitor) {
      return { ok: false, error: NOT_A_VISITOR };
    }
    try {
      const { ack, error } = await this.chat.sync(visitor, payload);
      if (error) {
        socket.emit('chat_error', error);
      }
      return ack;
    } catch (error) {
      this.logger.error({ err: error, agentId: visitor.agentId }, 'Could not sync a widget');
      return { ok: false, error: 'The conversation could not be loaded. Please try again.' };
    }
  }
}
