import type { ComponentPropsWithRef } from 'react';
import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'destructive';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryForeground};
    box-shadow: ${({ theme }) => theme.shadows.sm};
    &:hover:not(:disabled) { opacity: 0.9; }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.secondary};
    color: ${({ theme }) => theme.colors.secondaryForeground};
    &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.border}; }
  `,
  outline: css`
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.foreground};
    border-color: ${({ theme }) => theme.colors.input};
    box-shadow: ${({ theme }) => theme.shadows.sm};
    &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.accent}; }
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.foreground};
    &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.accent}; }
  `,
  destructive: css`
    background: ${({ theme }) => theme.colors.destructive};
    color: ${({ theme }) => theme.colors.destructiveForeground};
    box-shadow: ${({ theme }) => theme.shadows.sm};
    &:hover:not(:disabled) { opacity: 0.9; }
  `,
};

const sizes = {
  sm: css`
    height: 32px;
    padding: 0 ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  `,
  md: css`
    height: 36px;
    padding: 0 ${({ theme }) => theme.space[4]};
  `,
  lg: css`
    height: 40px;
    padding: 0 ${({ theme }) => theme.space[6]};
  `,
  icon: css`
    height: 36px;
    width: 36px;
    padding: 0;
  `,
};

const StyledButton = styled.button<{ $variant: ButtonVariant; $size: ButtonSize }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  flex-shrink: 0;
  white-space: nowrap;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  line-height: 1;
  cursor: pointer;
  transition:
    background ${({ theme }) => theme.transitions.fast},
    opacity ${({ theme }) => theme.transitions.fast};
  /* aria-disabled: busy but still focusable, so the keyboard focus is not dropped onto the page. */
  &:disabled,
  &[aria-disabled='true'] {
    opacity: 0.5;
    cursor: not-allowed;
  }
  ${({ $variant }) => variants[$variant]}
  ${({ $size }) => sizes[$size]}
`;

export function Button({ variant = 'primary', size = 'md', type = 'button', ...props }: ButtonProps) {
  return <StyledButton $variant={variant} $size={size} type={type} {...props} />;
}
