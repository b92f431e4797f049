import { useState } from 'react';
import styled from 'styled-components';
import { useGetAgentsQuery } from '@app/api-client';
import { PageHeader } from '@app/ui';
import { LoadErrorCard } from '../components/load-error-card';
import { EVERY_AGENT } from '../features/conversations/api';
import { AgentFilter } from '../features/conversations/components/agent-filter';
import { ConversationInbox } from '../features/conversations/components/conversation-inbox';
import { LiveIndicator } from '../features/conversations/components/live-indicator';
import { useLiveUpdates } from '../features/conversations/hooks/use-live-updates';
import { openDashboardSocket, type OpenDashboardConnection } from '../features/conversations/live-updates/dashboard-connection';

const StyledToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  margin-bottom: ${({ theme }) => theme.space[6]};
`;

export interface ConversationsScreenProps {
  /** The live connection; tests hand in their own. */
  openConnection?: OpenDashboardConnection;
}

/** /conversations: follow what visitors and customers are saying to every agent, or one, live, and join in. */
export default function ConversationsScreen({ openConnection = openDashboardSocket }: ConversationsScreenProps) {
  const [agentId, setAgentId] = useState(EVERY_AGENT);
  const { data: agents = [], isLoading, error, refetch } = useGetAgentsQuery();
  const live = useLiveUpdates(openConnection);
  const selected = agents.find((agent) => agent.id === agentId);

  return (
    <>
      <PageHeader title="Conversations" subtitle="Monitor and join the conversations your agents are having." />
      {error ? (
        <LoadErrorCard title="Could not load your agents" error={error} onRetry={() => void refetch()} />
      ) : (
        <>
          <StyledToolbar>
            <AgentFilter agents={agents} value={selected ? agentId : EVERY_AGENT} onChange={setAgentId} disabled={isLoading} />
            <LiveIndicator status={live.status} onReconnect={live.reconnect} />
          </StyledToolbar>
          {isLoading ? null : <ConversationInbox key={selected?.id ?? EVERY_AGENT} agent={selected} />}
        </>
      )}
    </>
  );
}
