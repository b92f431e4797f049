import { useId } from 'react';
import styled from 'styled-components';
import { AGENT_DESCRIPTION_MAX_LENGTH, AGENT_NAME_MAX_LENGTH, AGENT_SYSTEM_PROMPT_MAX_LENGTH } from '@app/contracts';
import { Button, Field, Input, Textarea } from '@app/ui';
import type { AgentSettingsForm } from '../hooks/use-agent-settings-form';
import { AgentTypeSelect } from './agent-type-select';

export interface AgentSettingsTabProps {
  form: AgentSettingsForm;
}

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const StyledActions = styled.div`
  display: flex;
  justify-content: flex-end;
`;

const INSTRUCTIONS_PLACEHOLDER =
  'e.g. You are a friendly assistant for our beach rentals. Answer questions about availability, check-in times and local tips. Offer to connect guests with the host for anything you cannot answer.';

export function AgentSettingsTab({ form }: AgentSettingsTabProps) {
  const id = useId();
  const { values, update, save, isSaving, nameMissing, nameRef } = form;

  return (
    <StyledForm
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Field label="Name" htmlFor={`${id}-name`}>
        <Input
          ref={nameRef}
          id={`${id}-name`}
          maxLength={AGENT_NAME_MAX_LENGTH}
          aria-invalid={nameMissing || undefined}
          value={values.name}
          onChange={(event) => update('name', event.target.value)}
        />
      </Field>
      <Field label="Description" htmlFor={`${id}-description`}>
        <Textarea
          id={`${id}-description`}
          maxLength={AGENT_DESCRIPTION_MAX_LENGTH}
          value={values.description} onChange={(event) => update('description', event.target.value)} />
      </Field>
      <AgentTypeSelect id={`${id}-type`} value={values.type} onChange={(type) => update('type', type)} />
      <Field label="AI Instructions" htmlFor={`${id}-instructions`} hint="How the agent should behave, what it knows and what it must not do.">
        <Textarea
          id={`${id}-instructions`}
          rows={6}
          maxLength={AGENT_SYSTEM_PROMPT_MAX_LENGTH}
          value={values.systemPrompt}
          placeholder={INSTRUCTIONS_PLACEHOLDER}
          onChange={(event) => update('systemPrompt', event.target.value)}
        />
      </Field>
      <StyledActions>
        <Button type="submit" disabled={isSaving}>
          {isSaving ? 'Saving...' : 'Save Changes'}
        </Button>
      </StyledActions>
    </StyledForm>
  );
}
