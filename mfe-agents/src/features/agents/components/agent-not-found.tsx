import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card, CardDescription, CardHeader, CardTitle, IconChevronRight } from '@app/ui';

const StyledCard = styled(Card)`
  max-width: 480px;
  margin: ${({ theme }) => theme.space[12]} auto 0;
`;

const StyledLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  margin-top: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.foreground};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: underline;
  text-underline-offset: 4px;
`;

export function AgentNotFound() {
  return (
    <StyledCard>
      <CardHeader>
        <CardTitle>Agent not found</CardTitle>
        <CardDescription>This agent does not exist or has been deleted.</CardDescription>
        <StyledLink to="/agents">
          Back to agents
          <IconChevronRight size={16} />
        </StyledLink>
      </CardHeader>
    </StyledCard>
  );
}
