import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Agent } from '@app/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, IconBot, IconChevronRight } from '@app/ui';
import { agentTypeLabel } from '../../agents/agent-display';
import { StyledAgentName } from '../../agents/components/agent-name';
import { AgentStatusBadge } from '../../agents/components/agent-status-badge';

export interface ActiveAgentCardProps {
  agent: Agent;
}

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[4]};
`;

const StyledAvatar = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: 44px;
  height: 44px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryForeground};
`;

const StyledText = styled.div`
  display: flex;
  flex: 1 1 220px;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

const StyledName = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledDescription = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mutedForeground};
  overflow-wrap: anywhere;
`;

const StyledType = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.mutedForeground};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

const StyledManage = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  flex-shrink: 0;
  align-self: center;
  height: 32px;
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.input};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.foreground};
  text-decoration: none;
  &:hover { background: ${({ theme }) => theme.colors.accent}; }
`;

export function ActiveAgentCard({ agent }: ActiveAgentCardProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Active Agent</CardTitle>
        <CardDescription>Your most recently created agent.</CardDescription>
      </CardHeader>
      <CardContent>
        <StyledRow>
          <StyledAvatar>
            <IconBot size={22} />
          </StyledAvatar>
          <StyledText>
            <StyledType>{agentTypeLabel(agent.type)}</StyledType>
            <StyledName>
              <StyledAgentName>{agent.name}</StyledAgentName>
              <AgentStatusBadge agent={agent} />
            </StyledName>
            {agent.description ? <StyledDescription>{agent.description}</StyledDescription> : null}
          </StyledText>
          <StyledManage to={`/agents/${encodeURIComponent(agent.id)}`}>
            Manage
            <IconChevronRight size={14} />
          </StyledManage>
        </StyledRow>
      </CardContent>
    </Card>
  );
}
