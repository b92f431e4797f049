import { Card } from '@app/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { APP_TITLE } from '../routes/screen-routes';
import { useDocumentTitle } from '../routes/use-document-title';

const StyledPage = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[6]};
  min-height: 100vh;
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.muted};
`;

const StyledBrand = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledMark = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryForeground};
`;

const StyledCard = styled(Card)`
  width: 100%;
  max-width: 400px;
  padding: ${({ theme }) => theme.space[8]};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

const StyledTitle = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: -0.01em;
`;

const StyledSubtitle = styled.p`
  margin-top: ${({ theme }) => theme.space[1]};
  margin-bottom: ${({ theme }) => theme.space[6]};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

const StyledFooter = styled.p`
  margin-top: ${({ theme }) => theme.space[6]};
  text-align: center;
  color: ${({ theme }) => theme.colors.mutedForeground};
  a {
    color: ${({ theme }) => theme.colors.foreground};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    text-underline-offset: 4px;
  }
`;

export interface AuthLayoutProps {
  title: string;
  subtitle: string;
  footer: ReactNode;
  children: ReactNode;
}

export function AuthLayout({ title, subtitle, footer, children }: AuthLayoutProps) {
  useDocumentTitle(title);
  return (
    <StyledPage>
      <StyledBrand>
        <StyledMark aria-hidden="true">
          <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <rect x="4" y="8" width="16" height="12" rx="2" />
            <path d="M12 8V4M9 13v2M15 13v2" />
          </svg>
        </StyledMark>
        {APP_TITLE}
      </StyledBrand>
      <StyledCard>
        <StyledTitle>{title}</StyledTitle>
        <StyledSubtitle>{subtitle}</StyledSubtitle>
        {children}
        <StyledFooter>{footer}</StyledFooter>
      </StyledCard>
    </StyledPage>
  );
}
