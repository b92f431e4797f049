import type { WidgetConfig } from '@app/contracts';
import { AgentSelect } from '@app/api-client';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, Stack, Tabs, TabsContent, TabsList, TabsTrigger } from '@app/ui';
import type { UpdateWidgetConfig } from '../hooks/use-widget-config';
import { AppearanceTab } from './appearance-tab';
import { BehaviorTab } from './behavior-tab';
import { MessagesTab } from './messages-tab';

export interface WidgetSettingsCardProps {
  agentId: string;
  onAgentChange: (agentId: string) => void;
  config: WidgetConfig;
  update: UpdateWidgetConfig;
}

export function WidgetSettingsCard({ agentId, onAgentChange, config, update }: WidgetSettingsCardProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Widget Settings</CardTitle>
        <CardDescription>Choose the agent behind the widget, then adjust its look and texts.</CardDescription>
      </CardHeader>
      <CardContent>
        <Stack>
          <AgentSelect id="widget-agent" value={agentId} onValueChange={onAgentChange} />
          <Tabs defaultValue="appearance">
            <TabsList aria-label="Widget settings">
              <TabsTrigger value="appearance">Appearance</TabsTrigger>
              <TabsTrigger value="behavior">Behavior</TabsTrigger>
              <TabsTrigger value="messages">Messages</TabsTrigger>
            </TabsList>
            <TabsContent value="appearance">
              <AppearanceTab config={config} update={update} />
            </TabsContent>
            <TabsContent value="behavior">
              <BehaviorTab config={config} update={update} />
            </TabsContent>
            <TabsContent value="messages">
              <MessagesTab config={config} update={update} />
            </TabsContent>
          </Tabs>
        </Stack>
      </CardContent>
    </Card>
  );
}
