import styled from 'styled-components';
import { Button, ButtonRow, Card, CardContent, CardDescription, CardHeader, CardTitle, Label, MutedText, Stack } from '@app/ui';
import { StyledRows } from '../../../components/layout';
import { maskApiKey } from '../api-key';
import type { ApiKeyState } from '../hooks/use-regenerate-api-key';

const RATE_LIMITS = [
  { label: 'Requests per minute', value: '1,000' },
  { label: 'Requests per hour', value: '50,000' },
  { label: 'Webhook deliveries per day', value: '100,000' },
];

const StyledKeyRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

/** Breaks onto a second line when narrow: the key's ending is what tells keys apart, so it is never cut off. */
const StyledKey = styled.code`
  flex: 1 1 220px;
  min-width: 0;
  overflow-wrap: anywhere;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.muted};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledLinkButton = styled.a`
  display: inline-flex;
  align-items: center;
  height: 36px;
  padding: 0 ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.input};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.foreground};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  box-shadow: ${({ theme }) => theme.shadows.sm};
  &:hover { background: ${({ theme }) => theme.colors.accent}; }
`;

export interface ApiTabProps {
  /** Held by the screen, so the new key's ending stays shown when another tab is opened. */
  apiKey: ApiKeyState;
}

export function ApiTab({ apiKey: { latestKey, regenerate } }: ApiTabProps) {
  return (
    <Stack>
      <Card>
        <CardHeader>
          <CardTitle>API Keys</CardTitle>
          <CardDescription>Keys that let your own systems call the API.</CardDescription>
        </CardHeader>
        <CardContent>
          <Stack>
            <Label>Production Key</Label>
            <StyledKeyRow>
              <StyledKey aria-label="Production key">{maskApiKey(latestKey)}</StyledKey>
              <Button variant="outline" onClick={() => void regenerate()}>
                Regenerate
              </Button>
            </StyledKeyRow>
            <MutedText>Last used: 2 hours ago</MutedText>
          </Stack>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Rate Limits</CardTitle>
        </CardHeader>
        <CardContent>
          <StyledRows>
            {RATE_LIMITS.map(({ label, value }) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </StyledRows>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Documentation</CardTitle>
          <CardDescription>Guides for building on the API.</CardDescription>
        </CardHeader>
        <CardContent>
          <ButtonRow>
            <StyledLinkButton href="/api/docs" target="_blank" rel="noreferrer">
              API Reference
            </StyledLinkButton>
            <Button variant="outline" disabled>
              Webhook Guide
            </Button>
            <Button variant="outline" disabled>
              Integration Examples
            </Button>
          </ButtonRow>
        </CardContent>
      </Card>
    </Stack>
  );
}
