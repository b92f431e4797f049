import styled from 'styled-components';
import { Button, ButtonRow, Card, CardContent, CardDescription, CardHeader, CardTitle, MutedText, Stack } from '@app/ui';
import { StyledRows } from '../../../components/layout';

const RETENTION = [
  { label: 'Conversation history', value: '2 years' },
  { label: 'Voice call recordings', value: '1 year' },
  { label: 'Knowledge base files', value: 'Indefinitely' },
];

const StyledDangerCard = styled(Card)`
  border-color: ${({ theme }) => theme.colors.destructive}55;
  h3 { color: ${({ theme }) => theme.colors.destructive}; }
`;

const StyledDangerRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  h4 { font-size: ${({ theme }) => theme.fontSizes.sm}; font-weight: ${({ theme }) => theme.fontWeights.semibold}; }
`;

export function DataTab() {
  return (
    <Stack>
      <Card>
        <CardHeader>
          <CardTitle>Export & Import</CardTitle>
          <CardDescription>Get a copy of your data or bring data in from elsewhere.</CardDescription>
        </CardHeader>
        <CardContent>
          <ButtonRow>
            <Button variant="outline" disabled>
              Request Data Export
            </Button>
            <Button variant="outline" disabled>
              Import Data
            </Button>
          </ButtonRow>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Data Retention</CardTitle>
          <CardDescription>How long each kind of data is kept.</CardDescription>
        </CardHeader>
        <CardContent>
          <StyledRows>
            {RETENTION.map(({ label, value }) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </StyledRows>
        </CardContent>
      </Card>
      <StyledDangerCard>
        <CardHeader>
          <CardTitle>Danger Zone</CardTitle>
          <CardDescription>These actions are irreversible.</CardDescription>
        </CardHeader>
        <CardContent>
          <Stack>
            <StyledDangerRow>
              <div>
                <h4>Delete All Conversations</h4>
                <MutedText>Permanently removes every conversation of every agent. This cannot be undone.</MutedText>
              </div>
              <Button variant="destructive" disabled>
                Delete All Conversations
              </Button>
            </StyledDangerRow>
            <StyledDangerRow>
              <div>
                <h4>Delete Account</h4>
                <MutedText>Permanently deletes your account, agents and all their data. This cannot be undone.</MutedText>
              </div>
              <Button variant="destructive" disabled>
                Delete Account
              </Button>
            </StyledDangerRow>
          </Stack>
        </CardContent>
      </StyledDangerCard>
    </Stack>
  );
}
