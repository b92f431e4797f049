import type { ReactNode } from 'react';
import styled from 'styled-components';

const StyledSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const StyledHeading = styled.div`
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  p {
    color: ${({ theme }) => theme.colors.mutedForeground};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

export interface SectionProps {
  title: string;
  description: string;
  children: ReactNode;
}

export function Section({ title, description, children }: SectionProps) {
  return (
    <StyledSection aria-label={title}>
      <StyledHeading>
        <h2>{title}</h2>
        <p>{description}</p>
      </StyledHeading>
      {children}
    </StyledSection>
  );
}
