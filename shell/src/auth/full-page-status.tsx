import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Spinner } from '@app/ui';
import styled from 'styled-components';

const StyledPage = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 100vh;
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.muted};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

const StyledCard = styled(Card)`
  width: 100%;
  max-width: 420px;
`;

export function FullPageLoading() {
  return (
    <StyledPage>
      <Spinner size={24} label="Loading" />
    </StyledPage>
  );
}

export interface ServerUnavailableProps {
  detail: string;
  retrying: boolean;
  onRetry: () => void;
}

export function ServerUnavailable({ detail, retrying, onRetry }: ServerUnavailableProps) {
  return (
    <StyledPage>
      <StyledCard role="alert">
        <CardHeader>
          <CardTitle>Could not reach the server</CardTitle>
          <CardDescription>{detail}</CardDescription>
        </CardHeader>
        <CardContent>
          <Button onClick={onRetry} disabled={retrying}>
            {retrying ? 'Retrying…' : 'Retry'}
          </Button>
        </CardContent>
      </StyledCard>
    </StyledPage>
  );
}
