import type { ReactNode } from 'react';
import styled from 'styled-components';
import { IconAlert } from '../icons';

const StyledNotice = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  align-items: flex-start;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.warning}33;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.foreground};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  svg { color: ${({ theme }) => theme.colors.warning}; margin-top: 2px; }
`;

export interface NoticeProps {
  children: ReactNode;
}

/** A short, important note about the state of a feature. */
export function Notice({ children }: NoticeProps) {
  return (
    <StyledNotice role="note">
      <IconAlert size={16} />
      <div>{children}</div>
    </StyledNotice>
  );
}

/**
 * On a screen of a feature whose service is not connected yet: why its buttons stay off, so a
 * disabled Save is not taken for a broken one.
 */
export function PendingFeatureNotice() {
  return (
    <Notice>
      Not connected yet: this screen shows what you will set up here, and its actions stay off until the service behind
      them is available. Nothing typed here is saved.
    </Notice>
  );
}
