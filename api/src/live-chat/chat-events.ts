import type { ChunkPayload, Conversation as ConversationJson, ConversationMessage } from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { accountRoom, type ChatServer, sessionRoom, visitorRoom } from './chat-socket';

export interface VisitorAddress {
  agentId: string;
  visitorTokenHash: string | null;
}

/**
 * Sends live-chat events to rooms. Rooms span every API process when the Redis adapter is on,
 * so a service may emit without knowing where the visitor's or the manager's socket lives.
 */
@Injectable()
export class ChatEvents {
  private server: ChatServer | null = null;
  /** With the Redis adapter, a room may have members in other processes. */
  private readonly roomsSpanProcesses: boolean;

  constructor(config: AppConfig) {
    this.roomsSpanProcesses = config.redisUrl !== null;
  }

  attach(server: ChatServer): void {
    this.server = server;
  }

  response(visitor: VisitorAddress, message: ConversationMessage): void {
    this.toVisitor(visitor)?.emit('response', { conversationId: message.conversationId, message });
  }

  /** A piece of the reply `messageId` while it is written; its `response` follows. */
  chunk(visitor: VisitorAddress, part: ChunkPayload): void {
    this.toVisitor(visitor)?.emit('chunk', part);
  }

  typing(visitor: VisitorAddress, conversationId: string, typing: boolean): void {
    this.toVisitor(visitor)?.emit('typing', { conversationId, typing });
  }

  newMessage(accountId: string, message: ConversationMessage): void {
    this.toRoom(accountRoom(accountId))?.emit('new_message', { conversationId: message.conversationId, message });
  }

  conversationUpdated(accountId: string, conversation: ConversationJson): void {
    this.toRoom(accountRoom(accountId))?.emit('conversation_updated', { conversation });
  }

  /** Closes the dashboards of a session that ended, on every API process. */
  sessionEnded(sessionId: string): void {
    this.server?.in(sessionRoom(sessionId)).disconnectSockets(true);
  }

  private toVisitor(visitor: VisitorAddress) {
    // Conversations of other channels have no widget to reach.
    if (!visitor.visitorTokenHash) {
      return null;
    }
    return this.toRoom(visitorRoom(visitor.agentId, visitor.visitorTokenHash));
  }

  private toRoom(room: string) {
    if (!this.server) {
      return null;
    }
    // Every socket is in this process: an event for a room nobody is in is not even encoded
    // (visitors chatting while no manager has the dashboard open).
    if (!this.roomsSpanProcesses && !this.server.sockets.adapter.rooms.has(room)) {
      return null;
    }
    return this.server.to(room);
  }
}
