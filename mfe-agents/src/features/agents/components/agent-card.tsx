import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import type { Agent } from '@app/contracts';
import { Button, Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle, IconBot, IconPlay, IconSettings } from '@app/ui';
import { agentChannelsText, agentTypeLabel, isAgentActive } from '../agent-display';
import { StyledAgentName } from './agent-name';
import { AgentStatusBadge } from './agent-status-badge';

export interface AgentCardProps {
  agent: Agent;
  onConfigure: (agent: Agent) => void;
  onTestChat: (agent: Agent) => void;
  /** Focus lands on Configure when the card appears: the agent's dialog, opened from elsewhere, just closed. */
  focusConfigure?: boolean;
  /** Called once Configure took the focus, so that a later mount of the card does not take it again. */
  onConfigureFocused?: () => void;
}

const StyledCard = styled(Card)`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const StyledTitleRow = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

const StyledName = styled(CardTitle)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
`;

const StyledAvatar = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: 32px;
  height: 32px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.muted};
  color: ${({ theme }) => theme.colors.foreground};
`;

const StyledDescription = styled(CardDescription)`
  display: -webkit-box;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  overflow: hidden;
  overflow-wrap: break-word;
`;

const StyledDetails = styled(CardContent)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  margin-top: auto;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

const StyledType = styled.span`
  color: ${({ theme }) => theme.colors.foreground};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const StyledFooter = styled(CardFooter)`
  & > button { flex: 1 1 auto; }
`;

export function AgentCard({ agent, onConfigure, onTestChat, focusConfigure = false, onConfigureFocused }: AgentCardProps) {
  const active = isAgentActive(agent);
  const configureButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusConfigure) {
      configureButton.current?.focus();
      onConfigureFocused?.();
    }
  }, [focusConfigure, onConfigureFocused]);
  return (
    <StyledCard data-testid="agent-card">
      <CardHeader>
        <StyledTitleRow>
          <StyledName>
            <StyledAvatar>
              <IconBot size={18} />
            </StyledAvatar>
            <StyledAgentName>{agent.name}</StyledAgentName>
          </StyledName>
          <AgentStatusBadge agent={agent} />
        </StyledTitleRow>
        <StyledDescription>{agent.description || 'No description provided'}</StyledDescription>
      </CardHeader>
      <StyledDetails>
        <StyledType>{agentTypeLabel(agent.type)}</StyledType>
        <span>{agentChannelsText(agent)}</span>
      </StyledDetails>
      <StyledFooter>
        <Button ref={configureButton} variant="outline" onClick={() => onConfigure(agent)}>
          <IconSettings size={16} />
          Configure
        </Button>
        <Button disabled={!active} onClick={() => onTestChat(agent)}>
          <IconPlay size={14} />
          {active ? 'Test Chat' : 'Training'}
        </Button>
      </StyledFooter>
    </StyledCard>
  );
}
