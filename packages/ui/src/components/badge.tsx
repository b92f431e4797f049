import type { ComponentPropsWithRef } from 'react';
import styled, { css } from 'styled-components';

export type BadgeVariant = 'default' | 'secondary' | 'success' | 'warning' | 'destructive' | 'outline';

export interface BadgeProps extends ComponentPropsWithRef<'span'> {
  variant?: BadgeVariant;
}

const variants = {
  default: css`
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryForeground};
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.secondary};
    color: ${({ theme }) => theme.colors.secondaryForeground};
  `,
  success: css`
    background: ${({ theme }) => theme.colors.successSoft};
    color: ${({ theme }) => theme.colors.success};
    border-color: ${({ theme }) => theme.colors.success}33;
  `,
  warning: css`
    background: ${({ theme }) => theme.colors.warningSoft};
    color: ${({ theme }) => theme.colors.warning};
    border-color: ${({ theme }) => theme.colors.warning}33;
  `,
  destructive: css`
    background: ${({ theme }) => theme.colors.destructiveSoft};
    color: ${({ theme }) => theme.colors.destructive};
    border-color: ${({ theme }) => theme.colors.destructive}33;
  `,
  outline: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.foreground};
    border-color: ${({ theme }) => theme.colors.border};
  `,
};

const StyledBadge = styled.span<{ $variant: BadgeVariant }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  padding: 2px ${({ theme }) => theme.space[2]};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.full};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  line-height: 16px;
  white-space: nowrap;
  ${({ $variant }) => variants[$variant]}
`;

export function Badge({ variant = 'default', ...props }: BadgeProps) {
  return <StyledBadge $variant={variant} {...props} />;
}
