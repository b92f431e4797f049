import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';

const StyledCard = styled.div`
  background: ${({ theme }) => theme.colors.card};
  color: ${({ theme }) => theme.colors.foreground};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  /* The space inside a card's parts; less on a phone, where the width is needed for content. */
  --card-padding: ${({ theme }) => theme.space[6]};
  @media (max-width: 480px) {
    --card-padding: ${({ theme }) => theme.space[4]};
  }
`;

const StyledCardHeader = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  padding: var(--card-padding);
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
  padding: 0 var(--card-padding) var(--card-padding);
  /* A card with no header keeps the same space above its content as below. */
  &:first-child {
    padding-top: var(--card-padding);
  }
`;

const StyledCardFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: 0 var(--card-padding) var(--card-padding);
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
