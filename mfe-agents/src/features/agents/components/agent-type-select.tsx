import type { AgentType } from '@app/contracts';
import { AGENT_TYPE_LABELS } from '@app/contracts';
import { Field, Select } from '@app/ui';
import { AGENT_TYPE_OPTIONS, isAgentType } from '../agent-display';

export interface AgentTypeSelectProps {
  id: string;
  value: AgentType;
  onChange: (type: AgentType) => void;
}

/** Native options cannot show two lines, so the chosen type's description sits under the select. */
export function AgentTypeSelect({ id, value, onChange }: AgentTypeSelectProps) {
  return (
    <Field label="Agent Type" htmlFor={id} hint={AGENT_TYPE_LABELS[value]?.description}>
      <Select
        id={id}
        value={value}
        options={AGENT_TYPE_OPTIONS}
        onValueChange={(next) => {
          if (isAgentType(next)) {
            onChange(next);
          }
        }}
      />
    </Field>
  );
}
