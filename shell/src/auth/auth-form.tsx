import { errorMessage, errorStatus } from '@app/api-client/errors';
import { IconAlert } from '@app/ui';
import styled from 'styled-components';

export const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const StyledAlert = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.destructive};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.destructiveSoft};
  color: ${({ theme }) => theme.colors.destructive};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  svg { flex-shrink: 0; margin-top: 2px; }
`;

/** The API's own words ('Invalid email or password', ...), or a plain note when it is unreachable. */
export function authErrorText(error: unknown): string {
  const status = errorStatus(error);
  if (status === 0 || status === 502 || status === 503) {
    return 'Could not reach the server. Check your connection and try again.';
  }
  return errorMessage(error);
}

export interface AuthErrorAlertProps {
  error: unknown;
}

export function AuthErrorAlert({ error }: AuthErrorAlertProps) {
  if (!error) {
    return null;
  }
  return (
    <StyledAlert role="alert">
      <IconAlert size={16} />
      <span>{authErrorText(error)}</span>
    </StyledAlert>
  );
}

/** A dot in the domain and a top-level domain of two characters or more ("рф", "xn--p1ai"), which the API asks for too. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@.]{2,}$/;

export function isEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}
