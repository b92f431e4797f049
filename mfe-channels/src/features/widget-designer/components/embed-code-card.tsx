import styled from 'styled-components';
import type { Agent } from '@app/contracts';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, MutedText, Stack } from '@app/ui';
import { embedSnippet } from '../widget-url';

const StyledCode = styled.pre`
  margin: 0;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.muted};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const StyledWarning = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface EmbedCodeCardProps {
  agentId: string;
  /** The chosen agent, once the list is loaded. */
  agent?: Pick<Agent, 'status' | 'channels'>;
  onCopy: () => void;
}

/** Why the widget would not show on a site yet, or null when it would. */
function notShownBecause(agent: EmbedCodeCardProps['agent']): string | null {
  if (!agent) return null;
  if (agent.status !== 'active') return 'This agent is still in training: the widget appears on your site once the agent is active (save its settings).';
  if (!agent.channels.includes('webchat')) return "This agent does not have the Web chat channel: the widget appears on your site once it does.";
  return null;
}

export function EmbedCodeCard({ agentId, agent, onCopy }: EmbedCodeCardProps) {
  const warning = notShownBecause(agent);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Embed Code</CardTitle>
        <CardDescription>Put the widget on your website.</CardDescription>
      </CardHeader>
      <CardContent>
        <Stack>
          <MutedText>
            The embed code adds this chat widget to any web page in a transparent frame, connected to the selected agent. Paste it just before
            the closing &lt;/body&gt; tag of every page that should show the chat.
          </MutedText>
          {warning ? <StyledWarning role="note">{warning}</StyledWarning> : null}
          {agentId ? (
            <StyledCode aria-label="Embed code">
              <code>{embedSnippet(window.location.origin, agentId)}</code>
            </StyledCode>
          ) : (
            <MutedText>Select an agent to get its embed code.</MutedText>
          )}
          <div>
            <Button variant="outline" onClick={onCopy}>
              Copy Code
            </Button>
          </div>
        </Stack>
      </CardContent>
    </Card>
  );
}
