import styled from 'styled-components';
import type { Agent } from '@app/contracts';
import { Select } from '@app/ui';

export interface AgentFilterProps {
  agents: Agent[];
  value: string;
  onChange: (agentId: string) => void;
  disabled?: boolean;
}

export const ALL_AGENTS = '';

const StyledFilter = styled.div`
  width: 100%;
  max-width: 260px;
`;

export function AgentFilter({ agents, value, onChange, disabled }: AgentFilterProps) {
  const options = [{ value: ALL_AGENTS, label: 'All Agents' }, ...agents.map((agent) => ({ value: agent.id, label: agent.name }))];
  return (
    <StyledFilter>
      <Select aria-label="Agent" value={value} onValueChange={onChange} options={options} disabled={disabled} />
    </StyledFilter>
  );
}
