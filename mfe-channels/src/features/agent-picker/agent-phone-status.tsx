import type { Agent } from '@app/contracts';
import { Badge } from '@app/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { agentPhoneNumber } from './agent-phone-number';
import { formatPhoneNumber } from '../sms/format-phone';

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

export interface AgentPhoneStatusProps {
  agent: Agent | undefined;
}

/** Whether the chosen agent has a phone number to take calls or texts on. */
export function AgentPhoneStatus({ agent }: AgentPhoneStatusProps) {
  if (!agent) {
    return <StyledRow>Select an agent to see its phone number.</StyledRow>;
  }
  const phoneNumber = agentPhoneNumber(agent);
  return phoneNumber ? (
    <StyledRow>
      Phone number <Badge variant="success">{formatPhoneNumber(phoneNumber)}</Badge>
    </StyledRow>
  ) : (
    <StyledRow>
      {agent.name} has no phone number yet. Numbers are bought and linked on the SMS Texting screen&apos;s{' '}
      <Link to="/sms">phone numbers</Link> once SMS is connected.
    </StyledRow>
  );
}
