import styled from 'styled-components';
import type { Agent } from '@app/contracts';
import { Select } from '@app/ui';
import { EVERY_AGENT } from '../api';

export interface AgentFilterProps {
  agents: Agent[];
  value: string;
  onChange: (agentId: string) => void;
  disabled?: boolean;
}

const StyledFilter = styled.div`
  width: 100%;
  /* Wide enough for an agent name such as "Northgate Property Management" in full. */
  max-width: 340px;
`;

export function AgentFilter({ agents, value, onChange, disabled }: AgentFilterProps) {
  const options = [{ value: EVERY_AGENT, label: 'All Agents' }, ...agents.map((agent) => ({ value: agent.id, label: agent.name }))];
  return (
    <StyledFilter>
      <Select aria-label="Agent" value={value} onValueChange={onChange} options={options} disabled={disabled} />
    </StyledFilter>
  );
}
