import styled from 'styled-components';
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

export interface EmbedCodeCardProps {
  agentId: string;
  onCopy: () => void;
}

export function EmbedCodeCard({ agentId, onCopy }: EmbedCodeCardProps) {
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
