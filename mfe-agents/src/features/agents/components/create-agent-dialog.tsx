import { useId } from 'react';
import styled from 'styled-components';
import { AGENT_CHANNEL_LABELS, AGENT_CHANNELS, AGENT_DESCRIPTION_MAX_LENGTH, AGENT_NAME_MAX_LENGTH } from '@app/contracts';
import { Button, Checkbox, Dialog, Field, Input, Textarea } from '@app/ui';
import { useCreateAgentForm } from '../hooks/use-create-agent-form';
import { AgentTypeSelect } from './agent-type-select';

export interface CreateAgentDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const StyledChannels = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

const StyledGroupLabel = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  line-height: 1;
`;

const StyledChannelGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
`;

export function CreateAgentDialog({ open, onOpenChange }: CreateAgentDialogProps) {
  const formId = useId();
  const { values, update, toggleChannel, submit, isSubmitting, nameMissing, nameRef } = useCreateAgentForm(() => onOpenChange(false));

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Create New AI Agent"
      description="Set up a new assistant for your property business."
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={isSubmitting}>
            {isSubmitting ? 'Creating...' : 'Create Agent'}
          </Button>
        </>
      }
    >
      <StyledForm
        id={formId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Field label="Name" htmlFor={`${formId}-name`}>
          <Input
            ref={nameRef}
            id={`${formId}-name`}
            maxLength={AGENT_NAME_MAX_LENGTH}
            aria-invalid={nameMissing || undefined}
            value={values.name}
            placeholder="e.g. Beachfront Rentals Assistant"
            onChange={(event) => update('name', event.target.value)}
          />
        </Field>
        <Field label="Description" htmlFor={`${formId}-description`}>
          <Textarea
            id={`${formId}-description`}
            maxLength={AGENT_DESCRIPTION_MAX_LENGTH}
            value={values.description}
            placeholder="What does this agent help your guests or clients with?"
            onChange={(event) => update('description', event.target.value)}
          />
        </Field>
        <AgentTypeSelect id={`${formId}-type`} value={values.type} onChange={(type) => update('type', type)} />
        <StyledChannels role="group" aria-labelledby={`${formId}-channels`}>
          <StyledGroupLabel id={`${formId}-channels`}>Channels</StyledGroupLabel>
          <StyledChannelGrid>
            {AGENT_CHANNELS.map((channel) => (
              <Checkbox
                key={channel}
                checked={values.channels.includes(channel)}
                onCheckedChange={(checked) => toggleChannel(channel, checked)}
                label={AGENT_CHANNEL_LABELS[channel]}
              />
            ))}
          </StyledChannelGrid>
        </StyledChannels>
      </StyledForm>
    </Dialog>
  );
}
