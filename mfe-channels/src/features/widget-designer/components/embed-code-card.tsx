import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@app/ui';
import { StyledMuted, StyledStack } from '../../../components/layout';

export function EmbedCodeCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Embed Code</CardTitle>
        <CardDescription>Put the widget on your website.</CardDescription>
      </CardHeader>
      <CardContent>
        <StyledStack>
          <StyledMuted>
            The embed code adds this chat widget to any web page in a transparent frame, connected to the selected agent. Paste it just before
            the closing &lt;/body&gt; tag of every page that should show the chat.
          </StyledMuted>
          <div>
            <Button variant="outline" disabled>
              Copy Code
            </Button>
          </div>
        </StyledStack>
      </CardContent>
    </Card>
  );
}
