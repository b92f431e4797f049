import { useMemo, type ReactNode } from 'react';
import styled from 'styled-components';
import { FieldControlContext } from './field-control';
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

export function Field({ label, htmlFor, error, hint, children, className }: FieldProps) {
  const hintId = hint ? `${htmlFor}-hint` : undefined;
  const errorId = error ? `${htmlFor}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const invalid = error ? true : undefined;
  // Links the control to its hint and error so screen readers announce them with it.
  const control = useMemo(() => ({ 'aria-describedby': describedBy, 'aria-invalid': invalid }), [describedBy, invalid]);
  return (
    <StyledField className={className}>
      <Label htmlFor={htmlFor}>{label}</Label>
      <FieldControlContext.Provider value={control}>{children}</FieldControlContext.Provider>
      {hint ? <StyledHint id={hintId}>{hint}</StyledHint> : null}
      {error ? (
        <StyledError id={errorId} role="alert">
          {error}
        </StyledError>
      ) : null}
    </StyledField>
  );
}
