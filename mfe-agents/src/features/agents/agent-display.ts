import { AGENT_CHANNEL_LABELS, AGENT_TYPE_LABELS, AGENT_TYPES, type Agent, type AgentType } from '@app/contracts';

/** Only 'active' enables testing; every other status reads as Training. */
export function isAgentActive(agent: Pick<Agent, 'status'>): boolean {
  return agent.status === 'active';
}

export function agentStatusLabel(agent: Pick<Agent, 'status'>): string {
  return isAgentActive(agent) ? 'Active' : 'Training';
}

export function agentTypeLabel(type: AgentType): string {
  return AGENT_TYPE_LABELS[type]?.label ?? type;
}

export function agentChannelsText(agent: Pick<Agent, 'channels'>): string {
  if (agent.channels.length === 0) {
    return 'No channels';
  }
  return `Connected to: ${agent.channels.map((channel) => AGENT_CHANNEL_LABELS[channel] ?? channel).join(', ')}`;
}

export const AGENT_TYPE_OPTIONS = AGENT_TYPES.map((type) => ({
  value: type,
  label: AGENT_TYPE_LABELS[type].label,
  description: AGENT_TYPE_LABELS[type].description,
}));

export function isAgentType(value: string): value is AgentType {
  return (AGENT_TYPES as readonly string[]).includes(value);
}

export function matchesAgentSearch(agent: Pick<Agent, 'name' | 'description'>, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) {
    return true;
  }
  return agent.name.toLowerCase().includes(needle) || (agent.description ?? '').toLowerCase().includes(needle);
}
