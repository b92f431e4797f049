import { useState } from 'react';
import styled from 'styled-components';
import { useGetAgentsQuery } from '@app/api-client';
import { EmptyState, IconMessage, PageHeader } from '@app/ui';
import { LoadErrorCard } from '../components/load-error-card';
import { AgentFilter, ALL_AGENTS } from '../features/conversations/components/agent-filter';
import { ConversationInbox } from '../features/conversations/components/conversation-inbox';

const StyledToolbar = styled.div`
  margin-bottom: ${({ theme }) => theme.space[6]};
`;

/** /conversations: pick an agent to follow what its visitors and customers are saying. */
export default function ConversationsScreen() {
  const [agentId, setAgentId] = useState(ALL_AGENTS);
  const { data: agents = [], isLoading, error, refetch } = useGetAgentsQuery();
  const selected = agents.find((agent) => agent.id === agentId);

  return (
    <>
      <PageHeader title="Conversations" subtitle="Monitor and join the conversations your agents are having." />
      {error ? (
        <LoadErrorCard title="Could not load your agents" error={error} onRetry={() => void refetch()} />
      ) : (
        <>
          <StyledToolbar>
            <AgentFilter agents={agents} value={selected ? agentId : ALL_AGENTS} onChange={setAgentId} disabled={isLoading} />
          </StyledToolbar>
          {selected ? (
            <ConversationInbox key={selected.id} agentName={selected.name} />
          ) : (
            <EmptyState icon={<IconMessage size={22} />} title="Select an agent to view conversations" />
          )}
        </>
      )}
    </>
  );
}
