import styled from 'styled-components';
import { errorMessage } from '@app/api-client';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, IconAlert } from '@app/ui';

export interface LoadErrorCardProps {
  title: string;
  error: unknown;
  onRetry: () => void;
}

const StyledTitle = styled(CardTitle)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.destructive};
`;

const StyledCard = styled(Card)`
  border-color: ${({ theme }) => theme.colors.destructive}55;
`;

export function LoadErrorCard({ title, error, onRetry }: LoadErrorCardProps) {
  return (
    <StyledCard role="alert">
      <CardHeader>
        <StyledTitle>
          <IconAlert size={18} />
          {title}
        </StyledTitle>
        <CardDescription>{errorMessage(error)}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="outline" onClick={onRetry}>
          Try again
        </Button>
      </CardContent>
    </StyledCard>
  );
}
