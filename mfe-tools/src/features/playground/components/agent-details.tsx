import styled from 'styled-components';
import { AGENT_TYPE_LABELS, type Agent } from '@app/contracts';
import { Badge } from '@app/ui';

const StyledDetails = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  dt { font-weight: ${({ theme }) => theme.fontWeights.medium}; }
  dd { margin: 0; color: ${({ theme }) => theme.colors.mutedForeground}; }
`;

export interface AgentDetailsProps {
  agent: Agent;
}

export function AgentDetails({ agent }: AgentDetailsProps) {
  const active = agent.status === 'active';
  return (
    <StyledDetails aria-label="Agent details">
      <div>
        <dt>Type</dt>
        <dd>{AGENT_TYPE_LABELS[agent.type]?.label ?? agent.type}</dd>
      </div>
      <div>
        <dt>Status</dt>
        <dd>
          <Badge variant={active ? 'success' : 'secondary'}>{active ? 'Active' : 'Training'}</Badge>
        </dd>
      </div>
      <div>
        <dt>Description</dt>
        <dd>{agent.description?.trim() ? agent.description : 'No description'}</dd>
      </div>
    </StyledDetails>
  );
}
