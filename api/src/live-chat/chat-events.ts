import type { ChunkPayload, Conversation as ConversationJson, ConversationMessage } from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { type MessageFields, toMessageResponse } from '../conversations/dto/conversation-response.dto';
import { accountRoom, type ChatServer, type ChatServerEvents, sessionRoom, type VisitorIdentity } from './chat-socket';

/** What a room's events are sent through: a broadcast, or its only socket. */
interface RoomEmitter {
  emit<E extends keyof ChatServerEvents>(event: E, ...payload: Parameters<ChatServerEvents[E]>): boolean;
}

/**
 * Sends live-chat events to rooms. Rooms span every API process when the Redis adapter is on,
 * so a service may emit without knowing where the visitor's or the manager's socket lives.
 * A visitor is reached through their room (`visitorRoom`: every tab of theirs); null names a
 * conversation with no widget to reach (SMS, voice).
 */
@Injectable()
export class ChatEvents {
  private server: ChatServer | null = null;
  /** With the Redis adapter, a room may have members in other processes. */
  private readonly roomsSpanProcesses: boolean;

  constructor(config: AppConfig) {
    this.roomsSpanProcesses = config.redisUrl !== null;
  }

  private readonly takenOverListeners = new Set<(conversationId: string) => void>();
  private readonly handedBackListeners = new Set<(conversationId: string) => void>();

  attach(server: ChatServer): void {
    this.server = server;
    server.on('taken_over', (conversationId) => this.notifyTakenOver(conversationId));
  }

  /** Calls `listener` when a manager hands a conversation back to the AI in this process. */
  onHandedBack(listener: (conversationId: string) => void): void {
    this.handedBackListeners.add(listener);
  }

  handedBack(conversationId: string): void {
    for (const listener of this.handedBackListeners) listener(conversationId);
  }

  /** Calls `listener` whenever a manager takes a conversation over, on this process or another. */
  onTakenOver(listener: (conversationId: string) => void): void {
    this.takenOverListeners.add(listener);
  }

  response(visitorRoom: string | null, message: ConversationMessage): void {
    this.toRoom(visitorRoom)?.emit('response', { conversationId: message.conversationId, message });
  }

  /**
   * A visitor's message, stored: to their other tabs (the sending socket has it from its ack) and
   * to the account's dashboards. Written out only for someone to receive it: without the Redis
   * adapter a room of one socket is the sender alone, and no dashboard may be open.
   */
  visitorMessage(visitor: Pick<VisitorIdentity, 'accountId' | 'room' | 'socketId'>, stored: MessageFields): void {
    const otherTabs = this.otherTabsOf(visitor);
    const dashboards = this.toRoom(accountRoom(visitor.accountId));
    if (!otherTabs && !dashboards) {
      return;
    }
    const message = toMessageResponse(stored);
    otherTabs?.emit('response', { conversationId: message.conversationId, message });
    dashboards?.emit('new_message', { conversationId: message.conversationId, message });
  }

  private otherTabsOf({ room, socketId }: Pick<VisitorIdentity, 'room' | 'socketId'>): RoomEmitter | null {
    if (!this.server || (!this.roomsSpanProcesses && (this.server.sockets.adapter.rooms.get(room)?.size ?? 0) < 2)) {
      return null;
    }
    return this.server.to(room).except(socketId);
  }

  /** A piece of the reply `messageId` while it is written; its `response` follows. */
  chunk(visitorRoom: string | null, part: ChunkPayload): void {
    this.toRoom(visitorRoom)?.emit('chunk', part);
  }

  typing(visitorRoom: string | null, conversationId: string, typing: boolean): void {
    this.toRoom(visitorRoom)?.emit('typing', { conversationId, typing });
  }

  newMessage(accountId: string, message: ConversationMessage): void {
    this.toRoom(accountRoom(accountId))?.emit('new_message', { conversationId: message.conversationId, message });
  }

  /** To the account's dashboards; a conversation now 'human' also stops an AI reply being written for it. */
  conversationUpdated(accountId: string, conversation: ConversationJson): void {
    this.toRoom(accountRoom(accountId))?.emit('conversation_updated', { conversation });
    if (conversation.status === 'human') {
      this.notifyTakenOver(conversation.id);
      if (this.roomsSpanProcesses) this.server?.serverSideEmit('taken_over', conversation.id);
    }
  }

  private notifyTakenOver(conversationId: string): void {
    for (const listener of this.takenOverListeners) listener(conversationId);
  }

  /** Closes the dashboards of a session that ended, on every API process. */
  sessionEnded(sessionId: string): void {
    const room = sessionRoom(sessionId);
    // This process's own sockets go at once: through the Redis adapter the request only reaches
    // them on its way back from Redis, so with Redis away they would stay open.
    this.server?.local.in(room).disconnectSockets(true);
    if (this.roomsSpanProcesses) this.server?.in(room).disconnectSockets(true);
  }

  private toRoom(room: string | null): RoomEmitter | null {
    if (!this.server || room === null) {
      return null;
    }
    if (this.roomsSpanProcesses) {
      return this.server.to(room);
    }
    // Every socket is in this process: an event for a room nobody is in is not even encoded
    // (visitors chatting while no manager has the dashboard open), and a room of one socket (a
    // visitor with one tab) is sent to directly, without a broadcast's bookkeeping.
    const members = this.server.sockets.adapter.rooms.get(room);
    if (!members) {
      return null;
    }
    const only = members.size === 1 ? this.server.sockets.sockets.get(members.values().next().value as string) : undefined;
    return only ?? this.server.to(room);
  }
}
