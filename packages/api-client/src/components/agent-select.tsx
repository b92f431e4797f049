import { Button, Field, Select } from '@app/ui';
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
  const { data: agents = [], isLoading, isFetching, error, refetch } = useGetAgentsQuery();
  // A list that failed to load is not an account without agents: say so, and offer to try again.
  const failed = Boolean(error) && !isFetching;
  const placeholder = isLoading || isFetching ? 'Loading agents...' : failed ? 'Agents could not be loaded' : agents.length === 0 ? 'No agents yet' : 'Choose an agent';
  const hint = !failed && !isLoading && agents.length === 0 ? 'Create an agent on the Agents screen first.' : undefined;
  const problem = failed ? (
    <>
      Could not load your agents: {errorMessage(error)}{' '}
      <Button type="button" variant="outline" size="sm" onClick={() => void refetch()}>
        Try again
      </Button>
    </>
  ) : undefined;
  return (
    <Field label={label} htmlFor={id} hint={hint} error={problem}>
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
