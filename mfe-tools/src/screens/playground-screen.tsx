import { useState } from 'react';
import styled from 'styled-components';
import { useGetAgentsQuery } from '@app/api-client';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, PageHeader } from '@app/ui';
import { StyledMuted, StyledStack } from '../components/layout';
import { AgentSelect } from '../features/agent-picker/agent-select';
import { AgentDetails } from '../features/playground/components/agent-details';
import { ChatCard } from '../features/playground/components/chat-card';
import { usePlaygroundChat } from '../features/playground/hooks/use-playground-chat';

const StyledLayout = styled.div`
  display: grid;
  grid-template-columns: minmax(260px, 1fr) minmax(0, 2fr);
  gap: ${({ theme }) => theme.space[6]};
  align-items: start;
  @media (max-width: 900px) {
    grid-template-columns: 1fr;
  }
`;

export default function PlaygroundScreen() {
  const [agentId, setAgentId] = useState('');
  const { data: agents = [] } = useGetAgentsQuery();
  const agent = agents.find((candidate) => candidate.id === agentId);
  const chat = usePlaygroundChat();
  return (
    <>
      <PageHeader title="Agent Playground" subtitle="Test your agents in a safe environment before putting them in front of customers." />
      <StyledLayout>
        <StyledStack>
          <Card>
            <CardHeader>
              <CardTitle>Select Agent</CardTitle>
              <CardDescription>Pick the agent to talk to.</CardDescription>
            </CardHeader>
            <CardContent>
              <StyledStack>
                <AgentSelect id="playground-agent" label="Agent" value={agentId} onValueChange={setAgentId} />
                {agent ? <AgentDetails agent={agent} /> : null}
              </StyledStack>
            </CardContent>
          </Card>
          <StyledMuted role="note">
            This is a testing environment. No real channels are connected: nothing typed here reaches your website, SMS or phone lines.
          </StyledMuted>
        </StyledStack>
        <ChatCard agentName={agent?.name} messages={chat.messages} draft={chat.draft} onDraftChange={chat.setDraft} onClear={chat.clear} />
      </StyledLayout>
    </>
  );
}
