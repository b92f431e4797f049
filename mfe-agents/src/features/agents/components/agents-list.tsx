import type { Agent } from '@app/contracts';
import { Button, EmptyState, IconBot, IconPlus, IconSearch } from '@app/ui';
import { LoadErrorCard } from '../../../components/load-error-card';
import { matchesAgentSearch } from '../agent-display';
import { AgentCard } from './agent-card';
import { AgentCardSkeleton } from './agent-card-skeleton';
import { StyledAgentsGrid } from './agents-grid';

export interface AgentsListProps {
  agents: Agent[] | undefined;
  isLoading: boolean;
  error: unknown;
  search: string;
  onRetry: () => void;
  onCreate: () => void;
  onConfigure: (agent: Agent) => void;
  onTestChat: (agent: Agent) => void;
  /** The agent whose Configure button takes the focus (see AgentCard). */
  focusConfigureOf?: string;
  onConfigureFocused?: () => void;
}

const PLACEHOLDER_COUNT = 6;

export function AgentsList({ agents, isLoading, error, search, onRetry, onCreate, onConfigure, onTestChat, focusConfigureOf, onConfigureFocused }: AgentsListProps) {
  if (isLoading) {
    return (
      <StyledAgentsGrid aria-busy="true" aria-label="Loading agents">
        {Array.from({ length: PLACEHOLDER_COUNT }, (_, index) => (
          <AgentCardSkeleton key={index} />
        ))}
      </StyledAgentsGrid>
    );
  }
  if (error || !agents) {
    return <LoadErrorCard title="Could not load your agents" error={error} onRetry={onRetry} />;
  }
  const visible = agents.filter((agent) => matchesAgentSearch(agent, search));
  if (visible.length === 0 && search.trim()) {
    return <EmptyState icon={<IconSearch size={22} />} title="No agents found" description="No agent name or description matches your search." />;
  }
  if (visible.length === 0) {
    return (
      <EmptyState
        icon={<IconBot size={22} />}
        title="No AI Agents Yet"
        description="Create your first agent to start answering guests, buyers and tenants."
        action={
          <Button onClick={onCreate}>
            <IconPlus size={16} />
            Create Your First Agent
          </Button>
        }
      />
    );
  }
  return (
    <StyledAgentsGrid>
      {visible.map((agent) => (
        <AgentCard
          key={agent.id}
          agent={agent}
          onConfigure={onConfigure}
          onTestChat={onTestChat}
          focusConfigure={agent.id === focusConfigureOf}
          onConfigureFocused={onConfigureFocused}
        />
      ))}
    </StyledAgentsGrid>
  );
}
