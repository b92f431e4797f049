import { Skeleton } from '@app/ui';
import styled from 'styled-components';

const StyledLoading = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const StyledRow = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  margin-top: ${({ theme }) => theme.space[4]};
`;

export function RemoteLoading() {
  return (
    <StyledLoading role="status" aria-label="Loading section">
      <Skeleton width={240} height={32} />
      <Skeleton width={360} height={16} />
      <StyledRow>
        <Skeleton height={112} radius={8} />
        <Skeleton height={112} radius={8} />
        <Skeleton height={112} radius={8} />
      </StyledRow>
      <Skeleton height={240} radius={8} />
    </StyledLoading>
  );
}
