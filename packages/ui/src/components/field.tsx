import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import styled from 'styled-components';
import { Label } from './input';

export interface FieldProps {
  label: ReactNode;
  htmlFor: string;
  error?: ReactNode;
  hint?: ReactNode;
  children: ReactNode;
  className?: string;
}

const StyledField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

const StyledHint = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

const StyledError = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.destructive};
`;

type DescribableProps = { 'aria-describedby'?: string; 'aria-invalid'?: boolean };

export function Field({ label, htmlFor, error, hint, children, className }: FieldProps) {
  const hintId = hint ? `${htmlFor}-hint` : undefined;
  const errorId = error ? `${htmlFor}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  // Links the control to its hint and error so screen readers announce them with it.
  const control =
    isValidElement<DescribableProps>(children) && describedBy
      ? cloneElement(children as ReactElement<DescribableProps>, {
          'aria-describedby': children.props['aria-describedby'] ?? describedBy,
          'aria-invalid': children.props['aria-invalid'] ?? (error ? true : undefined),
        })
      : children;
  return (
    <StyledField className={className}>
      <Label htmlFor={htmlFor}>{label}</Label>
      {control}
      {hint ? <StyledHint id={hintId}>{hint}</StyledHint> : null}
      {error ? (
        <StyledError id={errorId} role="alert">
          {error}
        </StyledError>
      ) : null}
    </StyledField>
  );
}
