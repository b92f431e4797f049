import { useRef, useState } from 'react';
import type { Agent, AgentType } from '@app/contracts';
import { useUpdateAgentMutation } from '@app/api-client';
import { useToast } from '@app/ui';

export interface AgentSettingsValues {
  name: string;
  description: string;
  type: AgentType;
  systemPrompt: string;
}

function valuesOf(agent: Agent): AgentSettingsValues {
  return {
    name: agent.name,
    description: agent.description ?? '',
    type: agent.type,
    systemPrompt: agent.systemPrompt ?? '',
  };
}

export function useAgentSettingsForm(agent: Agent, onSaved: () => void) {
  const [values, setValues] = useState(() => valuesOf(agent));
  const [updateAgent, { isLoading }] = useUpdateAgentMutation();
  const { toast } = useToast();
  // An empty name is marked on the field, which takes the focus, as well as told in a toast.
  const [nameMissing, setNameMissing] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);

  function update<K extends keyof AgentSettingsValues>(key: K, value: AgentSettingsValues[K]) {
    setValues((current) => ({ ...current, [key]: value }));
    if (key === 'name') setNameMissing(false);
  }

  async function save() {
    const name = values.name.trim();
    if (!name) {
      setNameMissing(true);
      nameRef.current?.focus();
      toast({ title: 'Name required', description: 'Please provide a name for your agent.', variant: 'destructive' });
      return;
    }
    const changes = { name, description: values.description.trim(), type: values.type, systemPrompt: values.systemPrompt };
    try {
      // Saving the settings is what puts an agent into service.
      await updateAgent({ id: agent.id, changes: { ...changes, status: 'active' } }).unwrap();
    } catch {
      toast({ title: 'Error updating agent', description: 'Please try again.', variant: 'destructive' });
      return;
    }
    // The fields show what was saved (trimmed), so a dialog kept open has no changes left to ask about.
    setValues(changes);
    toast({ title: 'Agent updated successfully', description: 'Your changes have been saved.' });
    onSaved();
  }

  const saved = valuesOf(agent);
  const hasChanges = (Object.keys(saved) as (keyof AgentSettingsValues)[]).some((key) => values[key] !== saved[key]);

  return { values, update, save, isSaving: isLoading, hasChanges, nameMissing, nameRef };
}

export type AgentSettingsForm = ReturnType<typeof useAgentSettingsForm>;
