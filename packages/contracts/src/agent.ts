export const AGENT_TYPES = ['realtor', 'rental', 'property_manager'] as const;
export type AgentType = (typeof AGENT_TYPES)[number];

export const AGENT_CHANNELS = ['webchat', 'whatsapp', 'sms', 'voice'] as const;
export type AgentChannel = (typeof AGENT_CHANNELS)[number];

/** 'active' enables testing; every other status displays as Training. */
export const AGENT_STATUSES = ['training', 'active'] as const;
export type AgentStatus = (typeof AGENT_STATUSES)[number];

/** The longest text each agent field takes (the forms stop there too). */
export const AGENT_NAME_MAX_LENGTH = 120;
export const AGENT_DESCRIPTION_MAX_LENGTH = 2000;
export const AGENT_SYSTEM_PROMPT_MAX_LENGTH = 20000;

export const AGENT_TYPE_LABELS: Record<AgentType, { label: string; description: string }> = {
  realtor: { label: 'Realtor Agent', description: 'Real estate sales and listings' },
  rental: { label: 'Rental Agent', description: 'Short-term rental management' },
  property_manager: { label: 'Property Manager', description: 'Multi-property portfolios' },
};

export const AGENT_CHANNEL_LABELS: Record<AgentChannel, string> = {
  webchat: 'Webchat Widget',
  whatsapp: 'WhatsApp',
  sms: 'SMS/Text',
  voice: 'Voice Calls',
};

export type JsonObject = { [key: string]: unknown };

export interface Agent {
  id: string;
  name: string;
  description: string | null;
  type: AgentType;
  systemPrompt: string | null;
  channels: AgentChannel[];
  status: AgentStatus;
  configuration: JsonObject;
  metadata: JsonObject;
  createdAt: string;
  updatedAt: string;
}

export interface CreateAgentRequest {
  name: string;
  description?: string;
  type?: AgentType;
  systemPrompt?: string;
  channels?: AgentChannel[];
  status?: AgentStatus;
  configuration?: JsonObject;
  metadata?: JsonObject;
}

export type UpdateAgentRequest = Partial<CreateAgentRequest>;
