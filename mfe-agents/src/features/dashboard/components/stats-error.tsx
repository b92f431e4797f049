import styled from 'styled-components';
import { errorMessage } from '@app/api-client';
import { Button } from '@app/ui';

export interface StatsErrorProps {
  error: unknown;
  onRetry: () => void;
}

const StyledNote = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin: -${({ theme }) => theme.space[4]} 0 ${({ theme }) => theme.space[8]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.destructive};
`;

export function StatsError({ error, onRetry }: StatsErrorProps) {
  return (
    <StyledNote role="alert">
      Statistics could not be loaded: {errorMessage(error)}
      <Button variant="outline" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </StyledNote>
  );
}
