import type { Agent } from '@app/contracts';
import { Dialog, Tabs, TabsContent, TabsList, TabsTrigger } from '@app/ui';
import { KnowledgeTab } from '../../knowledge/components/knowledge-tab';
import { useKnowledgeTabState } from '../../knowledge/hooks/use-knowledge-tab-state';
import { useAgentSettingsForm } from '../hooks/use-agent-settings-form';
import { AgentChannelsTab } from './agent-channels-tab';
import { AgentSettingsTab } from './agent-settings-tab';

export interface AgentConfigDialogProps {
  agent: Agent;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

interface AgentConfigTabsProps {
  agent: Agent;
  onClose: () => void;
}

// Lives only while the dialog is open, so every opening starts from the agent's saved values
// and edits (settings, knowledge drafts, a running upload) survive switching tabs.
function AgentConfigTabs({ agent, onClose }: AgentConfigTabsProps) {
  const settings = useAgentSettingsForm(agent, onClose);
  const knowledge = useKnowledgeTabState(agent.id);
  return (
    <Tabs defaultValue="settings">
      <TabsList aria-label="Agent configuration">
        <TabsTrigger value="settings">Settings</TabsTrigger>
        <TabsTrigger value="channels">Channels</TabsTrigger>
        <TabsTrigger value="knowledge">Knowledge</TabsTrigger>
      </TabsList>
      <TabsContent value="settings">
        <AgentSettingsTab form={settings} />
      </TabsContent>
      <TabsContent value="channels">
        <AgentChannelsTab agent={agent} unsavedSettings={settings.hasChanges} />
      </TabsContent>
      <TabsContent value="knowledge">
        <KnowledgeTab state={knowledge} />
      </TabsContent>
    </Tabs>
  );
}

export function AgentConfigDialog({ agent, open, onOpenChange }: AgentConfigDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={agent.name} description="Configure your agent" width={640}>
      <AgentConfigTabs agent={agent} onClose={() => onOpenChange(false)} />
    </Dialog>
  );
}
