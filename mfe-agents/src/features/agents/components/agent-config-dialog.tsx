import type { Agent } from '@app/contracts';
import { Dialog, Tabs, TabsContent, TabsList, TabsTrigger } from '@app/ui';
import { KnowledgeTab } from '../../knowledge/components/knowledge-tab';
import { useKnowledgeTabState } from '../../knowledge/hooks/use-knowledge-tab-state';
import { useAgentSettingsForm } from '../hooks/use-agent-settings-form';
import { confirmLeaving } from '../unsaved-work';
import { AgentChannelsTab } from './agent-channels-tab';
import { AgentSettingsTab } from './agent-settings-tab';

export type AgentConfigTab = 'settings' | 'channels' | 'knowledge';

export interface AgentConfigDialogProps {
  agent: Agent;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The tab it opens on. */
  initialTab?: AgentConfigTab;
}

interface OpenAgentConfigDialogProps {
  agent: Agent;
  onClose: () => void;
  initialTab: AgentConfigTab;
}

// Lives only while the dialog is open, so every opening starts from the agent's saved values
// and edits (settings, knowledge drafts, a running upload) survive switching tabs.
function OpenAgentConfigDialog({ agent, onClose, initialTab }: OpenAgentConfigDialogProps) {
  const knowledge = useKnowledgeTabState(agent.id);
  // Saved settings are not lost by closing, knowledge drafts still are.
  const settings = useAgentSettingsForm(agent, () => {
    if (confirmLeaving({ settings: false, knowledgeDrafts: knowledge.unaddedDrafts })) onClose();
  });
  const confirmLeave = () => confirmLeaving({ settings: settings.hasChanges, knowledgeDrafts: knowledge.unaddedDrafts });

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && confirmLeave()) onClose();
      }}
      title={agent.name}
      description="Configure your agent"
      width={640}
    >
      <Tabs defaultValue={initialTab}>
        <TabsList aria-label="Agent configuration">
          <TabsTrigger value="settings">Settings</TabsTrigger>
          <TabsTrigger value="channels">Channels</TabsTrigger>
          <TabsTrigger value="knowledge">Knowledge</TabsTrigger>
        </TabsList>
        <TabsContent value="settings">
          <AgentSettingsTab form={settings} />
        </TabsContent>
        <TabsContent value="channels">
          <AgentChannelsTab agent={agent} confirmLeave={confirmLeave} />
        </TabsContent>
        <TabsContent value="knowledge">
          <KnowledgeTab state={knowledge} />
        </TabsContent>
      </Tabs>
    </Dialog>
  );
}

export function AgentConfigDialog({ agent, open, onOpenChange, initialTab = 'settings' }: AgentConfigDialogProps) {
  return open ? <OpenAgentConfigDialog agent={agent} onClose={() => onOpenChange(false)} initialTab={initialTab} /> : null;
}
