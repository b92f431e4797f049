import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { Agent } from '@app/contracts';
import { useGetAgentsQuery } from '@app/api-client';
import { Button, IconPlus, PageHeader } from '@app/ui';
import { SearchInput } from '../../../components/search-input';
import { AgentConfigDialog } from './agent-config-dialog';
import { AgentsList } from './agents-list';
import { CreateAgentDialog } from './create-agent-dialog';

export interface AgentsViewProps {
  /** The agent whose configuration dialog is open, if any. */
  configuring: Agent | undefined;
  onConfigure: (agent: Agent) => void;
  onConfigureClose: () => void;
  /** The agent whose dialog closed on another screen: its Configure button takes the focus. */
  focusConfigureOf?: string;
  /** Reached to add knowledge (/knowledge-base): says where knowledge goes, and Configure opens on it. */
  forKnowledge?: boolean;
}

const StyledToolbar = styled.div`
  margin-bottom: ${({ theme }) => theme.space[6]};
`;

export function AgentsView({ configuring, onConfigure, onConfigureClose, focusConfigureOf, forKnowledge = false }: AgentsViewProps) {
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [creating, setCreating] = useState(false);
  const [pendingFocus, setPendingFocus] = useState(focusConfigureOf);
  const focusTaken = useCallback(() => setPendingFocus(undefined), []);
  const { data: agents, isLoading, isFetching, error, refetch } = useGetAgentsQuery();

  return (
    <>
      <PageHeader
        title="AI Agents"
        subtitle={
          forKnowledge
            ? "Each agent answers from its own knowledge: press an agent's Configure to add documents, Q&A, websites or text."
            : 'Create, configure and test the assistants that talk to your customers.'
        }
        actions={
          <Button onClick={() => setCreating(true)}>
            <IconPlus size={16} />
            Create Agent
          </Button>
        }
      />
      <StyledToolbar>
        <SearchInput value={search} onChange={setSearch} placeholder="Search agents..." />
      </StyledToolbar>
      <AgentsList
        agents={agents}
        isLoading={isLoading || (isFetching && !agents)}
        error={error}
        search={search}
        onRetry={() => void refetch()}
        onCreate={() => setCreating(true)}
        onConfigure={onConfigure}
        onTestChat={(agent) => navigate(`/playground?agentId=${encodeURIComponent(agent.id)}`)}
        focusConfigureOf={pendingFocus}
        onConfigureFocused={focusTaken}
      />
      <CreateAgentDialog open={creating} onOpenChange={setCreating} />
      {configuring ? (
        <AgentConfigDialog
          key={configuring.id}
          agent={configuring}
          initialTab={forKnowledge ? 'knowledge' : 'settings'}
          open
          onOpenChange={(open) => {
            if (!open) {
              onConfigureClose();
            }
          }}
        />
      ) : null}
    </>
  );
}
