import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { DashboardStats } from '@app/contracts';
import { Card, IconBot, IconHome, IconMessage, Skeleton } from '@app/ui';

export interface StatCardsProps {
  /** Agents that can chat: the specification counted every agent, Training ones too, under 'Active Agents'. */
  activeAgentCount: number | undefined;
  agentsLoading: boolean;
  stats: DashboardStats | undefined;
  statsLoading: boolean;
}

interface StatCardProps {
  label: string;
  icon: ReactNode;
  value: string | undefined;
  loading: boolean;
}

// Sized by the space the screen gets (the shell's sidebar takes its share), and never three
// cards over one: four in a row, two by two, or one column.
const StyledContainer = styled.div`
  container-type: inline-size;
  margin-bottom: ${({ theme }) => theme.space[8]};
`;

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space[4]};
  @container (min-width: 440px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @container (min-width: 880px) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const StyledCard = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[6]};
`;

const StyledLabel = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

const StyledValue = styled.div`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 32px;
`;

const StyledDollar = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: 1;
`;

const usNumber = new Intl.NumberFormat('en-US');

function StatCard({ label, icon, value, loading }: StatCardProps) {
  return (
    <StyledCard role="group" aria-label={label}>
      <StyledLabel>
        {label}
        {icon}
      </StyledLabel>
      {loading ? <Skeleton width="50%" height={32} /> : <StyledValue>{value ?? '—'}</StyledValue>}
    </StyledCard>
  );
}

export function StatCards({ activeAgentCount, agentsLoading, stats, statsLoading }: StatCardsProps) {
  return (
    <StyledContainer>
      <StyledGrid>
        <StatCard label="Active Agents" icon={<IconBot size={16} />} loading={agentsLoading} value={activeAgentCount === undefined ? undefined : usNumber.format(activeAgentCount)} />
        <StatCard label="Total Conversations" icon={<IconMessage size={16} />} loading={statsLoading} value={stats && usNumber.format(stats.conversations)} />
        <StatCard label="Properties Managed" icon={<IconHome size={16} />} loading={statsLoading} value={stats && usNumber.format(stats.properties)} />
        <StatCard label="Monthly Revenue" icon={<StyledDollar aria-hidden="true">$</StyledDollar>} loading={statsLoading} value={stats && `$${usNumber.format(stats.revenue)}`} />
      </StyledGrid>
    </StyledContainer>
  );
}
