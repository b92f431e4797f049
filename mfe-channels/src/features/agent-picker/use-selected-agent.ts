import { useSearchParams } from 'react-router-dom';
import type { Agent } from '@app/contracts';
import { useGetAgentsQuery } from '@app/api-client';

interface AgentsQueryOptions {
  /** Seconds the cached list counts as fresh when the screen opens (RTK Query's option). */
  refetchOnMountOrArgChange?: boolean | number;
}

/**
 * The agent chosen on a channel screen and, once the list is loaded, the agent itself. The choice
 * lives in the address (?agentId=), so the agent dialog's Setup buttons and a reload keep it.
 */
export function useSelectedAgent(options?: AgentsQueryOptions) {
  const [searchParams, setSearchParams] = useSearchParams();
  const agentId = searchParams.get('agentId') ?? '';
  const { data: agents = [] } = useGetAgentsQuery(undefined, options);
  const agent: Agent | undefined = agents.find((candidate) => candidate.id === agentId);

  function setAgentId(id: string) {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('agentId', id);
        return next;
      },
      { replace: true },
    );
  }

  return { agentId, setAgentId, agent };
}

/** The phone number an agent answers on, when one has been linked to it. */
export function agentPhoneNumber(agent: Agent | undefined): string | undefined {
  const number = agent?.configuration['smsPhoneNumber'];
  return typeof number === 'string' && number.trim() !== '' ? number : undefined;
}
