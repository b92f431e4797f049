import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';

const StyledCard = styled.div`
  background: ${({ theme }) => theme.colors.card};
  color: ${({ theme }) => theme.colors.foreground};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

const StyledCardHeader = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[6]};
`;

const StyledCardTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  letter-spacing: -0.01em;
`;

const StyledCardDescription = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

const StyledCardContent = styled.div`
  padding: 0 ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[6]};
  /* A card with no header keeps the same space above its content as below. */
  &:first-child {
    padding-top: ${({ theme }) => theme.space[6]};
  }
`;

const StyledCardFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: 0 ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[6]};
`;

export type CardProps = ComponentPropsWithRef<'div'>;
export type CardTitleProps = ComponentPropsWithRef<'h2'>;
export type CardDescriptionProps = ComponentPropsWithRef<'p'>;

export function Card(props: CardProps) {
  return <StyledCard {...props} />;
}

export function CardHeader(props: CardProps) {
  return <StyledCardHeader {...props} />;
}

export function CardTitle(props: CardTitleProps) {
  return <StyledCardTitle {...props} />;
}

export function CardDescription(props: CardDescriptionProps) {
  return <StyledCardDescription {...props} />;
}

export function CardContent(props: CardProps) {
  return <StyledCardContent {...props} />;
}

export function CardFooter(props: CardProps) {
  return <StyledCardFooter {...props} />;
}
