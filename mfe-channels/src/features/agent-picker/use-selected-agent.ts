import { useState } from 'react';
import type { Agent } from '@app/contracts';
import { useGetAgentsQuery } from '@app/api-client';

/** The chosen agent id and, once the list is loaded, the agent itself. */
export function useSelectedAgent() {
  const [agentId, setAgentId] = useState('');
  const { data: agents = [] } = useGetAgentsQuery();
  const agent: Agent | undefined = agents.find((candidate) => candidate.id === agentId);
  return { agentId, setAgentId, agent };
}

/** The phone number an agent answers on, when one has been linked to it. */
export function agentPhoneNumber(agent: Agent | undefined): string | undefined {
  const number = agent?.configuration['smsPhoneNumber'];
  return typeof number === 'string' && number.trim() !== '' ? number : undefined;
}
