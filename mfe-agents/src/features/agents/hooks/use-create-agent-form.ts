import { useRef, useState } from 'react';
import { AGENT_CHANNELS, type AgentChannel, type AgentType } from '@app/contracts';
import { useCreateAgentMutation } from '@app/api-client';
import { useToast } from '@app/ui';

export interface CreateAgentValues {
  name: string;
  description: string;
  type: AgentType;
  channels: AgentChannel[];
}

export const CREATE_AGENT_DEFAULTS: CreateAgentValues = {
  name: '',
  description: '',
  type: 'rental',
  channels: ['webchat'],
};

/**
 * The create dialog's form. Values survive closing the dialog and a failed request, so nothing
 * typed is lost; only a successful create resets them.
 */
export function useCreateAgentForm(onCreated: () => void) {
  const [values, setValues] = useState<CreateAgentValues>(CREATE_AGENT_DEFAULTS);
  const [createAgent, { isLoading }] = useCreateAgentMutation();
  const { toast } = useToast();
  // An empty name is marked on the field, which takes the focus, as well as told in a toast.
  const [nameMissing, setNameMissing] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);

  function update<K extends keyof CreateAgentValues>(key: K, value: CreateAgentValues[K]) {
    setValues((current) => ({ ...current, [key]: value }));
    if (key === 'name') setNameMissing(false);
  }

  function toggleChannel(channel: AgentChannel, checked: boolean) {
    setValues((current) => ({
      ...current,
      // Kept in the catalogue's order whatever order they were ticked in.
      channels: AGENT_CHANNELS.filter((item) => (item === channel ? checked : current.channels.includes(item))),
    }));
  }

  async function submit() {
    const name = values.name.trim();
    if (!name) {
      setNameMissing(true);
      nameRef.current?.focus();
      toast({ title: 'Name required', description: 'Please provide a name for your agent.', variant: 'destructive' });
      return;
    }
    try {
      await createAgent({
        name,
        description: values.description.trim(),
        type: values.type,
        channels: values.channels,
        status: 'training',
        configuration: {},
      }).unwrap();
    } catch {
      toast({ title: 'Failed to create agent', description: 'Please try again later.', variant: 'destructive' });
      return;
    }
    toast({ title: 'Agent created successfully', description: 'Open Configure and save it once to make it Active.' });
    setValues(CREATE_AGENT_DEFAULTS);
    onCreated();
  }

  return { values, update, toggleChannel, submit, isSubmitting: isLoading, nameMissing, nameRef };
}
