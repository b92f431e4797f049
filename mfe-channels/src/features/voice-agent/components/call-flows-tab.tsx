import { Button, Columns, EmptyState, Field, Input, TabCard, type SetFormField } from '@app/ui';
import type { VoiceAgentForm } from '../voice-agent-form';

export interface CallFlowsTabProps {
  form: VoiceAgentForm;
  setField: SetFormField<VoiceAgentForm>;
}

export function CallFlowsTab({ form, setField }: CallFlowsTabProps) {
  return (
    <TabCard title="Call Flows" description="Steps the agent follows when a caller says a trigger phrase.">
      <Columns>
        <Field label="Flow Name" htmlFor="flow-name">
          <Input id="flow-name" placeholder="Book a viewing" value={form.flowName} onChange={(event) => setField('flowName', event.target.value)} />
        </Field>
        <Field label="Trigger" htmlFor="flow-trigger">
          <Input id="flow-trigger" placeholder="schedule a tour" value={form.flowTrigger} onChange={(event) => setField('flowTrigger', event.target.value)} />
        </Field>
      </Columns>
      <div>
        <Button variant="outline" disabled>
          Add Flow
        </Button>
      </div>
      <EmptyState title="No call flows yet" description="Added flows are listed here with their trigger phrases." />
    </TabCard>
  );
}
