import { Badge, Card, CardDescription, CardHeader, CardTitle } from '@app/ui';
import styled from 'styled-components';

const StyledTitleRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

export function SmsProviderCard() {
  return (
    <Card>
      <CardHeader>
        <StyledTitleRow>
          <CardTitle>SMS Provider</CardTitle>
          <Badge variant="outline">Not connected</Badge>
        </StyledTitleRow>
        <CardDescription>The provider account that sends and receives your agents' text messages.</CardDescription>
      </CardHeader>
    </Card>
  );
}
