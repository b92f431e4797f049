import styled from 'styled-components';
import { Card, CardContent, CardFooter, CardHeader, Skeleton } from '@app/ui';

const StyledRow = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

const StyledLines = styled(CardContent)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

/** Holds an agent card's shape while the list loads. */
export function AgentCardSkeleton() {
  return (
    <Card data-testid="agent-card-placeholder" aria-hidden="true">
      <CardHeader>
        <StyledRow>
          <Skeleton width="55%" height={24} />
          <Skeleton width={64} height={20} radius={9999} />
        </StyledRow>
        <Skeleton width="90%" height={14} />
      </CardHeader>
      <StyledLines>
        <Skeleton width="40%" height={14} />
        <Skeleton width="70%" height={14} />
      </StyledLines>
      <CardFooter>
        <Skeleton height={36} />
        <Skeleton height={36} />
      </CardFooter>
    </Card>
  );
}
