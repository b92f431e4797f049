import styled from 'styled-components';
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

// Settings belong to an agent: edits made before one is chosen would give way to its saved ones,
// so until then they are off. A fieldset with nothing of its own to show turns off a whole tab.
const StyledSettings = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

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
              <StyledSettings disabled={!agentId}>
                <AppearanceTab config={config} update={update} />
              </StyledSettings>
            </TabsContent>
            <TabsContent value="behavior">
              <StyledSettings disabled={!agentId}>
                <BehaviorTab config={config} update={update} />
              </StyledSettings>
            </TabsContent>
            <TabsContent value="messages">
              <StyledSettings disabled={!agentId}>
                <MessagesTab config={config} update={update} />
              </StyledSettings>
            </TabsContent>
          </Tabs>
        </Stack>
      </CardContent>
    </Card>
  );
}
