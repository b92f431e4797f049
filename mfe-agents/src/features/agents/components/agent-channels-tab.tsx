import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { Agent } from '@app/contracts';
import { Badge, Button, IconCheck, IconGlobe, IconMessage, IconPhone, IconSms } from '@app/ui';

export interface AgentChannelsTabProps {
  agent: Agent;
  /** Asked before a Setup button leaves the dialog; false keeps the user here. */
  confirmLeave: () => boolean;
}

interface ChannelRowProps {
  icon: ReactNode;
  name: string;
  description: string;
  action: ReactNode;
}

const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledRow = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const StyledIcon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: 36px;
  height: 36px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.muted};
`;

const StyledText = styled.div`
  display: flex;
  flex: 1 1 140px;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
`;

// On narrow screens the action drops below the text and stays on the right.
const StyledAction = styled.div`
  margin-left: auto;
`;

const StyledName = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const StyledDescription = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

function ChannelRow({ icon, name, description, action }: ChannelRowProps) {
  return (
    <StyledRow aria-label={name}>
      <StyledIcon>{icon}</StyledIcon>
      <StyledText>
        <StyledName>{name}</StyledName>
        <StyledDescription>{description}</StyledDescription>
      </StyledText>
      <StyledAction>{action}</StyledAction>
    </StyledRow>
  );
}

export function AgentChannelsTab({ agent, confirmLeave }: AgentChannelsTabProps) {
  const goTo = useNavigate();
  const navigate = (path: string) => {
    if (confirmLeave()) void goTo(path);
  };
  const agentQuery = `agentId=${encodeURIComponent(agent.id)}`;
  const smsConnected = agent.channels.includes('sms');

  return (
    <StyledList>
      <ChannelRow
        icon={<IconGlobe size={18} />}
        name="Web chat"
        description="Embed a chat widget on your website."
        action={
          <Button variant="outline" size="sm" onClick={() => navigate(`/web-widget?${agentQuery}`)}>
            Setup Widget
          </Button>
        }
      />
      <ChannelRow
        icon={<IconMessage size={18} />}
        name="WhatsApp Business"
        description="Answer customers on WhatsApp."
        action={
          <Button variant="outline" size="sm" disabled title="WhatsApp is not available yet">
            Connect
          </Button>
        }
      />
      <ChannelRow
        icon={<IconSms size={18} />}
        name="SMS"
        description="Reply to text messages on your business number."
        action={
          smsConnected ? (
            <Badge variant="success">
              <IconCheck size={12} />
              Connected
            </Badge>
          ) : (
            <Button variant="outline" size="sm" onClick={() => navigate(`/sms-simple?${agentQuery}`)}>
              Setup SMS
            </Button>
          )
        }
      />
      <ChannelRow
        icon={<IconPhone size={18} />}
        name="Voice Calls"
        description="Let the agent answer phone calls."
        action={
          <Button variant="outline" size="sm" onClick={() => navigate(`/voice-simple?${agentQuery}`)}>
            Setup Voice
          </Button>
        }
      />
    </StyledList>
  );
}
