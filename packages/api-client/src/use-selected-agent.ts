import { useSearchParams } from 'react-router-dom';
import type { Agent } from '@app/contracts';
import { useGetAgentsQuery } from './agents';

interface AgentsQueryOptions {
  /** Seconds the cached list counts as fresh when the screen opens (RTK Query's option). */
  refetchOnMountOrArgChange?: boolean | number;
}

/**
 * The agent chosen on a screen. The choice lives in the address (?agentId=), so links (the agent
 * dialog's Setup buttons, Test Chat) and a reload keep it; it counts only once the agents list
 * holds it: an id the account has no agent for (a stale bookmark) is no choice at all, and the
 * picker asks for one.
 */
export function useSelectedAgent(options?: AgentsQueryOptions) {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('agentId') ?? '';
  const { data: agents = [] } = useGetAgentsQuery(undefined, options);
  const agent: Agent | undefined = agents.find((candidate) => candidate.id === requested);
  const agentId = agent?.id ?? '';

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
