import type { Conversation as ConversationJson, ConversationMessage, ConversationStatus } from '@app/contracts';
import { Injectable, NotFoundException } from '@nestjs/common';
import type { AuthContext } from '../common/auth-context';
import { ChatEvents } from '../live-chat/chat-events';
import { conversationVisitorRoom } from '../live-chat/chat-socket';
import type { Conversation } from './conversation.entity';
import { type ConversationListFilter, ConversationStore } from './conversation-store';
import { toConversationResponse, toMessageResponse } from './dto/conversation-response.dto';

export const CONVERSATION_NOT_FOUND = 'Conversation not found';

/** The conversations screen: reading, and a manager joining in (takeover, handback, resolve). */
@Injectable()
export class ConversationsService {
  constructor(
    private readonly store: ConversationStore,
    private readonly events: ChatEvents,
  ) {}

  async list(auth: AuthContext, filter: ConversationListFilter): Promise<ConversationJson[]> {
    return (await this.store.list(auth.accountId, filter)).map(toConversationResponse);
  }

  async get(auth: AuthContext, id: string): Promise<ConversationJson> {
    return toConversationResponse(await this.findOwned(auth, id));
  }

  async messages(auth: AuthContext, id: string, limit: number): Promise<ConversationMessage[]> {
    await this.findOwned(auth, id);
    return (await this.store.messagesOf(id, limit)).map(toMessageResponse);
  }

  /** A manager writing pauses the AI: the conversation is theirs until they hand it back. */
  async sendAsManager(auth: AuthContext, id: string, text: string): Promise<ConversationMessage> {
    const conversation = await this.findOwned(auth, id);
    const sent = await this.store.sendAsTeam({ id, accountId: auth.accountId }, text);
    if (!sent) {
      throw new NotFoundException(CONVERSATION_NOT_FOUND);
    }
    const message = toMessageResponse(sent.message);
    this.events.response(conversationVisitorRoom(conversation), message);
    this.events.newMessage(auth.accountId, message);
    this.events.conversationUpdated(auth.accountId, toConversationResponse(sent.conversation));
    return message;
  }

  takeOver(auth: AuthContext, id: string): Promise<ConversationJson> {
    return this.changeStatus(auth, id, 'human');
  }

  /** The AI answers the visitor again: first a message of theirs still waiting for a reply. */
  async handBack(auth: AuthContext, id: string): Promise<ConversationJson> {
    const conversation = await this.changeStatus(auth, id, 'open');
    this.events.handedBack(id);
    return conversation;
  }

  resolve(auth: AuthContext, id: string): Promise<ConversationJson> {
    return this.changeStatus(auth, id, 'resolved');
  }

  private async changeStatus(auth: AuthContext, id: string, status: ConversationStatus): Promise<ConversationJson> {
    const updated = await this.store.setStatus({ id, accountId: auth.accountId }, status);
    if (!updated) {
      throw new NotFoundException(CONVERSATION_NOT_FOUND);
    }
    const conversation = toConversationResponse(updated);
    this.events.conversationUpdated(auth.accountId, conversation);
    return conversation;
  }

  private async findOwned(auth: AuthContext, id: string): Promise<Conversation> {
    const conversation = await this.store.findOwned(auth.accountId, id);
    if (!conversation) {
      throw new NotFoundException(CONVERSATION_NOT_FOUND);
    }
    return conversation;
  }
}
