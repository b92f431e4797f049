import { useState } from 'react';
import styled from 'styled-components';
import { useGetAgentsQuery, useGetDashboardStatsQuery } from '@app/api-client';
import { Button, EmptyState, IconBot, IconPlus, PageHeader } from '@app/ui';
import { LoadErrorCard } from '../components/load-error-card';
import { CreateAgentDialog } from '../features/agents/components/create-agent-dialog';
import { ActiveAgentCard } from '../features/dashboard/components/active-agent-card';
import { DashboardSkeleton } from '../features/dashboard/components/dashboard-skeleton';
import { SetupProgress } from '../features/dashboard/components/setup-progress';
import { StatCards } from '../features/dashboard/components/stat-cards';
import { StatsError } from '../features/dashboard/components/stats-error';
import { isAgentActive } from '../features/agents/agent-display';
import { setupProgress } from '../features/dashboard/setup-steps';

const StyledSections = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
`;

/** / : the account at a glance and the way through setup. */
export default function DashboardScreen() {
  const [creating, setCreating] = useState(false);
  const agentsQuery = useGetAgentsQuery();
  // Knowledge, channels and conversations change on other screens: fetch again on every visit.
  const statsQuery = useGetDashboardStatsQuery(undefined, { refetchOnMountOrArgChange: true });
  const agents = agentsQuery.data;
  const agentsLoading = agentsQuery.isLoading || (agentsQuery.isFetching && !agents);
  const openCreate = () => setCreating(true);

  function renderAgentsSection() {
    if (agentsLoading) {
      return <DashboardSkeleton />;
    }
    if (agentsQuery.error || !agents) {
      return <LoadErrorCard title="Could not load your agents" error={agentsQuery.error} onRetry={() => void agentsQuery.refetch()} />;
    }
    const [first] = agents;
    if (!first) {
      return (
        <EmptyState
          icon={<IconBot size={22} />}
          title="Get Started"
          description="Create your first AI agent to answer questions from buyers, guests and tenants around the clock."
          action={
            <Button onClick={openCreate}>
              <IconPlus size={16} />
              Create Your First Agent
            </Button>
          }
        />
      );
    }
    return (
      <StyledSections>
        <SetupProgress progress={setupProgress(agents.length, statsQuery.data?.setup, statsQuery.data?.conversations ?? 0)} onCreateAgent={openCreate} />
        <ActiveAgentCard agent={first} />
      </StyledSections>
    );
  }

  return (
    <>
      <PageHeader
        title="Welcome back"
        subtitle="Here is how your AI agents are doing."
        actions={
          <Button onClick={openCreate}>
            <IconPlus size={16} />
            New Agent
          </Button>
        }
      />
      <StatCards
        activeAgentCount={agents?.filter(isAgentActive).length}
        agentsLoading={agentsLoading}
        stats={statsQuery.data}
        statsLoading={statsQuery.isLoading || (statsQuery.isFetching && !statsQuery.data)}
      />
      {statsQuery.error && !statsQuery.isFetching ? <StatsError error={statsQuery.error} onRetry={() => void statsQuery.refetch()} /> : null}
      {renderAgentsSection()}
      <CreateAgentDialog open={creating} onOpenChange={setCreating} />
    </>
  );
}
