import styled from 'styled-components';
import { Card, CardContent, CardHeader, Skeleton } from '@app/ui';

const StyledSteps = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(280px, 100%), 1fr));
  gap: ${({ theme }) => theme.space[4]};
  margin-top: ${({ theme }) => theme.space[6]};
`;

/** Stands in for the setup progress while the agent list loads. */
export function DashboardSkeleton() {
  return (
    <Card aria-busy="true" aria-label="Loading setup progress">
      <CardHeader>
        <Skeleton width={180} height={22} />
        <Skeleton width="45%" height={14} />
      </CardHeader>
      <CardContent>
        <Skeleton height={8} radius={9999} />
        <StyledSteps>
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} height={132} radius={8} />
          ))}
        </StyledSteps>
      </CardContent>
    </Card>
  );
}
