import styled from 'styled-components';
import { AgentSelect, useSelectedAgent } from '@app/api-client';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, MutedText, PageHeader, Stack } from '@app/ui';
import { AgentDetails } from '../features/playground/components/agent-details';
import { ChatCard } from '../features/playground/components/chat-card';

const StyledLayout = styled.div`
  display: grid;
  grid-template-columns: minmax(260px, 1fr) minmax(0, 2fr);
  gap: ${({ theme }) => theme.space[6]};
  align-items: start;
  @media (max-width: 900px) {
    grid-template-columns: 1fr;
  }
`;

/** /playground, optionally ?agentId=<id> (the Agents list's Test Chat links here). */
export default function PlaygroundScreen() {
  const { agent, setAgentId } = useSelectedAgent();

  return (
    <>
      <PageHeader title="Agent Playground" subtitle="Test your agents in a safe environment before putting them in front of customers." />
      <StyledLayout>
        <Stack>
          <Card>
            <CardHeader>
              <CardTitle>Select Agent</CardTitle>
              <CardDescription>Pick the agent to talk to.</CardDescription>
            </CardHeader>
            <CardContent>
              <Stack>
                <AgentSelect id="playground-agent" label="Agent" value={agent?.id ?? ''} onValueChange={setAgentId} />
                {agent ? <AgentDetails agent={agent} /> : null}
              </Stack>
            </CardContent>
          </Card>
          <MutedText role="note">
            This is a testing environment. No real channels are connected: nothing typed here reaches your website, SMS or phone lines.
          </MutedText>
        </Stack>
        <ChatCard key={agent?.id ?? ''} agent={agent} />
      </StyledLayout>
    </>
  );
}
