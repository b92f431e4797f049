import type { ComponentPropsWithRef } from 'react';
import styled, { css } from 'styled-components';
import { useFieldControl } from './field-control';

export const controlStyles = css`
  width: 100%;
  border: 1px solid ${({ theme }) => theme.colors.input};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.foreground};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  transition:
    border-color ${({ theme }) => theme.transitions.fast},
    box-shadow ${({ theme }) => theme.transitions.fast};
  &::placeholder { color: ${({ theme }) => theme.colors.mutedForeground}; }
  &:focus-visible {
    outline: none;
    border-color: ${({ theme }) => theme.colors.ring};
    box-shadow: ${({ theme }) => theme.shadows.ring};
  }
  &:disabled { opacity: 0.5; cursor: not-allowed; }
  &[aria-invalid='true'] { border-color: ${({ theme }) => theme.colors.destructive}; }
`;

const StyledInput = styled.input`
  ${controlStyles}
  height: 36px;
  padding: 0 ${({ theme }) => theme.space[3]};
`;

const StyledTextarea = styled.textarea`
  ${controlStyles}
  min-height: 80px;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  resize: vertical;
`;

const StyledLabel = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  line-height: 1;
`;

export type InputProps = ComponentPropsWithRef<'input'>;
export type TextareaProps = ComponentPropsWithRef<'textarea'>;
export type LabelProps = ComponentPropsWithRef<'label'>;

export function Input(props: InputProps) {
  const described = useFieldControl(props);
  return <StyledInput {...props} {...described} />;
}

export function Textarea(props: TextareaProps) {
  const described = useFieldControl(props);
  return <StyledTextarea {...props} {...described} />;
}

export function Label(props: LabelProps) {
  return <StyledLabel {...props} />;
}
