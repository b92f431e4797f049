import { Field, Select } from '@app/ui';
import { useGetAgentsQuery } from '../agents';
import { errorMessage } from '../errors';

export interface AgentSelectProps {
  id: string;
  value: string;
  onValueChange: (agentId: string) => void;
  label?: string;
}

/** Picks one of the account's agents, straight from the agents list. */
export function AgentSelect({ id, value, onValueChange, label = 'Select Agent' }: AgentSelectProps) {
  const { data: agents = [], isLoading, error } = useGetAgentsQuery();
  const placeholder = isLoading ? 'Loading agents...' : agents.length === 0 ? 'No agents yet' : 'Choose an agent';
  const hint = error ? errorMessage(error) : !isLoading && agents.length === 0 ? 'Create an agent on the Agents screen first.' : undefined;
  return (
    <Field label={label} htmlFor={id} hint={hint}>
      <Select
        id={id}
        value={value}
        onValueChange={onValueChange}
        placeholder={placeholder}
        disabled={isLoading || agents.length === 0}
        options={agents.map((agent) => ({ value: agent.id, label: agent.name }))}
      />
    </Field>
  );
}
