import { IconHome } from '@app/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useDocumentTitle } from '../routes/use-document-title';

const StyledPage = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[16]} ${({ theme }) => theme.space[4]};
  text-align: center;
`;

const StyledCode = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.mutedForeground};
  letter-spacing: 0.1em;
`;

const StyledTitle = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: -0.02em;
`;

const StyledText = styled.p`
  max-width: 420px;
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

// A link that looks like the primary button: navigation stays a real link.
const StyledHomeLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  height: 36px;
  margin-top: ${({ theme }) => theme.space[4]};
  padding: 0 ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryForeground};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  box-shadow: ${({ theme }) => theme.shadows.sm};
  &:hover { opacity: 0.9; }
`;

export function NotFoundScreen() {
  useDocumentTitle('Page Not Found');
  return (
    <StyledPage>
      <StyledCode>404</StyledCode>
      <StyledTitle>Page Not Found</StyledTitle>
      <StyledText>The page you are looking for does not exist or may have moved.</StyledText>
      <StyledHomeLink to="/">
        <IconHome size={16} />
        Back to Dashboard
      </StyledHomeLink>
    </StyledPage>
  );
}
