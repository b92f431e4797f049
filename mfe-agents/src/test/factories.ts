import type { Agent, Conversation, ConversationMessage, DashboardStats, KnowledgeItem } from '@app/contracts';

let sequence = 0;

export function buildAgent(overrides: Partial<Agent> = {}): Agent {
  sequence += 1;
  return {
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    name: `Agent ${sequence}`,
    description: 'Answers questions from guests',
    type: 'rental',
    systemPrompt: null,
    channels: ['webchat'],
    status: 'training',
    configuration: {},
    metadata: {},
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function buildStats(overrides: Partial<DashboardStats> = {}): DashboardStats {
  return { conversations: 0, bookings: 0, revenue: 0, properties: 0, setup: { knowledgeAdded: false, channelReady: false, agentTried: false }, ...overrides };
}

let knowledgeSequence = 0;

export function buildKnowledgeItem(overrides: Partial<KnowledgeItem> = {}): KnowledgeItem {
  knowledgeSequence += 1;
  return {
    id: `10000000-0000-4000-8000-${String(knowledgeSequence).padStart(12, '0')}`,
    agentId: '00000000-0000-4000-8000-000000000001',
    type: 'text',
    title: `Item ${knowledgeSequence}`,
    content: 'Check-in is from 3 pm.',
    source: null,
    processed: true,
    status: 'trained',
    error: null,
    passageCount: 1,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

let conversationSequence = 0;

export function buildConversation(overrides: Partial<Conversation> = {}): Conversation {
  conversationSequence += 1;
  return {
    id: `20000000-0000-4000-8000-${String(conversationSequence).padStart(12, '0')}`,
    agentId: '00000000-0000-4000-8000-000000000001',
    contactInfo: `Website visitor ${conversationSequence}`,
    channel: 'webchat',
    status: 'open',
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

let messageSequence = 0;

export function buildMessage(overrides: Partial<ConversationMessage> = {}): ConversationMessage {
  messageSequence += 1;
  return {
    id: `30000000-0000-4000-8000-${String(messageSequence).padStart(12, '0')}`,
    conversationId: '20000000-0000-4000-8000-000000000001',
    role: 'user',
    content: `Message ${messageSequence}`,
    clientMessageId: null,
    createdAt: '2025-01-01T10:00:00.000Z',
    ...overrides,
  };
}
